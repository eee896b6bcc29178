import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  BRANDS,
  countryLabelOf,
  ROLE_TITLE_KEY,
  ROLES,
  toLanguage,
  type Language,
  type PendingScopeRequest,
  type ScopeRequestDetail,
} from '@portal/contract';
import type { Config } from '../../config';
import { theRow, type DbOrTx, type Tx } from '../../db/client';
import { scopeRequests, userBrands, userMarkets, users } from '../../db/schema';
import { audit, type Actor } from '../../platform/audit';
import { countryText, t } from '../../platform/i18n';
import {
  consumeLinkTokens,
  findLinkToken,
  issueLinkToken,
  revokeLinkTokens,
} from '../../platform/link-tokens';
import type { CommandContext } from '../../platform/api';
import { portalLink } from '../../platform/links';
import { enqueueMail } from '../../platform/mail';
import { approvers } from '../accounts/approvers';
import { invalidLink } from '../accounts/invalid-link';
import { lockUserByEmail, userByEmail, type UserRow } from '../accounts/users';

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

type ScopeRequestRow = typeof scopeRequests.$inferSelect;

const brandName = new Map(BRANDS.map((b) => [b.id, b.name]));

const marketsText = (lang: Language, codes: string[]) =>
  codes.length
    ? codes
        .map((c) => countryText(lang, c))
        .sort((a, b) => a.localeCompare(b, lang))
        .join(', ')
    : t(lang, 'profile.scopeNone');
const brandsText = (lang: Language, ids: number[]) =>
  ids.length
    ? [...ids]
        .sort((a, b) => a - b)
        .map((id) => brandName.get(id) ?? String(id))
        .join(', ')
    : t(lang, 'profile.scopeNone');

const sameSet = <T>(a: T[], b: T[]) => a.length === b.length && a.every((v) => b.includes(v));

/** The markets and brands in force for the user. */
export async function scopeOf(db: DbOrTx, userId: number): Promise<Scope> {
  const [markets, brandRows] = await Promise.all([
    db
      .select({ code: userMarkets.countryCode })
      .from(userMarkets)
      .where(eq(userMarkets.userId, userId))
      .orderBy(asc(userMarkets.countryCode)),
    db
      .select({ id: userBrands.brandId })
      .from(userBrands)
      .where(eq(userBrands.userId, userId))
      .orderBy(asc(userBrands.brandId)),
  ]);
  return { countryCodes: markets.map((m) => m.code), brandIds: brandRows.map((b) => b.id) };
}

async function pendingRequestOf(db: DbOrTx, userId: number, lock = false) {
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

/**
 * Saves the markets and brands a Retail Network Development user asked for, inside the profile's
 * transaction: what it removed goes at once; what it added becomes (or stays) the pending request, with a
 * link mailed to every approver. Answers whether a request is pending afterwards.
 */
export async function changeScope(
  tx: Tx,
  config: Config,
  user: UserRow,
  requested: Scope,
  actor: Actor,
): Promise<{ pending: boolean }> {
  // Saves and decisions on one user's scope run one after the other.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
  const current = await scopeOf(tx, user.id);
  const removed: Scope = {
    countryCodes: current.countryCodes.filter((c) => !requested.countryCodes.includes(c)),
    brandIds: current.brandIds.filter((b) => !requested.brandIds.includes(b)),
  };
  const added: Scope = {
    countryCodes: requested.countryCodes.filter((c) => !current.countryCodes.includes(c)),
    brandIds: requested.brandIds.filter((b) => !current.brandIds.includes(b)),
  };

  if (removed.countryCodes.length)
    await tx
      .delete(userMarkets)
      .where(and(eq(userMarkets.userId, user.id), inArray(userMarkets.countryCode, removed.countryCodes)));
  if (removed.brandIds.length)
    await tx
      .delete(userBrands)
      .where(and(eq(userBrands.userId, user.id), inArray(userBrands.brandId, removed.brandIds)));
  if (removed.countryCodes.length || removed.brandIds.length)
    await audit(tx, actor, 'scope.narrow', 'user', user.id, {
      markets: removed.countryCodes,
      brandIds: removed.brandIds,
    });

  const pending = await pendingRequestOf(tx, user.id, true);
  const nothingAdded = !added.countryCodes.length && !added.brandIds.length;
  // The same additions again (e.g. only the name changed): the request and its links stay as they are.
  if (
    pending &&
    sameSet(pending.countryCodes, added.countryCodes) &&
    sameSet(pending.brandIds, added.brandIds)
  )
    return { pending: true };
  if (pending) {
    await tx
      .update(scopeRequests)
      .set({ status: 'withdrawn', decidedAt: new Date(), decidedBy: user.email })
      .where(eq(scopeRequests.id, pending.id));
    await revokeLinkTokens(tx, 'approveScope', user.id);
    await audit(tx, actor, 'scope.withdraw', 'scopeRequest', pending.id, { userId: user.id });
  }
  if (nothingAdded) return { pending: false };

  const request = theRow(
    await tx
      .insert(scopeRequests)
      .values({ userId: user.id, countryCodes: added.countryCodes, brandIds: added.brandIds })
      .returning(),
    'the new scope request',
  );
  const kept: Scope = {
    countryCodes: current.countryCodes.filter((c) => !removed.countryCodes.includes(c)),
    brandIds: current.brandIds.filter((b) => !removed.brandIds.includes(b)),
  };
  await mailApprovers(tx, config, user, request, kept);
  await audit(tx, actor, 'scope.request', 'scopeRequest', request.id, {
    userId: user.id,
    markets: added.countryCodes,
    brandIds: added.brandIds,
  });
  return { pending: true };
}

/** The request, with its approve/reject link, to every approver (greeted by name), in their language. */
async function mailApprovers(tx: Tx, config: Config, user: UserRow, request: ScopeRequestRow, kept: Scope) {
  const recipients = await approvers(tx, config);
  const named = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(
      inArray(
        users.email,
        recipients.map((r) => r.email),
      ),
    );
  const nameOf = new Map(named.map((n) => [n.email, n.firstName]));
  for (const approver of recipients) {
    const token = await issueLinkToken(tx, 'approveScope', {
      email: user.email,
      userId: user.id,
      issuedTo: approver.email,
    });
    const lang = approver.lang;
    await enqueueMail(tx, {
      to: approver.email,
      lang,
      template: 'scopeRequest',
      vars: {
        firstName: nameOf.get(approver.email) || t(lang, 'mail.scopeRequest.team'),
        applicantName: `${user.firstName} ${user.surName}`,
        email: user.email,
        role: t(lang, ROLE_TITLE_KEY[ROLES.RND]),
        addedMarkets: marketsText(lang, request.countryCodes),
        addedBrands: brandsText(lang, request.brandIds),
        markets: marketsText(lang, kept.countryCodes),
        brands: brandsText(lang, kept.brandIds),
        link: portalLink(config, 'approveScope', { email: user.email, token }),
      },
    });
  }
}

/** The user and its pending request named by a live link; with `lock`, both rows stay locked. */
async function linkedRequest(tx: DbOrTx, email: string, token: string, lock = false) {
  // Locked before the link is read, so the read sees a decision that committed while we waited.
  const user = lock ? await lockUserByEmail(tx, email) : await userByEmail(tx, email);
  const link = user ? await findLinkToken(tx, 'approveScope', email, token) : undefined;
  if (!link || !user || user.id !== link.userId || user.status !== 'accepted' || user.role !== ROLES.RND)
    throw invalidLink();
  const request = await pendingRequestOf(tx, user.id, lock);
  if (!request) throw invalidLink();
  return { user, link, request };
}

/** POST /users/getscoperequest: what the approver sees before deciding. */
export async function scopeRequestDetail(
  { db, lang }: CommandContext,
  { email, token }: { email: string; token: string },
): Promise<ScopeRequestDetail> {
  const { user, request } = await linkedRequest(db, email, token);
  const current = await scopeOf(db, user.id);
  return {
    firstName: `${user.firstName} ${user.surName}`,
    email: user.email,
    roles: t(lang, ROLE_TITLE_KEY[ROLES.RND]),
    markets: marketsText(lang, current.countryCodes),
    brands: brandsText(lang, current.brandIds),
    addedMarkets: marketsText(lang, request.countryCodes),
    addedBrands: brandsText(lang, request.brandIds),
    requestedOn: request.createdAt.toISOString(),
  };
}

/**
 * POST /users/approvescoperequest and /users/rejectscoperequest: approving adds the requested markets
 * and brands to the user's scope; rejecting leaves it as it is. Either way every copy of the link is used
 * up, the user is mailed the outcome and the decision is audited, in one transaction.
 */
export async function decideScopeRequest(
  { db, config, actor, lang }: CommandContext,
  { email, token, decision }: { email: string; token: string; decision: 'approve' | 'reject' },
) {
  const approve = decision === 'approve';
  return db.transaction(async (tx) => {
    const { user, link, request } = await linkedRequest(tx, email, token, true);
    await consumeLinkTokens(tx, 'approveScope', user.id);
    const userLang = toLanguage(user.language);
    if (approve) {
      if (request.countryCodes.length)
        await tx
          .insert(userMarkets)
          .values(request.countryCodes.map((countryCode) => ({ userId: user.id, countryCode })))
          .onConflictDoNothing();
      if (request.brandIds.length)
        await tx
          .insert(userBrands)
          .values(request.brandIds.map((brandId) => ({ userId: user.id, brandId })))
          .onConflictDoNothing();
    }
    await tx
      .update(scopeRequests)
      .set({ status: approve ? 'approved' : 'rejected', decidedAt: new Date(), decidedBy: link.issuedTo })
      .where(eq(scopeRequests.id, request.id));
    const scope = await scopeOf(tx, user.id);
    await enqueueMail(tx, {
      to: user.email,
      lang: userLang,
      template: approve ? 'scopeApproved' : 'scopeRejected',
      vars: {
        firstName: user.firstName,
        markets: marketsText(userLang, scope.countryCodes),
        brands: brandsText(userLang, scope.brandIds),
        addedMarkets: marketsText(userLang, request.countryCodes),
        addedBrands: brandsText(userLang, request.brandIds),
        helpdesk: config.helpdeskEmail,
      },
    });
    await audit(
      tx,
      { ...actor, email: link.issuedTo },
      approve ? 'scope.approve' : 'scope.reject',
      'scopeRequest',
      request.id,
      { userId: user.id, markets: request.countryCodes, brandIds: request.brandIds },
    );
    return {
      statusCode: 200,
      message: t(lang, approve ? 'approval.scopeApprovedTitle' : 'approval.scopeRejectedTitle'),
    };
  });
}
