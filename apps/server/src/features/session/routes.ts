import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticateAnswer, authenticateBody, userRecord, validateOtpBody } from '@portal/contract';
import { actorOf } from '../../platform/auth';
import { requestLanguage } from '../../platform/i18n';
import { authRateLimit } from '../../platform/rate-limits';
import { authenticate, logout, validateOtp } from './service';

export async function sessionRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['session'];

  app.post(
    '/users/authenticate',
    {
      config: { access: 'public', ...authRateLimit(app) },
      schema: { tags, body: authenticateBody, response: { 200: authenticateAnswer } },
    },
    (request) => authenticate(app.db, request.body, actorOf(request), requestLanguage(request)),
  );

  app.post(
    '/users/validateotp',
    {
      config: { access: 'pending', ...authRateLimit(app) },
      schema: { tags, body: validateOtpBody, response: { 200: userRecord } },
    },
    (request) => validateOtp(app.db, request.auth!, request.body.OTP, actorOf(request)),
  );

  app.post(
    '/users/cancel',
    {
      config: { access: 'anySession' },
      schema: { tags, response: { 200: z.object({ statusCode: z.number() }) } },
    },
    async (request) => {
      await logout(app.db, request.auth!, actorOf(request));
      return { statusCode: 200 };
    },
  );
}
