import { eq } from 'drizzle-orm';
import { MAX_DB_ID } from '@portal/contract';
import { projects } from '../../db/schema';
import type { SignedInContext } from '../../platform/api';
import { notFound } from '../../platform/errors';
import { tellLifecycle } from '../projects/lifecycle/notifier';
import { transition } from '../projects/lifecycle/transition';

/**
 * POST /Projects/UpdateStatusApproveToRejected/{projectId}: Project Approved → Refused / Not Compliant only
 * (the lifecycle's admin refusal), with its notifications, in one transaction.
 */
export async function refuseApproved(
  { db, config, auth, actor }: SignedInContext,
  { projectId }: { projectId: number },
): Promise<boolean> {
  if (projectId > MAX_DB_ID) throw notFound();
  return db.transaction(async (tx) => {
    const done = await transition(
      tx,
      projectId,
      'adminRefusal',
      { user: auth },
      { actor, refusal: 'admin.notApproved', note: 'admin' },
    );
    // A refusal re-opens the dossier: the originator may correct the design and submit it again (docs/lifecycle.md).
    await tx.update(projects).set({ isSubmittedForApproval: false }).where(eq(projects.id, projectId));
    await tellLifecycle(tx, config, { about: 'adminRefusal', done });
    return true;
  });
}
