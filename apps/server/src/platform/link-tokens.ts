import type { LinkParty } from '@portal/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { linkTokens } from '../db/schema';
import { randomToken, sha256 } from './crypto';

/**
 * approveScope: a Validation Center decision on a Retail Network Development user's wider data scope. The
 * external parties' links (docs/external-parties.md) use their party as purpose, with party_id = the invitation.
 */
export type LinkPurpose = 'approveUser' | 'resetPassword' | 'approveScope' | LinkParty;

const DAY_MS = 24 * 3600_000;
export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  approveUser: 7 * DAY_MS,
  resetPassword: 3600_000,
  approveScope: 7 * DAY_MS,
  supplier: 30 * DAY_MS,
  auditor: 30 * DAY_MS,
  download: 30 * DAY_MS,
  arcad: 30 * DAY_MS,
};

/** Creates a link token and returns the clear value (only its hash is stored). */
export async function issueLinkToken(
  tx: DbOrTx,
  purpose: LinkPurpose,
  binding: {
    email: string;
    userId?: number;
    issuedTo?: string;
    projectId?: number | null;
    partyId?: number;
    brandId?: number | null;
  },
): Promise<string> {
  const token = randomToken();
  await tx.insert(linkTokens).values({
    tokenHash: sha256(token),
    purpose,
    email: binding.email,
    issuedTo: binding.issuedTo ?? binding.email,
    userId: binding.userId ?? null,
    projectId: binding.projectId ?? null,
    partyId: binding.partyId ?? null,
    brandId: binding.brandId ?? null,
    expiresAt: new Date(Date.now() + LINK_LIFETIME_MS[purpose]),
  });
  return token;
}

/** The live token row matching value, purpose and e-mail, or undefined (expired, used, revoked, or another binding). */
export async function findLinkToken(tx: DbOrTx, purpose: LinkPurpose, email: string, token: string) {
  const [row] = await tx
    .select()
    .from(linkTokens)
    .where(
      and(
        eq(linkTokens.tokenHash, sha256(token)),
        eq(linkTokens.purpose, purpose),
        eq(linkTokens.email, email),
        isNull(linkTokens.usedAt),
        isNull(linkTokens.revokedAt),
        gt(linkTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

/** Marks every live token of this purpose for the user as used: a decision consumes all copies of a link. */
export async function consumeLinkTokens(tx: DbOrTx, purpose: LinkPurpose, userId: number): Promise<void> {
  await tx
    .update(linkTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(linkTokens.purpose, purpose), eq(linkTokens.userId, userId), isNull(linkTokens.usedAt)));
}

/** Withdraws every live token of this purpose for the user (a request replaced or withdrawn). */
export async function revokeLinkTokens(tx: DbOrTx, purpose: LinkPurpose, userId: number): Promise<void> {
  await tx
    .update(linkTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(linkTokens.purpose, purpose),
        eq(linkTokens.userId, userId),
        isNull(linkTokens.usedAt),
        isNull(linkTokens.revokedAt),
      ),
    );
}
