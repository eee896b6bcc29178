import { useMutation } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

interface Input {
  email: string;
  newPassword: string;
  /** The reset link's token travels as the bearer (spec 000 §7). */
  linkToken: string;
}

/** POST /users/changepassword with the mailed link's token. */
export const resetPasswordByLink = ({ email, newPassword, linkToken }: Input) =>
  call(API.changePasswordByLink, { body: { Email: email, NewPassword: newPassword } }, { token: linkToken });

export const useResetPasswordByLink = () => useMutation({ mutationFn: resetPasswordByLink });
