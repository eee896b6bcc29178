import type { FeatureHandlers } from '../../platform/api';
import { changeOwnPassword } from './change-own-password';
import { profileOf } from './profile-of';
import { decideScopeRequest } from './decide-scope-request';
import { scopeRequestDetail } from './scope-request-detail';
import { updateProfile } from './update-profile';

type Names =
  | 'getUserByUserSequence'
  | 'updateAccount'
  | 'changeUserPassword'
  | 'getScopeRequest'
  | 'approveScopeRequest'
  | 'rejectScopeRequest';

/** My Profile, Change Password, and a wider data scope decided by mailed link (spec 000 §2.3, docs/access.md). */
export const profileHandlers: FeatureHandlers<Names> = {
  getUserByUserSequence: (ctx) => profileOf(ctx, { id: ctx.query.id }),
  updateAccount: (ctx) => updateProfile(ctx, ctx.body),
  changeUserPassword: (ctx) => changeOwnPassword(ctx, ctx.body),
  getScopeRequest: (ctx) => scopeRequestDetail(ctx, { email: ctx.body.Email, token: ctx.body.Token }),
  approveScopeRequest: (ctx) =>
    decideScopeRequest(ctx, { email: ctx.body.Email, token: ctx.body.Token, decision: 'approve' }),
  rejectScopeRequest: (ctx) =>
    decideScopeRequest(ctx, { email: ctx.body.Email, token: ctx.body.Token, decision: 'reject' }),
};
