import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Language } from '@portal/contract';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { linkTokens } from '../../db/schema';
import type { AuthContext } from '../../platform/auth';
import { issueLinkToken, LINK_LIFETIME_MS } from '../../platform/link-tokens';
import { INVITATION_TEMPLATE, invitationLink } from '../../platform/links';
import { enqueueMail } from '../../platform/mail';
import type { ProjectRecord } from '../projects/record';
import { brandNameOf, type InvitationRow } from './invitation-answer';

export type Inviter = Pick<AuthContext, 'userId' | 'role' | 'email' | 'firstName'>;

/** A new link token for the invitation, mailed to the party. */
export async function sendLink(
  tx: DbOrTx,
  config: Config,
  lang: Language,
  inviter: Inviter,
  project: ProjectRecord | null,
  invitation: InvitationRow,
): Promise<void> {
  const token = await issueLinkToken(tx, invitation.party, {
    email: invitation.email,
    projectId: invitation.projectId,
    partyId: invitation.id,
    brandId: invitation.brandId,
  });
  // The party has no account and so no known language: the mail goes out in the inviter's language
  // (the one the inviter works in when inviting), which is the language of their project.
  await enqueueMail(tx, {
    to: invitation.email,
    lang,
    template: INVITATION_TEMPLATE[invitation.party],
    vars: {
      firstName: invitation.name,
      inviterName: inviter.firstName ? `${inviter.firstName} (${inviter.email})` : inviter.email,
      siteName: project?.siteName ?? '',
      projectCode: project?.uniqueCode ?? '',
      brandName: brandNameOf(invitation.brandId),
      days: String(Math.round(LINK_LIFETIME_MS[invitation.party] / 86_400_000)),
      link: invitationLink(
        config,
        {
          party: invitation.party,
          invitationId: invitation.id,
          projectId: project?.id ?? null,
          originatorUserId: project?.originatorUserId ?? null,
          brandId: invitation.brandId,
          email: invitation.email,
        },
        token,
      ),
    },
  });
}

/** Kills the invitation's live link tokens. */
export async function revokeTokens(tx: DbOrTx, row: InvitationRow): Promise<void> {
  await tx
    .update(linkTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(linkTokens.partyId, row.id), eq(linkTokens.purpose, row.party), isNull(linkTokens.revokedAt)),
    );
}
