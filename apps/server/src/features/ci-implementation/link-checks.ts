import { eq } from 'drizzle-orm';
import { isCiStageOpen } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { invitations } from '../../db/schema';
import type { LinkContext } from '../../platform/auth';
import { refused, unauthorized } from '../../platform/errors';
import type { ProjectRecord } from '../projects/record';

/**
 * The checks of an external party's change (docs/external-parties.md): the ids it sends are its link's (else the link is
 * "Incorrect URL copied or Session has expired."), its form is not submitted yet (read-only after), and
 * the project is enabled and still in the CI stage.
 */
export function sameBinding(
  link: LinkContext,
  sent: { projectId: number; partyId?: number; brandId?: number },
): void {
  if (
    sent.projectId !== link.projectId ||
    (sent.partyId !== undefined && sent.partyId !== link.invitationId) ||
    (sent.brandId !== undefined && sent.brandId !== link.brandId)
  )
    throw unauthorized('link.invalid');
}

/** The invitation locked, refused when its form was submitted meanwhile. */
export async function openInvitation(tx: DbOrTx, link: LinkContext) {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(eq(invitations.id, link.invitationId))
    .for('update');
  if (!row || row.revokedAt) throw unauthorized('link.invalid');
  if (row.submittedAt) throw refused('external.readOnly');
  return row;
}

/** The project accepts the party's change: enabled, and the CI stage open (the lifecycle table's). */
export function stageOpen(project: ProjectRecord, notInStage: string): void {
  if (!project.isEnabled) throw refused('project.paused');
  if (!isCiStageOpen(project.statusId)) throw refused(notInStage);
}
