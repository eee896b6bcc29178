import { z } from 'zod';
import { oversightFilters } from '../schemas/oversight';
import { timeZoneField } from '../schemas/projects';
import { PROCESS_CSV_NAMES } from '../dashboard';
import { route } from './define';
import { FILTER_ROLES } from './projects';

/**
 * The dashboard (spec 002 §2, §7; docs/lifecycle.md "Dashboard groups"; issue 12): counts for the pie and the bar
 * chart, the per-status CSV and the two .xlsx extracts. Every call honours the caller's data scope (an RND
 * user counts and exports only its markets and brands) and the oversight filters.
 */

/** Dashboard and map: Validation Center Team, HQ/Management, Retail Network Development (spec 002 §6). */
const DASHBOARD_ACCESS = FILTER_ROLES;

const count = z.number().int().nonnegative();

export const validationStatusAnswer = z.object({
  designSubmitted: count,
  designValidated: count,
  designRefused: count,
  designWrongMissingCount: count,
});
export type ValidationStatusAnswer = z.infer<typeof validationStatusAnswer>;

export const processStatusCountsAnswer = z.object({
  validationInProgressCount: count,
  siteRegistrationCount: count,
  designSubmittedCount: count,
  designContentValidationPendingCount: count,
  designValidatedCount: count,
  designRefusedCount: count,
  designCompletenessCheckRefused: count,
  documentationOnlyCount: count,
  projectsDocumentedCount: count,
  /** Every project of the filter (TotalProjectRegistered; our addition). */
  totalProjectsCount: count,
});
export type ProcessStatusCountsAnswer = z.infer<typeof processStatusCountsAnswer>;

/** Overdue projects per ball-in-court stage (docs/lifecycle.md "Ball in court"), each opening the filtered list. */
export const overdueCountsAnswer = z.object({
  completeness: count,
  content: count,
  feedback: count,
  corrections: count,
});
export type OverdueCountsAnswer = z.infer<typeof overdueCountsAnswer>;

/** The GET variants: the spec's `?Role=` (accepted, not trusted: the session decides), no other filter. */
const roleQuery = z.object({ Role: z.string().max(100).optional() });

/** The reader's IANA time zone (the browser's): exported dates are the days it shows there. */
const timeZone = timeZoneField.optional();

export const processStatusCsvBody = oversightFilters.extend({
  Name: z.enum(PROCESS_CSV_NAMES),
  TimeZone: timeZone,
});
export type ProcessStatusCsvBody = z.input<typeof processStatusCsvBody>;

export const extractBody = oversightFilters.extend({ TimeZone: timeZone });
export type ExtractBody = z.input<typeof extractBody>;

const tag = 'dashboard';
const SCOPE_NOTE = "The caller's role and data scope decide (Role is accepted, not trusted)";

export const dashboardApi = {
  postOverdueCounts: route({
    method: 'POST',
    path: '/home/GetOverdueCounts',
    access: DASHBOARD_ACCESS,
    tag,
    summary: `Overdue projects per ball-in-court stage of the filtered projects (our addition). ${SCOPE_NOTE}`,
    body: oversightFilters,
    answer: overdueCountsAnswer,
  }),
  getValidationStatus: route({
    method: 'GET',
    path: '/home/GetValidationStatus',
    access: DASHBOARD_ACCESS,
    tag,
    summary: `The pie chart's four groups, no filter. ${SCOPE_NOTE}`,
    query: roleQuery,
    answer: validationStatusAnswer,
  }),
  postValidationStatus: route({
    method: 'POST',
    path: '/home/GetValidationStatus',
    access: DASHBOARD_ACCESS,
    tag,
    summary: `The pie chart's four groups of the filtered projects. ${SCOPE_NOTE}`,
    body: oversightFilters,
    answer: validationStatusAnswer,
  }),
  getProcessStatusCounts: route({
    method: 'GET',
    path: '/home/getprocessstatuscounts',
    access: DASHBOARD_ACCESS,
    tag,
    summary: `The bar chart's nine process statuses, no filter. ${SCOPE_NOTE}`,
    query: roleQuery,
    answer: processStatusCountsAnswer,
  }),
  postProcessStatusCounts: route({
    method: 'POST',
    path: '/home/GetProcessStatusCounts',
    access: DASHBOARD_ACCESS,
    tag,
    summary: `The bar chart's nine process statuses of the filtered projects. ${SCOPE_NOTE}`,
    body: oversightFilters,
    answer: processStatusCountsAnswer,
  }),
  getProcessStatusCsv: route({
    method: 'POST',
    path: '/home/GetProcessStatusCSV',
    access: DASHBOARD_ACCESS,
    tag,
    summary:
      'The filtered projects of one process status (Name) as CSV (text/csv, streamed); TimeZone is our addition',
    body: processStatusCsvBody,
    answer: 'file',
  }),
  getProcessStatusExtract: route({
    method: 'POST',
    path: '/home/GetProcessStatusExtractCSV',
    access: DASHBOARD_ACCESS,
    tag,
    summary: 'Brand-based extract: one row per project and brand, a streamed .xlsx workbook',
    body: extractBody,
    answer: 'file',
  }),
  getProjectBasedExtract: route({
    method: 'POST',
    path: '/home/GetProjectBasedExtractCSV',
    access: DASHBOARD_ACCESS,
    tag,
    summary: 'Project-based extract: one row per project, a streamed .xlsx workbook',
    body: extractBody,
    answer: 'file',
  }),
};
