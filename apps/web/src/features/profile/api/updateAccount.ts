import type { MessageBody, UpdateAccountBody } from '@portal/contract';
import { api } from '../../../lib/api';

/** POST users/updateaccount/ (spec 002 §7). */
export const updateAccount = (body: UpdateAccountBody) => api.post<MessageBody>('users/updateaccount/', body);
