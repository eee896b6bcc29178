import { z } from 'zod';
import { dbId } from '../schemas/ids';
import { extractBody } from './dashboard';
import { route } from './define';
import { FILTER_ROLES } from './projects';

/**
 * The dashboard's full extracts prepared in the background (issue 23 §4; docs/decisions/031-prepared-extracts.md):
 * a request is recorded and answered at once; a worker on any instance writes the workbook into the storage and
 * notifies the requester with a link that expires. Only the requester reads or downloads it, signed in.
 * Our additions: the spec's `GetProjectBasedExtractCSV` and `GetProcessStatusExtractCSV` stay streamed downloads.
 */

/** `projects`: one row per project (as GetProjectBasedExtractCSV); `brands`: per project and brand (GetProcessStatusExtractCSV). */
export const EXTRACT_KINDS = ['projects', 'brands'] as const;
export type ExtractKind = (typeof EXTRACT_KINDS)[number];

/** `running`: a worker holds it (under a lease); `expired`: its file was deleted (or is past its end). */
export const EXTRACT_STATUSES = ['queued', 'running', 'ready', 'failed', 'expired'] as const;
export type ExtractStatus = (typeof EXTRACT_STATUSES)[number];

export const EXTRACTS = {
  /** How long a prepared file may be downloaded: a working week and its weekend, then it is deleted. */
  keepDays: 7,
  /** Requests of one person waiting or being prepared at once; the next is refused (405). */
  maxPending: 3,
  /** How many of one's extracts the list shows (newest first). */
  listed: 10,
} as const;

export const requestExtractBody = extractBody.extend({ Kind: z.enum(EXTRACT_KINDS) });
export type RequestExtractBody = z.input<typeof requestExtractBody>;

export const extractItem = z.object({
  extractId: z.number(),
  kind: z.enum(EXTRACT_KINDS),
  status: z.enum(EXTRACT_STATUSES),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  /** Until when the file may be downloaded (ready ones). */
  expiresAt: z.string().nullable(),
  rowCount: z.number().nullable(),
  sizeBytes: z.number().nullable(),
});
export type ExtractItem = z.infer<typeof extractItem>;

export const requestExtractAnswer = z.object({
  extract: extractItem,
  /** "Being prepared; you will be notified", in the caller's language. */
  message: z.string(),
});
export const extractsAnswer = z.object({ extracts: z.array(extractItem) });

const extractParams = z.object({ extractId: dbId });
const tag = 'dashboard';

export const extractsApi = {
  requestExtract: route({
    method: 'POST',
    path: '/home/RequestExtract',
    access: FILTER_ROLES,
    tag,
    summary:
      'Our addition: records a request for a full .xlsx extract (Kind projects or brands, the dashboard filters, TimeZone) and answers 202 at once; the requester is notified when it is ready',
    body: requestExtractBody,
    answer: requestExtractAnswer,
    accepted: true,
  }),
  getExtracts: route({
    method: 'GET',
    path: '/home/GetExtracts',
    access: FILTER_ROLES,
    tag,
    summary: "Our addition: the caller's own latest extracts and their state",
    answer: extractsAnswer,
  }),
  getExtract: route({
    method: 'GET',
    path: '/home/GetExtract/:extractId',
    access: FILTER_ROLES,
    tag,
    summary: "Our addition: one of the caller's extracts (404 for anyone else's)",
    params: extractParams,
    answer: extractItem,
  }),
  downloadExtract: route({
    method: 'GET',
    path: '/home/DownloadExtract/:extractId',
    access: FILTER_ROLES,
    tag,
    summary:
      "Our addition: the prepared .xlsx, for its requester only (404 for anyone else's; 405 while not ready, once failed or expired)",
    params: extractParams,
    answer: 'file',
  }),
};
