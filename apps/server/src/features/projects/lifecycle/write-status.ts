import { eq } from 'drizzle-orm';
import { STATUS, statusName } from '@portal/contract';
import type { DbOrTx } from '../../../db/client';
import { projects, projectStatusHistory } from '../../../db/schema';
import { audit, type Actor } from '../../../platform/audit';

/**
 * Writes a project's new status: the project row, a history row and an audit row. Only the lifecycle's
 * `transition()` (./transition.ts), which checks that the move is legal, calls it; test set-up may call it
 * to put a project in a status (eslint.config.js refuses any other import).
 */
export async function changeStatus(
  tx: DbOrTx,
  projectId: number,
  statusId: number,
  actor: Actor,
  note = '',
): Promise<void> {
  const now = new Date();
  // The project row is locked by the transition: the status it leaves, for the timeline's "before → after".
  const [before] = await tx
    .select({ statusId: projects.statusId })
    .from(projects)
    .where(eq(projects.id, projectId));
  await tx
    .update(projects)
    .set({
      statusId,
      statusDate: now,
      updatedAt: now,
      ...(statusId === STATUS.siteCompliance ? { isActive: false } : {}),
    })
    .where(eq(projects.id, projectId));
  await tx.insert(projectStatusHistory).values({
    projectId,
    statusId,
    changedAt: now,
    changedByUserId: actor.userId ?? null,
    changedByEmail: actor.email ?? '',
    note,
  });
  await audit(tx, actor, 'projectLifecycle.status', 'project', projectId, {
    fromStatusId: before?.statusId ?? null,
    statusId,
    status: statusName(statusId),
    note,
  });
}
