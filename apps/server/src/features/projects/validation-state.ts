import { CHECK_STATUS, FEEDBACK_TYPE, mayHappen, type CheckStatus } from '@portal/contract';
import type { ProjectRecord } from './record';

/** The two checks of a submitted design as `validationState` reads them (a design_validations row). */
export interface ValidationChecks {
  completenessStatus: CheckStatus | string;
  contentStatus: CheckStatus | string;
  feedbackType: number | null;
}

/**
 * Which validation step is open on the project now (docs/lifecycle.md), whoever the caller: the state half
 * of "may act now", shared by the design validation info, the decisions and the message tool's comment
 * types. Who may act is the policy's question (`validateCompleteness`, `validateContent`,
 * `requestFeedback`, `giveFeedback`). No row means no check has started (both statuses ''). A paused
 * project is read-only for everyone but VC (docs/lifecycle.md): the VC steps stay open, HQ's answer does not.
 * - completenessOpen: status 1 and completeness ''.
 * - contentOpen: status 2, completeness Approved and content '' (also after HQ answered a feedback
 *   request, which puts content back to '').
 * - feedbackRequestOpen: as contentOpen (a content validator may ask HQ instead of deciding).
 * - feedbackAnswerOpen: status 2 and feedback requested (feedback type 1, content status
 *   'Feedback Request for Content Validation').
 */
export function validationState(
  project: Pick<ProjectRecord, 'statusId' | 'isEnabled'>,
  validation: ValidationChecks | null | undefined,
): {
  completenessOpen: boolean;
  contentOpen: boolean;
  feedbackRequestOpen: boolean;
  feedbackAnswerOpen: boolean;
} {
  const completeness = validation?.completenessStatus ?? CHECK_STATUS.pending;
  const content = validation?.contentStatus ?? CHECK_STATUS.pending;
  const completenessOpen =
    mayHappen(project.statusId, 'completenessApproved') && completeness === CHECK_STATUS.pending;
  const contentOpen =
    mayHappen(project.statusId, 'contentApproved') &&
    completeness === CHECK_STATUS.approved &&
    content === CHECK_STATUS.pending;
  const feedbackAnswerOpen =
    project.isEnabled &&
    mayHappen(project.statusId, 'feedbackProvided') &&
    validation?.feedbackType === FEEDBACK_TYPE.requested &&
    content === CHECK_STATUS.feedbackRequested;
  return { completenessOpen, contentOpen, feedbackRequestOpen: contentOpen, feedbackAnswerOpen };
}
