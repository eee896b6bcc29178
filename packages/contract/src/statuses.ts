/** Project statuses (docs/lifecycle.md): ids are stable, names are data shown as they are. */
export const PROJECT_STATUSES = [
  'Project Registered',
  'Project Under Review',
  'Revision Meeting',
  'Project Approved',
  'Project Refused / Not Compliant',
  'Project Refused',
  'Project Registered for Documentation Only',
  'Project Documented',
  'Offers Received',
  'Order Intake',
  'Notification of Technical Completion',
  'Notification of Site Compliance',
] as const;
export const STATUS = {
  registered: 0,
  underReview: 1,
  revisionMeeting: 2,
  approved: 3,
  refusedNotCompliant: 4,
  refused: 5,
  registeredDocumentationOnly: 6,
  documented: 7,
  offersReceived: 8,
  orderIntake: 9,
  technicalCompletion: 10,
  siteCompliance: 11,
} as const;

export function statusName(id: number | null | undefined): string {
  return id == null ? '' : (PROJECT_STATUSES[id] ?? '');
}

/** Statuses whose Site Approvals row is green (spec 002 §2), next to inactive projects. */
export const COMPLETED_STATUSES: readonly number[] = [STATUS.technicalCompletion, STATUS.siteCompliance];

/** Brand hidden in the list's brand text (spec 001 §2). */
export const HIDDEN_LIST_BRAND = 'Leapmotor';

/** Country whose location code is required and alphanumeric; country whose region is required. */
export const GERMANY = 'DE';
export const FRANCE = 'FR';

/** Whether a site in this country has a region: France only (spec 001 §5, 002 §5). */
export const hasRegions = (countryCode: string | null | undefined): boolean =>
  (countryCode ?? '').trim().toUpperCase() === FRANCE;
/** The region a site keeps: the one given in France, none elsewhere (a region sent for another country is dropped). */
export const keptRegion = (countryCode: string | null | undefined, region: string): string =>
  hasRegions(countryCode) ? region : '';

/**
 * An originator request's status as stored, and as answers spell it (Site Approvals, the account's list
 * of requests; spec 002 §7).
 */
export const REQUEST_STATUS_LABELS = {
  pending: 'Pending',
  approved: 'Approved',
  created: 'Created',
  rejected: 'Rejected',
} as const;
export type RequestStatus = keyof typeof REQUEST_STATUS_LABELS;
export type RequestStatusLabel = (typeof REQUEST_STATUS_LABELS)[RequestStatus];

/** An account's status as stored, and as the profile answer spells it (`acceptedUser`, spec 002 §7). */
export const ACCOUNT_STATUS_LABELS = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
} as const;
export type AccountStatus = keyof typeof ACCOUNT_STATUS_LABELS;

/** The architect confirmation: 7 statements in 3 sections (spec 001 §2, §9). */
export const ARCHITECT_CONFIRMATION_SECTIONS = [3, 2, 2] as const;
export const ARCHITECT_CONFIRMATION_COUNT = 7;

/** Project list page sizes and the CSV export batch (server-side pagination, docs/budgets.md). */
export const PROJECT_LIST = {
  defaultPageSize: 25,
  maxPageSize: 100,
  pageSizes: [25, 50, 100],
  /** A page cursor (base64url): the sort texts are at most a few hundred characters (names, emails, brands). */
  maxCursorLength: 4096,
  /**
   * A total the kept counts cannot answer (a search, a ball-in-court filter) is counted up to this many rows;
   * past it the list says "more than" (docs/decisions/035-list-totals-capped.md).
   */
  totalCap: 1000,
} as const;

/** Map (spec 001 §2, §9). */
export const MAP = { projectZoom: 13, searchZoom: 14 } as const;
