import { eq, sql } from 'drizzle-orm';
import type { Invitation } from '@portal/contract';
import { theRow } from '../../db/client';
import { invitations } from '../../db/schema';
import { audit } from '../../platform/audit';
import type { SignedInContext } from '../../platform/api';
import { refused } from '../../platform/errors';
import { answerOf } from './invitation-answer';
import { revokeTokens, sendLink } from './invitation-links';
import { managedInvitation } from './managed-invitation';

/** POST /projects/invitations/:invitationId/resend: a new link (30 days again), the old one dead. */
export async function resendInvitation(ctx: SignedInContext, invitationId: number): Promise<Invitation> {
  const { db, config, auth, actor, lang } = ctx;
  return db.transaction(async (tx) => {
    const { row, project } = await managedInvitation(tx, auth, invitationId);
    if (row.revokedAt) throw refused('invitation.resendRevoked');
    if (row.submittedAt) throw refused('invitation.resendSubmitted');
    await revokeTokens(tx, row);
    const updated = theRow(
      await tx
        .update(invitations)
        .set({ lastSentAt: sql`now()` })
        .where(eq(invitations.id, row.id))
        .returning(),
      'the managed invitation',
    );
    await sendLink(tx, config, lang, auth, project, updated);
    await audit(tx, actor, 'invitations.resend', 'invitation', row.id, {
      projectId: row.projectId,
      party: row.party,
      brandId: row.brandId,
      email: row.email,
    });
    return answerOf(tx, updated);
  });
}
