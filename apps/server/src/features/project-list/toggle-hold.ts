import { eq } from 'drizzle-orm';
import { projects } from '../../db/schema';
import type { CommandContext } from '../../platform/api';
import { audit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import { lockProject } from '../projects/record';

export interface ToggleHoldInput {
  projectId: number;
}

/**
 * POST /Projects/holdorunholdproject/{projectId}: pauses an enabled project or enables a paused one (VC
 * only, by the route), audited in the same transaction.
 */
export async function toggleHold({ db, actor }: CommandContext, { projectId }: ToggleHoldInput) {
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, projectId);
    if (!project) throw notFound();
    const isEnabled = !project.isEnabled;
    await tx.update(projects).set({ isEnabled, updatedAt: new Date() }).where(eq(projects.id, projectId));
    await audit(
      tx,
      actor,
      isEnabled ? 'projectLifecycle.enable' : 'projectLifecycle.pause',
      'project',
      projectId,
      {
        isEnabled,
      },
    );
    return { projectId, isEnabled };
  });
}
