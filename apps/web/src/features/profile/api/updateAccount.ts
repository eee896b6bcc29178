import { type UpdateAccountBody } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

/** POST users/updateaccount (spec 002 §7). */
export const updateAccount = (body: UpdateAccountBody) => call(API.updateAccount, { body });
