import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  decideRequestBody,
  liteAccountAnswer,
  liteAccountBody,
  liteAccountWithoutOriginatorBody,
  originatorRequestRow,
  requestProjectAccessAnswer,
  requestProjectAccessBody,
  ROLES,
  siteRow,
  sitesQuery,
} from '@portal/contract';
import { actorOf } from '../../platform/auth';
import { requestLanguage } from '../../platform/i18n';
import {
  createLiteAccount,
  decideRequest,
  requestProjectAccess,
  requestsToApprove,
  sitesForPicker,
} from './service';

/** Answer of a Site Approvals decision: the created project when approved. */
const decideAnswer = z.object({
  statusCode: z.number(),
  message: z.string(),
  projectId: z.number().nullable(),
  projectUniqueId: z.string(),
});

/** Originator requests, Site Approvals and lite location accounts (DESIGN §4a; spec 001 §7, 002 §7). */
export async function siteRequestRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['site requests'];
  const vc = { access: [ROLES.VC] } as const;

  app.post(
    '/DynamicBrand/RequestProjectAccess',
    {
      config: { access: [ROLES.ORIGINATOR] },
      schema: { tags, body: requestProjectAccessBody, response: { 200: requestProjectAccessAnswer } },
    },
    (request) =>
      requestProjectAccess(
        app.db,
        app.config,
        request.auth!,
        request.body,
        actorOf(request),
        requestLanguage(request),
      ),
  );
  app.get(
    '/Sites/GetAllSitesAndRepresentativeDetails',
    {
      config: { access: [ROLES.ORIGINATOR, ROLES.VC] },
      schema: { tags, querystring: sitesQuery, response: { 200: z.array(siteRow) } },
    },
    (request) => sitesForPicker(app.db, request.query),
  );
  app.get(
    '/Projects/GetAllProjectForArchitectToApprove',
    { config: vc, schema: { tags, response: { 200: z.array(originatorRequestRow) } } },
    () => requestsToApprove(app.db),
  );
  app.post(
    '/Projects/ApproveOrRejectOriginatorRequest',
    { config: vc, schema: { tags, body: decideRequestBody, response: { 200: decideAnswer } } },
    (request) =>
      decideRequest(
        app.db,
        app.config,
        request.auth!,
        request.body,
        actorOf(request),
        requestLanguage(request),
      ),
  );
  app.post(
    '/users/createliteaccount',
    { config: vc, schema: { tags, body: liteAccountBody, response: { 200: liteAccountAnswer } } },
    (request) =>
      createLiteAccount(
        app.db,
        app.config,
        request.auth!,
        request.body,
        true,
        actorOf(request),
        requestLanguage(request),
      ),
  );
  app.post(
    '/users/createliteaccountwithoutoriginator',
    {
      config: vc,
      schema: { tags, body: liteAccountWithoutOriginatorBody, response: { 200: liteAccountAnswer } },
    },
    (request) =>
      createLiteAccount(
        app.db,
        app.config,
        request.auth!,
        request.body,
        false,
        actorOf(request),
        requestLanguage(request),
      ),
  );
}
