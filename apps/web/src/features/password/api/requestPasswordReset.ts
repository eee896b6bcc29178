import { useMutation } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

/** POST /users/forgotpassword: isUserActivated 4 mail sent, 3 locked, 2 not accepted, else not registered (spec 000 §4). */
export const requestPasswordReset = (email: string) => call(API.forgotPassword, { body: { Email: email } });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
