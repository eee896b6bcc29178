import { statusName } from '@portal/contract';
import type { SignedInContext } from '../../platform/api';
import { visibleProjectStatus } from '../projects/record';

export interface LatestStatusOfInput {
  projectId: number;
}

/** GET /projects/GetProjectLatestStatus/{projectId}: the project's status, id and name. */
export async function latestStatusOf({ db, auth }: SignedInContext, { projectId }: LatestStatusOfInput) {
  const { statusId } = await visibleProjectStatus(db, auth, projectId);
  return { statusId, status: statusName(statusId) };
}
