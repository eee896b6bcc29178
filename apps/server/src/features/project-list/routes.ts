import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountProjectRow,
  filterDetails,
  holdAnswer,
  MAX_DB_ID,
  projectListAnswer,
  projectListBody,
  ROLES,
  savedFilters,
} from '@portal/contract';
import { actorOf } from '../../platform/auth';
import { requestLanguage } from '../../platform/i18n';
import {
  accountProjectsOf,
  exportCsv,
  FILTER_ROLES,
  filterDetailsOf,
  listProjects,
  savedFiltersOf,
  toggleHold,
} from './service';

/** The CSV export takes the list's filters and order, without paging. */
const exportBody = projectListBody.omit({ Page: true, PageSize: true, SaveFilters: true });
const projectParams = z.object({ projectId: z.coerce.number().int().positive().max(MAX_DB_ID) });

/** The project list of every role (spec 001 §2 "Project list", §7; DESIGN §3). */
export async function projectListRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['project list'];

  app.post(
    '/Projects/getallprojectsbyfilters',
    { schema: { tags, body: projectListBody, response: { 200: projectListAnswer } } },
    (request) => listProjects(app.db, request.auth!, request.body),
  );
  app.get('/Projects/isFilterClicked', { schema: { tags, response: { 200: savedFilters } } }, (request) =>
    savedFiltersOf(app.db, request.auth!),
  );
  app.get(
    '/home/getfilterdetails',
    {
      config: { access: FILTER_ROLES },
      schema: {
        tags,
        // The caller's own role decides; the spec's ?Role= is accepted and not trusted.
        querystring: z.object({ Role: z.string().max(100).optional() }),
        response: { 200: filterDetails },
      },
    },
    (request) => filterDetailsOf(app.db, request.auth!),
  );
  app.get(
    '/Projects/getallprojectbyaccountname',
    { schema: { tags, response: { 200: z.array(accountProjectRow) } } },
    (request) => accountProjectsOf(app.db, request.auth!),
  );
  app.post(
    '/Projects/exportprojectscsv',
    {
      schema: {
        tags,
        body: exportBody,
        description:
          'The filtered list as CSV (text/csv, attachment projects.csv), streamed in keyset batches of 1000.',
      },
    },
    async (request, reply) => {
      const stream = await exportCsv(app.db, request.auth!, request.body, requestLanguage(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="projects.csv"')
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
  app.post(
    '/Projects/holdorunholdproject/:projectId',
    {
      config: { access: [ROLES.VC] },
      schema: { tags, params: projectParams, response: { 200: holdAnswer } },
    },
    (request) => toggleHold(app.db, request.params.projectId, actorOf(request)),
  );
}
