import { desc, eq } from 'drizzle-orm';
import { statusName } from '@portal/contract';
import { projectStatusHistory } from '../../db/schema';
import type { SignedInContext } from '../../platform/api';
import { visibleProject } from '../projects/record';

export interface StatusHistoryOfInput {
  projectId: number;
}

/**
 * GET /projects/GetProjectStatusHistory/{projectId}: every status the project went through, newest first,
 * with who changed it.
 */
export async function statusHistoryOf({ db, auth }: SignedInContext, { projectId }: StatusHistoryOfInput) {
  await visibleProject(db, auth, projectId);
  const rows = await db
    .select()
    .from(projectStatusHistory)
    .where(eq(projectStatusHistory.projectId, projectId))
    .orderBy(desc(projectStatusHistory.changedAt), desc(projectStatusHistory.id));
  return rows.map((r) => ({
    statusId: r.statusId,
    status: statusName(r.statusId),
    changedOn: r.changedAt.toISOString(),
    changedBy: r.changedByEmail,
  }));
}
