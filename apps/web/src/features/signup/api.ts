import type { CreateAccountBody, MessageBody } from '@portal/contract';
import { api } from '../../lib/api';

/** POST users/getaccountdetail/: 1 when an account with this address already exists (spec 000 §4). */
export const accountExists = async (email: string) =>
  (await api.post<number>('users/getaccountdetail/', { email }, { anonymous: true })) === 1;

/** POST users/createaccount: a pending account, approved later by an administrator. */
export const createAccount = (body: CreateAccountBody) =>
  api.post<MessageBody>('users/createaccount', body, { anonymous: true });
