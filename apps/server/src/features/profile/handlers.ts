import type { FeatureHandlers } from '../../platform/api';
import { changeOwnPassword } from '../accounts/service';
import { decideScopeRequest, scopeRequestDetail } from './scope-requests';
import { profileOf, updateProfile } from './service';

type Names =
  | 'getUserByUserSequence'
  | 'updateAccount'
  | 'changeUserPassword'
  | 'getScopeRequest'
  | 'approveScopeRequest'
  | 'rejectScopeRequest';

/** My Profile, Change Password, and a wider data scope decided by mailed link (spec 000 §2.3, docs/access.md). */
export const profileHandlers: FeatureHandlers<Names> = {
  getUserByUserSequence: ({ db, auth, query }) => profileOf(db, auth, query.id),
  updateAccount: ({ db, config, auth, body, actor, lang }) =>
    updateProfile(db, config, auth, body, actor, lang),
  changeUserPassword: ({ db, auth, body, actor }) => changeOwnPassword(db, auth, body, actor),
  getScopeRequest: ({ db, body, lang }) => scopeRequestDetail(db, body.Email, body.Token, lang),
  approveScopeRequest: (ctx) =>
    decideScopeRequest(ctx, { email: ctx.body.Email, token: ctx.body.Token, decision: 'approve' }),
  rejectScopeRequest: (ctx) =>
    decideScopeRequest(ctx, { email: ctx.body.Email, token: ctx.body.Token, decision: 'reject' }),
};
