import { z } from 'zod';
import { oversightFilters } from '../schemas/oversight';
import { timeZoneField } from '../schemas/projects';
import { STATUS } from '../statuses';
import { route } from './define';
import { FILTER_ROLES } from './projects';

/**
 * The dashboard (spec 002 §2, §7; DESIGN §4 "Dashboard groups"; issue 12): counts for the pie and the bar
 * chart, the per-status CSV and the two .xlsx extracts. Every call honours the caller's data scope (an RND
 * user counts and exports only its markets and brands) and the oversight filters.
 */

/** Dashboard and map: Validation Center Team, HQ/Management, Retail Network Development (spec 002 §6). */
const DASHBOARD_ACCESS = FILTER_ROLES;

/**
 * The process statuses of the bar chart, in the spec's order, with the project statuses each counts
 * (DESIGN §4) and the `Name` of its CSV (spec 002 §7; DocumentationOnly and ProjectsDocumented are our
 * additions, so every bar has its export).
 */
export const PROCESS_STATUSES = [
  {
    key: 'validationInProgressCount',
    name: 'ValidationInProgress',
    statuses: [STATUS.underReview, STATUS.revisionMeeting],
  },
  { key: 'siteRegistrationCount', name: 'SiteRegistration', statuses: [STATUS.registered] },
  { key: 'designSubmittedCount', name: 'DesignSubmitted', statuses: [STATUS.underReview] },
  {
    key: 'designContentValidationPendingCount',
    name: 'DesignContentValidationPending',
    statuses: [STATUS.revisionMeeting],
  },
  {
    key: 'designValidatedCount',
    name: 'DesignValidated',
    statuses: [
      STATUS.approved,
      STATUS.offersReceived,
      STATUS.orderIntake,
      STATUS.technicalCompletion,
      STATUS.siteCompliance,
    ],
  },
  { key: 'designRefusedCount', name: 'DesignRefused', statuses: [STATUS.refused] },
  { key: 'designCompletenessCheckRefused', name: 'WrongMissingData', statuses: [STATUS.refusedNotCompliant] },
  {
    key: 'documentationOnlyCount',
    name: 'DocumentationOnly',
    statuses: [STATUS.registeredDocumentationOnly],
  },
  { key: 'projectsDocumentedCount', name: 'ProjectsDocumented', statuses: [STATUS.documented] },
] as const;
export type ProcessStatusKey = (typeof PROCESS_STATUSES)[number]['key'];

/**
 * The pie chart's four groups (spec 002 §4) as `GetValidationStatus` names them: designSubmitted =
 * Validation in Progress (1, 2), designValidated = Project Validated (3, 8–11), designRefused = Project
 * Refused (5), designWrongMissingCount = Project Refused/Not Compliant (4).
 */
export const VALIDATION_GROUPS = [
  { key: 'designSubmitted', name: 'ValidationInProgress', statuses: PROCESS_STATUSES[0].statuses },
  { key: 'designValidated', name: 'DesignValidated', statuses: PROCESS_STATUSES[4].statuses },
  { key: 'designRefused', name: 'DesignRefused', statuses: PROCESS_STATUSES[5].statuses },
  { key: 'designWrongMissingCount', name: 'WrongMissingData', statuses: PROCESS_STATUSES[6].statuses },
] as const;
export type ValidationGroupKey = (typeof VALIDATION_GROUPS)[number]['key'];

/** The `Name`s of `GetProcessStatusCSV`: every project of the filter, or one process status. */
export const PROCESS_CSV_NAMES = ['TotalProjectRegistered', ...PROCESS_STATUSES.map((p) => p.name)] as const;
export type ProcessCsvName = (typeof PROCESS_CSV_NAMES)[number];

/** The project statuses a CSV `Name` covers; undefined for TotalProjectRegistered (every status). */
export function statusesOfCsvName(name: ProcessCsvName): readonly number[] | undefined {
  return PROCESS_STATUSES.find((p) => p.name === name)?.statuses;
}

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
