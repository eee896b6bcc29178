import { isDossierStatus } from '@portal/contract';
import type { ProjectRecord } from './record';

/**
 * When the design dossier can change (docs/lifecycle.md), shared by the documents, the design data and the
 * submission: while the lifecycle lets it be submitted (before submission, and again after a refusal),
 * not submitted yet, and the project enabled. Who may change it is the policy's question (`uploadDesign`,
 * `submit`).
 */
export function isDossierOpen(
  project: Pick<ProjectRecord, 'isEnabled' | 'isSubmittedForApproval' | 'statusId'>,
): boolean {
  return project.isEnabled && !project.isSubmittedForApproval && isDossierStatus(project.statusId);
}
