import type { MessageBody } from '@portal/contract';
import { api } from '../../../lib/api';

export interface ChangeUserPasswordBody {
  Email: string;
  Password: string;
  NewPassword: string;
}

/** POST /users/changeuserpassword (spec 002 §7). */
export const changeUserPassword = (body: ChangeUserPasswordBody) =>
  api.post<MessageBody>('users/changeuserpassword', body);
