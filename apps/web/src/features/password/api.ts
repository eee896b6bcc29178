import type { MessageBody, UserRecord } from '@portal/contract';
import { api } from '../../lib/api';

/** 4 mail sent, 3 locked, 2 not accepted, anything else not registered (spec 000 §4). */
export interface ForgotPasswordAnswer {
  isUserActivated: number;
}

export const requestPasswordReset = (email: string) =>
  api.post<ForgotPasswordAnswer>('users/forgotpassword', { Email: email }, { anonymous: true });

/** The reset link's token travels as the bearer (spec 000 §7). */
export const resetPasswordByLink = (email: string, newPassword: string, linkToken: string) =>
  api.post<MessageBody>(
    'users/changepassword',
    { Email: email, NewPassword: newPassword },
    { token: linkToken },
  );

/** With the first-time session the answer carries a full session record; without one, only a message. */
export type FirstTimeAnswer = MessageBody & Partial<UserRecord>;

export const changeFirstTimePassword = (body: { Email: string; Password: string; NewPassword: string }) =>
  api.post<FirstTimeAnswer>('users/changefirsttimepassword', body);
