import { type CreateAccountBody } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

/** POST /users/createaccount: a pending account, approved later by an administrator. */
export const createAccount = (body: CreateAccountBody) => call(API.createAccount, { body });
