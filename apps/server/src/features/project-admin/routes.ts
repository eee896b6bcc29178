import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminProjectRow,
  deleteProjectQuery,
  mapUserBody,
  messageBody,
  ROLES,
  verifyOriginatorAnswer,
  verifyOriginatorBody,
} from '@portal/contract';
import { actorOf } from '../../platform/auth';
import { requestLanguage } from '../../platform/i18n';
import { adminProjects, deleteProject, mapOriginator, refuseApproved, verifyOriginator } from './service';

/** Admin tasks (/VC-Admin-task): Validation Center Team only (spec 001 §6). */
export async function projectAdminRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin tasks'];
  const config = { access: [ROLES.VC] } as const;

  app.get(
    '/Projects/GetAdminproject/:search?',
    {
      config,
      schema: {
        tags,
        params: z.object({ search: z.string().trim().max(40).optional().default('') }),
        response: { 200: z.array(adminProjectRow) },
      },
    },
    (request) => adminProjects(app.db, request.params.search),
  );
  app.post(
    '/Users/SendEmailToProjectOriginator',
    { config, schema: { tags, body: verifyOriginatorBody, response: { 200: verifyOriginatorAnswer } } },
    // A JSON string ("Valid"): without a serializer of its own Fastify sends a bare string as text/plain.
    async (request, reply) =>
      reply
        .type('application/json')
        .serializer(JSON.stringify)
        .send(await verifyOriginator(app.db, request.body.Email)),
  );
  app.post(
    '/Users/MapUser',
    { config, schema: { tags, body: mapUserBody, response: { 200: messageBody } } },
    (request) => mapOriginator(app.db, app.config, request.body, actorOf(request), requestLanguage(request)),
  );
  app.post(
    '/Projects/UpdateStatusApproveToRejected/:projectId',
    {
      config,
      schema: {
        tags,
        params: z.object({ projectId: z.coerce.number().int().positive() }),
        response: { 200: z.boolean() },
      },
    },
    (request) => refuseApproved(app.db, app.config, request.params.projectId, actorOf(request)),
  );
  app.delete(
    '/projects/deleteproject',
    { config, schema: { tags, querystring: deleteProjectQuery, response: { 200: messageBody } } },
    (request) =>
      deleteProject(app.db, request.query.projectUniqueId, actorOf(request), requestLanguage(request)),
  );
}
