import { eq, sql } from 'drizzle-orm';
import type { MessageBody } from '@portal/contract';
import { invitations } from '../../db/schema';
import { audit } from '../../platform/audit';
import type { SignedInContext } from '../../platform/api';
import { refused } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { revokeTokens } from './invitation-links';
import { managedInvitation } from './managed-invitation';

/** POST /projects/invitations/:invitationId/revoke: the invitation and its link die together. */
export async function revokeInvitation(ctx: SignedInContext, invitationId: number): Promise<MessageBody> {
  const { db, auth, actor, lang } = ctx;
  return db.transaction(async (tx) => {
    const { row } = await managedInvitation(tx, auth, invitationId);
    if (row.revokedAt) throw refused('invitation.alreadyRevoked');
    await tx
      .update(invitations)
      .set({ revokedAt: sql`now()` })
      .where(eq(invitations.id, row.id));
    await revokeTokens(tx, row);
    await audit(tx, actor, 'invitations.revoke', 'invitation', row.id, {
      projectId: row.projectId,
      party: row.party,
      brandId: row.brandId,
      email: row.email,
    });
    return { statusCode: 200, message: t(lang, 'invitation.revoked') };
  });
}
