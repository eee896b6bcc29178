import type { FeatureHandlers } from '../../platform/api';
import { authenticate } from './authenticate';
import { logout } from './logout';
import { validateOtp } from './validate-otp';

/** Sign-in, its one-time code and sign-out (spec 000 §4, docs/accounts.md), one command per call beside this file. */
export const sessionHandlers: FeatureHandlers<'authenticate' | 'validateOtp' | 'cancel'> = {
  authenticate: (ctx) => authenticate(ctx, ctx.body),
  validateOtp: (ctx) => validateOtp(ctx, { code: ctx.body.OTP }),
  cancel: (ctx) => logout(ctx),
};
