import type { AuthenticateAnswer, UserRecord } from '@portal/contract';
import { api } from '../../lib/api';

export interface Credentials {
  Email: string;
  Password: string;
  DeviceName: string;
  IpAddress?: string;
}

export const authenticate = (body: Credentials) =>
  api.post<AuthenticateAnswer>(
    'users/authenticate',
    { ...body, IsFirstTimeLogin: false },
    { anonymous: true },
  );

export const validateOtp = (otp: string, pendingToken: string) =>
  api.post<UserRecord>('users/validateotp', { OTP: otp }, { token: pendingToken });
