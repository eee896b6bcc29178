import type { FeatureHandlers } from '../../platform/api';
import { authenticate, logout, validateOtp } from './service';

export const sessionHandlers: FeatureHandlers<'authenticate' | 'validateOtp' | 'cancel'> = {
  authenticate: ({ db, config, body, actor, lang }) =>
    authenticate(db, body, actor, lang, config.authAccountRateLimit),
  validateOtp: ({ db, auth, body, actor }) => validateOtp(db, auth, body.OTP, actor),
  cancel: async ({ db, auth, actor }) => {
    await logout(db, auth, actor);
    return { statusCode: 200 };
  },
};
