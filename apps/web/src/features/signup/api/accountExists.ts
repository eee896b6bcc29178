import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

/** POST /users/getaccountdetail: 1 when an account with this address already exists (spec 000 §4). */
export const accountExists = async (email: string) =>
  (await call(API.getAccountDetail, { body: { email } })) === 1;
