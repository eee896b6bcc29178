import type { FeatureHandlers } from '../../platform/api';
import { changeOwnPassword } from '../accounts/service';
import { profileOf, updateProfile } from './service';

/** My Profile and Change Password (spec 000 §2.3). */
export const profileHandlers: FeatureHandlers<
  'getUserByUserSequence' | 'updateAccount' | 'changeUserPassword'
> = {
  getUserByUserSequence: ({ db, auth, query }) => profileOf(db, auth, query.id),
  updateAccount: ({ db, config, auth, body, actor, lang }) =>
    updateProfile(db, config, auth, body, actor, lang),
  changeUserPassword: ({ db, auth, body, actor }) => changeOwnPassword(db, auth, body, actor),
};
