import { and, asc, desc, eq } from 'drizzle-orm';
import { BRANDS, countryLabelOf, ROLES, type Language, type PendingScopeRequest } from '@portal/contract';
import { readTogether, type DbOrTx } from '../../db/client';
import { scopeRequests, userBrands, userMarkets } from '../../db/schema';
import { t, countryText } from '../../platform/i18n';
import { findLinkToken } from '../../platform/link-tokens';
import { invalidLink } from '../accounts/invalid-link';
import { lockUserByEmail, userByEmail } from '../accounts/users';

/**
 * A Retail Network Development user's markets and brands are its data scope (docs/access.md). Saving My
 * Profile narrows it at once, but never widens it: the markets and brands added become a request that a
 * Validation Center user approves or rejects by a mailed link (as sign-up approval, docs/accounts.md), and the
 * scope stays as it was until then. One request per user is pending; a new save replaces it.
 */

export interface Scope {
  countryCodes: string[];
  brandIds: number[];
}

export type ScopeRequestRow = typeof scopeRequests.$inferSelect;

const brandName = new Map(BRANDS.map((b) => [b.id, b.name]));

export const marketsText = (lang: Language, codes: string[]) =>
  codes.length
    ? codes
        .map((c) => countryText(lang, c))
        .sort((a, b) => a.localeCompare(b, lang))
        .join(', ')
    : t(lang, 'profile.scopeNone');
export const brandsText = (lang: Language, ids: number[]) =>
  ids.length
    ? [...ids]
        .sort((a, b) => a - b)
        .map((id) => brandName.get(id) ?? String(id))
        .join(', ')
    : t(lang, 'profile.scopeNone');

/** The markets and brands in force for the user. */
export async function scopeOf(db: DbOrTx, userId: number): Promise<Scope> {
  const [markets, brandRows] = await readTogether(
    db,
    () =>
      db
        .select({ code: userMarkets.countryCode })
        .from(userMarkets)
        .where(eq(userMarkets.userId, userId))
        .orderBy(asc(userMarkets.countryCode)),
    () =>
      db
        .select({ id: userBrands.brandId })
        .from(userBrands)
        .where(eq(userBrands.userId, userId))
        .orderBy(asc(userBrands.brandId)),
  );
  return { countryCodes: markets.map((m) => m.code), brandIds: brandRows.map((b) => b.id) };
}

/** The user's pending request, if any; with `lock`, its row stays locked. */
export async function pendingRequestOf(db: DbOrTx, userId: number, lock = false) {
  const query = db
    .select()
    .from(scopeRequests)
    .where(and(eq(scopeRequests.userId, userId), eq(scopeRequests.status, 'pending')))
    .orderBy(desc(scopeRequests.id))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The pending request as My Profile shows it (reference labels, as the profile's own lists). */
export async function pendingScopeRequestOf(db: DbOrTx, userId: number): Promise<PendingScopeRequest | null> {
  const row = await pendingRequestOf(db, userId);
  if (!row) return null;
  const markets = [...row.countryCodes].sort((a, b) =>
    (countryLabelOf(a) ?? a).localeCompare(countryLabelOf(b) ?? b),
  );
  const brandIds = [...row.brandIds].sort((a, b) => a - b);
  return {
    arMarkets: markets,
    markets: markets.map((c) => countryLabelOf(c) ?? c).join(', '),
    arBrands: brandIds.map((id) => brandName.get(id) ?? String(id)),
    brands: brandIds.map((id) => brandName.get(id) ?? String(id)).join(', '),
    requestedOn: row.createdAt.toISOString(),
  };
}

/** The user and its pending request named by a live link; with `lock`, both rows stay locked. */
export async function linkedRequest(tx: DbOrTx, email: string, token: string, lock = false) {
  // Locked before the link is read, so the read sees a decision that committed while we waited.
  const user = lock ? await lockUserByEmail(tx, email) : await userByEmail(tx, email);
  const link = user ? await findLinkToken(tx, 'approveScope', email, token) : undefined;
  if (!link || !user || user.id !== link.userId || user.status !== 'accepted' || user.role !== ROLES.RND)
    throw invalidLink();
  const request = await pendingRequestOf(tx, user.id, lock);
  if (!request) throw invalidLink();
  return { user, link, request };
}
