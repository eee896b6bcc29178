import { and, eq, inArray } from 'drizzle-orm';
import { ROLE_TITLE_KEY, ROLES } from '@portal/contract';
import type { Config } from '../../config';
import { theRow, type Tx } from '../../db/client';
import { scopeRequests, userBrands, userMarkets, users } from '../../db/schema';
import { audit, type Actor } from '../../platform/audit';
import { t } from '../../platform/i18n';
import { issueLinkToken, revokeLinkTokens } from '../../platform/link-tokens';
import { portalLink } from '../../platform/links';
import { enqueueMail } from '../../platform/mail';
import { approvers } from '../accounts/approvers';
import type { UserRow } from '../accounts/users';
import {
  brandsText,
  marketsText,
  pendingRequestOf,
  scopeOf,
  type Scope,
  type ScopeRequestRow,
} from './scope';

const sameSet = <T>(a: T[], b: T[]) => a.length === b.length && a.every((v) => b.includes(v));

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
