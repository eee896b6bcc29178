import { and, inArray } from 'drizzle-orm';
import { BRANDS, type Invitation, type InvitationState } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { invitations, linkTokens } from '../../db/schema';

export type InvitationRow = typeof invitations.$inferSelect;
type TokenRow = typeof linkTokens.$inferSelect;

export const brandNameOf = (brandId: number | null) => BRANDS.find((b) => b.id === brandId)?.name ?? '';

/** The invitation as answered, its state computed from its dates and its latest token. */
function toInvitation(row: InvitationRow, latest: TokenRow | undefined, now = Date.now()): Invitation {
  const expiresAt = latest?.expiresAt ?? row.lastSentAt;
  const state: InvitationState = row.revokedAt
    ? 'revoked'
    : row.submittedAt
      ? 'submitted'
      : expiresAt.getTime() <= now
        ? 'expired'
        : row.openedAt
          ? 'opened'
          : 'sent';
  return {
    invitationId: row.id,
    projectId: row.projectId,
    party: row.party,
    brandId: row.brandId,
    brandName: brandNameOf(row.brandId),
    name: row.name,
    email: row.email,
    state,
    invitedBy: row.createdByEmail,
    createdAt: row.createdAt.toISOString(),
    lastSentAt: (latest?.createdAt ?? row.lastSentAt).toISOString(),
    expiresAt: expiresAt.toISOString(),
    openedAt: row.openedAt?.toISOString() ?? null,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** The latest token of each invitation (the one its state and dates come from). */
async function latestTokens(db: DbOrTx, rows: InvitationRow[]): Promise<Map<number, TokenRow>> {
  const latest = new Map<number, TokenRow>();
  if (!rows.length) return latest;
  const tokens = await db
    .select()
    .from(linkTokens)
    .where(
      and(
        inArray(
          linkTokens.partyId,
          rows.map((r) => r.id),
        ),
        inArray(linkTokens.purpose, [...new Set(rows.map((r) => r.party))]),
      ),
    );
  const partyOf = new Map(rows.map((r) => [r.id, r.party]));
  for (const token of tokens) {
    if (token.partyId === null || partyOf.get(token.partyId) !== token.purpose) continue;
    const seen = latest.get(token.partyId);
    const newer =
      !seen ||
      token.createdAt > seen.createdAt ||
      (token.createdAt.getTime() === seen.createdAt.getTime() && token.expiresAt > seen.expiresAt);
    if (newer) latest.set(token.partyId, token);
  }
  return latest;
}

/** One invitation as answered. */
export async function answerOf(db: DbOrTx, row: InvitationRow): Promise<Invitation> {
  return toInvitation(row, (await latestTokens(db, [row])).get(row.id));
}

/** Invitations as answered, in the rows' order. */
export async function answersOf(db: DbOrTx, rows: InvitationRow[]): Promise<Invitation[]> {
  const latest = await latestTokens(db, rows);
  const now = Date.now();
  return rows.map((row) => toInvitation(row, latest.get(row.id), now));
}
