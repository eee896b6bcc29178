import { z } from 'zod';
import { authenticateAnswer, authenticateBody, userRecord, validateOtpBody } from '../schemas/accounts';
import { route } from './define';

/** Sign-in, one-time code and sign-out (spec 000 §7, docs/accounts.md). */
export const sessionApi = {
  authenticate: route({
    method: 'POST',
    path: '/users/authenticate',
    alwaysAnswered: true,
    access: 'public',
    authRateLimited: true,
    tag: 'session',
    body: authenticateBody,
    answer: authenticateAnswer,
  }),
  validateOtp: route({
    method: 'POST',
    path: '/users/validateotp',
    alwaysAnswered: true,
    access: 'pending',
    authRateLimited: true,
    tag: 'session',
    body: validateOtpBody,
    answer: userRecord,
  }),
  cancel: route({
    method: 'POST',
    path: '/users/cancel',
    access: 'anySession',
    tag: 'session',
    summary: 'Signs out (revokes the session)',
    answer: z.object({ statusCode: z.number() }),
  }),
};
