import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createProjectBody,
  latestStatus,
  MAX_DB_ID,
  messageBody,
  projectUserDetails,
  ROLES,
  siteDetails,
  siteHistoryRow,
  statusHistoryRow,
  updateLocationBody,
  userLocation,
} from '@portal/contract';
import { actorOf } from '../../platform/auth';
import { requestLanguage } from '../../platform/i18n';
import {
  latestStatusOf,
  locationOf,
  projectUserDetails as loadProjectUserDetails,
  saveSiteInformation,
  siteDetailsOf,
  siteHistoryOf,
  statusHistoryOf,
  updateLocation,
} from './service';

const dbId = z.coerce.number().int().positive().max(MAX_DB_ID);
const projectParams = z.object({ projectId: dbId });

/** The project detail page: summary, map, site information, histories (spec 001 §2, §7; DESIGN §4a). */
export async function projectDetailRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['project detail'];

  app.get(
    '/projects/GetProjectUserDetails/:projectId',
    { schema: { tags, params: projectParams, response: { 200: projectUserDetails } } },
    (request) => loadProjectUserDetails(app.db, request.auth!, request.params.projectId),
  );
  app.get(
    '/users/getuserbyid/:userId',
    {
      schema: {
        tags,
        params: z.object({ userId: z.coerce.number().int().nonnegative().max(MAX_DB_ID) }),
        querystring: z.object({ projectId: dbId.optional() }),
        response: { 200: userLocation },
      },
    },
    (request) => locationOf(app.db, request.auth!, request.params.userId, request.query.projectId),
  );
  app.post(
    '/Projects/UpdateProjectLocation/:projectId',
    {
      config: { access: [ROLES.ORIGINATOR, ROLES.RETAIL] },
      schema: { tags, params: projectParams, body: updateLocationBody, response: { 200: messageBody } },
    },
    (request) =>
      updateLocation(
        app.db,
        request.auth!,
        request.params.projectId,
        request.body,
        actorOf(request),
        requestLanguage(request),
      ),
  );
  app.get(
    '/projects/GetProjectLatestStatus/:projectId',
    { schema: { tags, params: projectParams, response: { 200: latestStatus } } },
    (request) => latestStatusOf(app.db, request.auth!, request.params.projectId),
  );
  app.get(
    '/projects/GetProjectDetailsForUser/:userId/:projectId',
    {
      schema: {
        tags,
        params: z.object({ userId: z.coerce.number().int().nonnegative().max(MAX_DB_ID), projectId: dbId }),
        response: { 200: siteDetails },
      },
    },
    (request) => siteDetailsOf(app.db, request.auth!, request.params.userId, request.params.projectId),
  );
  app.post(
    '/Projects/CreateProject',
    {
      config: { access: [ROLES.ORIGINATOR] },
      schema: {
        tags,
        description: 'Saves the Site information tab of ProjectId (DESIGN §4a).',
        body: createProjectBody,
        response: { 200: messageBody },
      },
    },
    (request) =>
      saveSiteInformation(app.db, request.auth!, request.body, actorOf(request), requestLanguage(request)),
  );
  app.get(
    '/Sites/GetAllSiteProjectsHistory/:projectId',
    { schema: { tags, params: projectParams, response: { 200: z.array(siteHistoryRow) } } },
    (request) => siteHistoryOf(app.db, request.auth!, request.params.projectId),
  );
  app.get(
    '/projects/GetProjectStatusHistory/:projectId',
    { schema: { tags, params: projectParams, response: { 200: z.array(statusHistoryRow) } } },
    (request) => statusHistoryOf(app.db, request.auth!, request.params.projectId),
  );
}
