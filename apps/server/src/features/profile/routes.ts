import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeUserPasswordBody,
  messageBody,
  PROFILE_ROLES,
  updateAccountBody,
  userProfile,
} from '@portal/contract';
import { actorOf } from '../../platform/auth';
import { authRateLimit } from '../../platform/rate-limits';
import { changeOwnPassword } from '../accounts/service';
import { profileOf, updateProfile } from './service';

export async function profileRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['profile'];

  app.get(
    '/users/GetUserByUserSequence',
    {
      config: { access: PROFILE_ROLES },
      schema: {
        tags,
        querystring: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: userProfile },
      },
    },
    (request) => profileOf(app.db, request.auth!, request.query.id),
  );
  app.post(
    '/users/updateaccount',
    {
      config: { access: PROFILE_ROLES },
      schema: { tags, body: updateAccountBody, response: { 200: messageBody } },
    },
    (request) => updateProfile(app.db, request.auth!, request.body, actorOf(request)),
  );
  app.post(
    '/users/changeuserpassword',
    {
      config: { access: 'user', ...authRateLimit(app) },
      schema: { tags, body: changeUserPasswordBody, response: { 200: messageBody } },
    },
    (request) => changeOwnPassword(app.db, request.auth!, request.body, actorOf(request)),
  );
}
