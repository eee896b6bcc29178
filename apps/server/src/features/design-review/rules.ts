import { STATUS } from '@portal/contract';
import type { designValidations } from '../../db/schema';
import { validationState, type ProjectRecord } from '../projects/core';

/**
 * The decisions on a submitted design (DESIGN §4b): which check a call decides, whether that check is open
 * now (`validationState`, shared with the design validation info and the message tool) and the status it
 * moves the project to.
 */

export type ValidationRecord = typeof designValidations.$inferSelect;
export type Check = 'completeness' | 'content';
export type Decision = 'approved' | 'rejected';

export function checkOpen(
  check: Check,
  project: Pick<ProjectRecord, 'statusId' | 'isEnabled'>,
  validation: ValidationRecord | null | undefined,
): boolean {
  // No row: the design was never submitted, so nothing can be decided.
  if (!validation) return false;
  const state = validationState(project, validation);
  return check === 'completeness' ? state.completenessOpen : state.contentOpen;
}

/** The status a decision moves the project to (DESIGN §4 table). */
export function nextStatus(check: Check, decision: Decision): number {
  if (check === 'completeness')
    return decision === 'approved' ? STATUS.revisionMeeting : STATUS.refusedNotCompliant;
  return decision === 'approved' ? STATUS.approved : STATUS.refused;
}
