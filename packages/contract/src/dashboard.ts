import { STATUS } from './statuses';

/**
 * The dashboard's reference data (spec 002 §2, §4, §7; docs/lifecycle.md "Dashboard groups"): the bar chart's process
 * statuses, the pie chart's groups and the CSV names. Kept apart from the calls' schemas (api/dashboard.ts),
 * so the dashboard page loads no zod.
 */

/**
 * The process statuses of the bar chart, in the spec's order, with the project statuses each counts
 * (docs/lifecycle.md) and the `Name` of its CSV (spec 002 §7; DocumentationOnly and ProjectsDocumented are our
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
