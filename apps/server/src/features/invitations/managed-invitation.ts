import { eq } from 'drizzle-orm';
import type { LinkParty } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { invitations } from '../../db/schema';
import type { AuthContext } from '../../platform/auth';
import { forbidden, notFound } from '../../platform/errors';
import { can, canInviteArcad, type ProjectAction } from '../../platform/policy';
import { refuseWhilePaused } from '../projects/paused';
import { visibleProject, type ProjectRecord } from '../projects/record';
import type { Inviter } from './invitation-links';

/** The policy action that lets a caller invite (revoke, re-send) a party. */
const ACTION_OF: Record<LinkParty, ProjectAction | null> = {
  supplier: 'inviteSupplier',
  download: 'inviteSupplier',
  auditor: 'inviteAuditor',
  arcad: null,
};

/** 403 unless the caller may invite this party on this project (the project is already in scope). */
export function mayInvite(auth: Inviter, party: LinkParty, project: ProjectRecord): void {
  const action = ACTION_OF[party];
  if (!action || !can(auth, action, project)) throw forbidden();
}

/**
 * The invitation (locked) and its project, if the caller may invite that party there; 404/403 otherwise.
 * An ARCAD party has no project: the Validation Center team manages it.
 */
export async function managedInvitation(tx: DbOrTx, auth: AuthContext, invitationId: number) {
  const [row] = await tx.select().from(invitations).where(eq(invitations.id, invitationId)).for('update');
  if (!row) throw notFound();
  if (row.party === 'arcad') {
    if (!canInviteArcad(auth)) throw notFound();
    return { row, project: null };
  }
  if (row.projectId === null) throw notFound();
  const project = await visibleProject(tx, auth, row.projectId);
  mayInvite(auth, row.party, project);
  refuseWhilePaused(project, auth);
  return { row, project };
}
