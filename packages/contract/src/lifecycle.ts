/**
 * The project lifecycle as data (docs/lifecycle.md; spec 001 §4): every status change a project may go
 * through, one row per event. The server's `transition()` (apps/server/src/features/projects/lifecycle)
 * enforces this table and nothing else; the web reads it to know what may happen next.
 *
 * A row: the statuses the event may happen from, the status it leads to (the same status when the event
 * changes only the validation's state, as HQ feedback does), the guard the server checks on the project's
 * records beyond its status (null: none), and who may cause it: a policy action of the signed-in caller
 * (apps/server/src/platform/policy.ts) or an external party's link (docs/external-parties.md).
 *
 * Pause and enable are not events: they do not change the status and may happen in any status
 * (docs/lifecycle.md, `isEnabled`). A paused project refuses every event but the Validation Center's.
 */
import { STATUS } from './statuses';

export const LIFECYCLE_EVENTS = [
  'submit',
  'documentOnly',
  'completenessApproved',
  'completenessRejected',
  'feedbackRequested',
  'feedbackProvided',
  'contentApproved',
  'contentRejected',
  'adminRefusal',
  'firstOffer',
  'firstOrder',
  'installationConfirmedBySuppliers',
  'installationConfirmedByOriginator',
  'auditSubmitted',
] as const;
export type LifecycleEvent = (typeof LIFECYCLE_EVENTS)[number];

/**
 * What the server checks beyond the status (apps/server/src/features/projects/lifecycle/guards.ts):
 * - dossierComplete: the dossier meets every rule of spec 001 §5 "Submit for validation".
 * - completenessPending: the completeness check is not decided yet.
 * - contentPending: completeness approved, the content check not decided and no HQ feedback awaited.
 * - feedbackAwaited: a content validator asked HQ for feedback that is not given yet.
 * - everyCiBrandCovered: every CI brand of the project is covered, by its active (not revoked)
 *   supplier's confirmation or by the originator's own CI submission.
 * - auditReportOnFile: the auditor's compliance report is uploaded.
 */
export const LIFECYCLE_GUARDS = [
  'dossierComplete',
  'completenessPending',
  'contentPending',
  'feedbackAwaited',
  'everyCiBrandCovered',
  'auditReportOnFile',
] as const;
export type LifecycleGuard = (typeof LIFECYCLE_GUARDS)[number];

/** External parties whose link may cause an event (no account, docs/external-parties.md). */
export const LINK_ACTORS = ['supplierLink', 'auditorLink'] as const;
export type LinkActor = (typeof LINK_ACTORS)[number];

/** The policy actions (of apps/server/src/platform/policy.ts) that cause events. */
export type LifecyclePolicyAction =
  | 'submit'
  | 'validateCompleteness'
  | 'validateContent'
  | 'requestFeedback'
  | 'giveFeedback'
  | 'admin'
  | 'implementCi';

export interface LifecycleRow {
  event: LifecycleEvent;
  from: readonly number[];
  to: number;
  guard: LifecycleGuard | null;
  by: LifecyclePolicyAction | LinkActor;
}

const { approved, offersReceived, orderIntake, technicalCompletion } = STATUS;

export const LIFECYCLE: readonly LifecycleRow[] = [
  // The originator's dossier (docs/lifecycle.md): submitted, and again after either refusal.
  {
    event: 'submit',
    from: [STATUS.registered, STATUS.refusedNotCompliant, STATUS.refused],
    to: STATUS.underReview,
    guard: 'dossierComplete',
    by: 'submit',
  },
  {
    event: 'documentOnly',
    from: [STATUS.registeredDocumentationOnly],
    to: STATUS.documented,
    guard: 'dossierComplete',
    by: 'submit',
  },
  // The Validation Center's two checks, and HQ feedback in between (docs/lifecycle.md).
  {
    event: 'completenessApproved',
    from: [STATUS.underReview],
    to: STATUS.revisionMeeting,
    guard: 'completenessPending',
    by: 'validateCompleteness',
  },
  {
    event: 'completenessRejected',
    from: [STATUS.underReview],
    to: STATUS.refusedNotCompliant,
    guard: 'completenessPending',
    by: 'validateCompleteness',
  },
  {
    event: 'feedbackRequested',
    from: [STATUS.revisionMeeting],
    to: STATUS.revisionMeeting,
    guard: 'contentPending',
    by: 'requestFeedback',
  },
  {
    event: 'feedbackProvided',
    from: [STATUS.revisionMeeting],
    to: STATUS.revisionMeeting,
    guard: 'feedbackAwaited',
    by: 'giveFeedback',
  },
  {
    event: 'contentApproved',
    from: [STATUS.revisionMeeting],
    to: STATUS.approved,
    guard: 'contentPending',
    by: 'validateContent',
  },
  {
    event: 'contentRejected',
    from: [STATUS.revisionMeeting],
    to: STATUS.refused,
    guard: 'contentPending',
    by: 'validateContent',
  },
  // Admin task (spec 001 §4): Approved → Refused / Not Compliant only.
  { event: 'adminRefusal', from: [approved], to: STATUS.refusedNotCompliant, guard: null, by: 'admin' },
  // The CI stage moves forward only: an offer after the order, or any file after completion, moves nothing.
  { event: 'firstOffer', from: [approved], to: offersReceived, guard: null, by: 'supplierLink' },
  { event: 'firstOrder', from: [approved, offersReceived], to: orderIntake, guard: null, by: 'supplierLink' },
  {
    event: 'installationConfirmedBySuppliers',
    from: [approved, offersReceived, orderIntake],
    to: technicalCompletion,
    guard: 'everyCiBrandCovered',
    by: 'supplierLink',
  },
  {
    event: 'installationConfirmedByOriginator',
    from: [approved, offersReceived, orderIntake],
    to: technicalCompletion,
    guard: 'everyCiBrandCovered',
    by: 'implementCi',
  },
  {
    event: 'auditSubmitted',
    from: [approved, offersReceived, orderIntake, technicalCompletion],
    to: STATUS.siteCompliance,
    guard: 'auditReportOnFile',
    by: 'auditorLink',
  },
];

/** Statuses a project is created in (docs/lifecycle.md): no event leads to them. */
export const INITIAL_STATUSES: readonly number[] = [STATUS.registered, STATUS.registeredDocumentationOnly];

const rowByEvent = new Map(LIFECYCLE.map((r) => [r.event, r]));

/** The row of an event. */
export function lifecycleRow(event: LifecycleEvent): LifecycleRow {
  const row = rowByEvent.get(event);
  if (!row) throw new Error(`lifecycle: no row for ${event}`);
  return row;
}

/** Whether the event may happen from this status (the guard and who acts aside). */
export const mayHappen = (statusId: number | null | undefined, event: LifecycleEvent): boolean =>
  statusId != null && lifecycleRow(event).from.includes(statusId);

/** The events that may happen from a status, in table order. */
export const eventsFrom = (statusId: number): LifecycleEvent[] =>
  LIFECYCLE.filter((r) => r.from.includes(statusId)).map((r) => r.event);

/** The status an event leads to. */
export const targetOf = (event: LifecycleEvent): number => lifecycleRow(event).to;

/** The statuses an event may happen from. */
export const statusesAllowing = (event: LifecycleEvent): readonly number[] => lifecycleRow(event).from;

/**
 * The design dossier may change while it may be submitted (before submission, and after a refusal):
 * documents, design data and the submission share this (docs/lifecycle.md).
 */
export const isDossierStatus = (statusId: number): boolean =>
  mayHappen(statusId, 'submit') || mayHappen(statusId, 'documentOnly');

/**
 * The CI stage accepts the parties' changes (files, confirmations, the originator's CI draft) while the
 * compliance audit may still be submitted: approved, then forward until site compliance.
 */
export const isCiStageOpen = (statusId: number | null | undefined): boolean =>
  mayHappen(statusId, 'auditSubmitted');

/**
 * The statuses of the CI stage (docs/lifecycle.md): the stage while open and the status that closes it, in order
 * (Project Approved → Offers Received → Order Intake → Notification of Technical Completion →
 * Notification of Site Compliance). Parties may be invited in any of them.
 */
export const CI_STATUSES: readonly number[] = [
  ...statusesAllowing('auditSubmitted'),
  targetOf('auditSubmitted'),
];
export const isCiStage = (statusId: number | null | undefined): boolean =>
  statusId != null && CI_STATUSES.includes(statusId);
