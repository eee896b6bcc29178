import { useMutation } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

/** POST /users/validateotp with the pending session's token: the signed-in user record. */
export const validateOtp = ({ otp, pendingToken }: { otp: string; pendingToken: string }) =>
  call(API.validateOtp, { body: { OTP: otp } }, { token: pendingToken });

export const useValidateOtp = () => useMutation({ mutationFn: validateOtp });
