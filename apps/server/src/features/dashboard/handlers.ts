import contentDisposition from 'content-disposition';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import type { FeatureHandlers } from '../../platform/api';
import { NO_OVERSIGHT_FILTERS, processStatusCounts, validationStatus } from './counts';
import { overdueCountsOf } from '../projects/ball';
import {
  BRAND_EXTRACT_FILE,
  brandBasedExtract,
  PROJECT_EXTRACT_FILE,
  projectBasedExtract,
  XLSX_TYPE,
} from './extracts';
import { processStatusCsv } from './process-csv';
import { downloadExtract } from './prepared/download';
import { extractItemOf, listExtracts, ownExtract } from './prepared/read';
import { requestExtract } from './prepared/request';

type Names =
  | 'postOverdueCounts'
  | 'getValidationStatus'
  | 'postValidationStatus'
  | 'getProcessStatusCounts'
  | 'postProcessStatusCounts'
  | 'getProcessStatusCsv'
  | 'getProcessStatusExtract'
  | 'getProjectBasedExtract'
  | 'requestExtract'
  | 'getExtracts'
  | 'getExtract'
  | 'downloadExtract';

const download = (reply: FastifyReply, type: string, name: string, stream: Readable) =>
  reply
    .type(type)
    .header('content-disposition', contentDisposition(name))
    .header('cache-control', 'no-store')
    .send(stream);

/** The dashboard: chart counts, exports and prepared extracts (spec 002 §2, §7; docs/lifecycle.md; issues 12, 23). */
export const dashboardHandlers: FeatureHandlers<Names> = {
  // Our addition: overdue projects per ball-in-court stage (docs/lifecycle.md "Ball in court"); each opens the
  // list filtered with Ball=overdue and its stage.
  postOverdueCounts: ({ db, auth, body, config }) => overdueCountsOf(db, auth, body, config.ballClock),
  getValidationStatus: ({ db, auth }) => validationStatus(db, auth, NO_OVERSIGHT_FILTERS),
  postValidationStatus: ({ db, auth, body }) => validationStatus(db, auth, body),
  getProcessStatusCounts: ({ db, auth }) => processStatusCounts(db, auth, NO_OVERSIGHT_FILTERS),
  postProcessStatusCounts: ({ db, auth, body }) => processStatusCounts(db, auth, body),
  getProcessStatusCsv: async ({ db, auth, body, lang, reply }) =>
    download(
      reply,
      'text/csv; charset=utf-8',
      `${body.Name}.csv`,
      await processStatusCsv(db, auth, body, lang),
    ),
  getProcessStatusExtract: async ({ db, auth, body, lang, reply }) =>
    download(reply, XLSX_TYPE, BRAND_EXTRACT_FILE, await brandBasedExtract(db, auth, body, lang)),
  getProjectBasedExtract: async ({ db, auth, body, lang, reply }) =>
    download(reply, XLSX_TYPE, PROJECT_EXTRACT_FILE, await projectBasedExtract(db, auth, body, lang)),
  // Prepared in the background (decision 031): requested here, made by any instance's worker.
  requestExtract: (ctx) => requestExtract(ctx, ctx.body),
  getExtracts: ({ db, auth }) => listExtracts(db, auth),
  getExtract: async ({ db, auth, params }) => extractItemOf(await ownExtract(db, auth, params.extractId)),
  downloadExtract: ({ db, storage, auth, reply, params }) =>
    downloadExtract({ db, storage, auth, reply }, params.extractId),
};
