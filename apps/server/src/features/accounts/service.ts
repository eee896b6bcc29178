import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  NON_PSA_BRAND,
  ROLE_TITLE_KEY,
  ROLES,
  toLanguage,
  type ApprovalDetail,
  type CreateAccountBody,
  type Language,
  type Role,
  type UserRecord,
} from '@portal/contract';
import type { Config } from '../../config';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { brands, countries, userBrands, userMarkets, users } from '../../db/schema';
import { audit, type Actor } from '../../platform/audit';
import { createSession, revokeUserSessions, type AuthContext } from '../../platform/auth';
import { badRequest, refused } from '../../platform/errors';
import { countryText, t } from '../../platform/i18n';
import { consumeLinkTokens, findLinkToken, issueLinkToken } from '../../platform/link-tokens';
import { portalLink } from '../../platform/links';
import { enqueueMail } from '../../platform/mail';
import { hashPassword, passwordProblem, temporaryPassword, verifyPassword } from '../../platform/passwords';
import {
  clearFailures,
  invalidLink,
  isLocked,
  lockUserByEmail,
  recordFailure,
  toUserRecord,
  userByEmail,
  type UserRow,
} from './users';

type SignUp = Extract<CreateAccountBody, object> & Record<string, unknown>;

/** Checks the market codes and brand names against the reference tables; returns their keys. */
export async function resolveMarketsAndBrands(db: DbOrTx, marketCodes: string[], brandNames: string[]) {
  const codes = [...new Set(marketCodes.map((c) => c.toUpperCase()))];
  const names = [...new Set(brandNames)];
  const fields: Record<string, string> = {};
  const foundCountries = codes.length
    ? await db.select({ code: countries.code }).from(countries).where(inArray(countries.code, codes))
    : [];
  if (foundCountries.length !== codes.length) fields.arMarkets = 'validation.unknownCountry';
  const foundBrands = names.length
    ? await db
        .select({ id: brands.id, name: brands.name })
        .from(brands)
        .where(and(inArray(brands.name, names), ne(brands.name, NON_PSA_BRAND)))
    : [];
  if (foundBrands.length !== names.length) fields.arBrands = 'validation.unknownBrand';
  if (Object.keys(fields).length) throw badRequest('validation.invalid', fields);
  return { countryCodes: codes, brandIds: foundBrands.map((b) => b.id) };
}

export async function replaceMarketsAndBrands(
  tx: Tx,
  userId: number,
  countryCodes: string[],
  brandIds: number[],
) {
  await tx.delete(userMarkets).where(eq(userMarkets.userId, userId));
  await tx.delete(userBrands).where(eq(userBrands.userId, userId));
  if (countryCodes.length)
    await tx.insert(userMarkets).values(countryCodes.map((countryCode) => ({ userId, countryCode })));
  if (brandIds.length) await tx.insert(userBrands).values(brandIds.map((brandId) => ({ userId, brandId })));
}

export interface Approver {
  email: string;
  lang: Language;
  /** The member's first name; null for an APPROVER_EMAILS address or the help desk (no account). */
  firstName: string | null;
}

/** Who receives the approval links: accepted Validation Center Team members and APPROVER_EMAILS. */
export async function approvers(tx: DbOrTx, config: Config): Promise<Approver[]> {
  const vc = await tx
    .select({ email: users.email, language: users.language, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.role, ROLES.VC), eq(users.status, 'accepted')));
  const list = new Map<string, Approver>(
    vc.map((u) => [u.email, { email: u.email, lang: toLanguage(u.language), firstName: u.firstName }]),
  );
  for (const email of config.approverEmails)
    if (!list.has(email)) list.set(email, { email, lang: 'en', firstName: null });
  // Nobody to approve yet (a brand-new installation): the help desk receives the request.
  if (list.size === 0)
    list.set(config.helpdeskEmail, { email: config.helpdeskEmail, lang: 'en', firstName: null });
  return [...list.values()];
}

/** How a mail greets an approver: by first name, or as the team when the address has no account. */
export const approverGreeting = (approver: Approver) =>
  approver.firstName || t(approver.lang, 'request.teamName');

/** POST /users/createaccount: a pending account without a password, and a link to every approver. */
export async function createAccount(db: Db, config: Config, body: SignUp, actor: Actor, lang: Language) {
  const marketCodes = 'arMarkets' in body ? (body.arMarkets as string[]) : [];
  const brandNames = 'arBrands' in body ? (body.arBrands as string[]) : [];
  const { countryCodes, brandIds } = await resolveMarketsAndBrands(db, marketCodes, brandNames);
  const email = body.Email as string;
  const role = body.Roles as Role;

  return db.transaction(async (tx) => {
    const existing = await userByEmail(tx, email);
    if (existing && existing.status !== 'rejected') throw refused('signup.emailExists');
    const values = {
      email,
      firstName: body.FirstName as string,
      surName: body.SurName as string,
      role,
      projectRole: role === ROLES.VC ? (body.ProjectRole as string) : null,
      company: role === ROLES.ORIGINATOR ? (body.Company as string) : '',
      contactNumber: role === ROLES.ORIGINATOR ? (body.ContactNumber as string) : '',
      status: 'pending' as const,
      passwordHash: null,
      isFirstTimeLogin: false,
      termsAcceptedAt: role === ROLES.ORIGINATOR ? new Date() : null,
      language: lang,
      decidedAt: null,
      decidedBy: null,
      updatedAt: new Date(),
    };
    // A rejected applicant may apply again: the old row becomes the new application.
    const [user] = existing
      ? await tx.update(users).set(values).where(eq(users.id, existing.id)).returning()
      : await tx.insert(users).values(values).returning();
    await replaceMarketsAndBrands(tx, user!.id, countryCodes, brandIds);
    for (const approver of await approvers(tx, config)) {
      const token = await issueLinkToken(tx, 'approveUser', {
        email,
        userId: user!.id,
        issuedTo: approver.email,
      });
      const link = portalLink(config, 'approveAccount', { email, token });
      await enqueueMail(tx, {
        to: approver.email,
        lang: approver.lang,
        template: 'approvalRequest',
        vars: {
          // The greeting is for the approver; the body names the applicant.
          firstName: approverGreeting(approver),
          applicantFirstName: user!.firstName,
          applicantSurName: user!.surName,
          email,
          role: t(approver.lang, ROLE_TITLE_KEY[role]),
          link,
        },
      });
    }
    await audit(tx, actor, 'account.signUp', 'user', user!.id, { role });
    return { statusCode: 200, message: t(lang, 'signup.underProcess') };
  });
}

/** POST /users/getaccountdetail/: 1 when an account with this address exists (spec 000 §4). */
export async function accountExists(db: Db, email: string): Promise<number> {
  return (await userByEmail(db, email)) ? 1 : 0;
}

/** The applicant named by a live approval link; with `lock`, the account row stays locked (see lockUserByEmail). */
async function pendingApplicant(tx: DbOrTx, email: string, token: string, lock = false) {
  // Locked before the link is read, so the read sees a decision that committed while we waited.
  const user = lock ? await lockUserByEmail(tx, email) : await userByEmail(tx, email);
  const link = user ? await findLinkToken(tx, 'approveUser', email, token) : undefined;
  if (!link || !user || user.id !== link.userId || user.status !== 'pending') throw invalidLink();
  return { user, link };
}

/** POST /users/getapprove/: what the approver sees before deciding. */
export async function approvalDetail(
  db: Db,
  email: string,
  token: string,
  lang: Language,
): Promise<ApprovalDetail> {
  const { user } = await pendingApplicant(db, email, token);
  const markets = await db
    .select({ code: userMarkets.countryCode })
    .from(userMarkets)
    .where(eq(userMarkets.userId, user.id));
  // Country names in the reader's language, in that language's order.
  const names = markets.map((m) => countryText(lang, m.code)).sort((a, b) => a.localeCompare(b, lang));
  return {
    roles: t(lang, ROLE_TITLE_KEY[user.role as Role]),
    firstName: `${user.firstName} ${user.surName}`,
    siteName: user.siteName || user.company,
    city: user.city,
    countries: names.join(', '),
  };
}

/** POST /users/approveuser and /users/rejectuser: the decision consumes every copy of the link. */
export async function decide(
  db: Db,
  config: Config,
  email: string,
  token: string,
  approve: boolean,
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    const { user, link } = await pendingApplicant(tx, email, token, true);
    await consumeLinkTokens(tx, 'approveUser', user.id);
    const lang = toLanguage(user.language);
    const decidedBy = link.issuedTo;
    if (approve) {
      const password = temporaryPassword();
      await tx
        .update(users)
        .set({
          status: 'accepted',
          passwordHash: await hashPassword(password),
          isFirstTimeLogin: true,
          decidedAt: new Date(),
          decidedBy,
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id));
      await enqueueMail(tx, {
        to: user.email,
        lang,
        template: 'accountApproved',
        vars: { firstName: user.firstName, email: user.email, password, link: portalLink(config, 'login') },
      });
    } else {
      await tx
        .update(users)
        .set({ status: 'rejected', decidedAt: new Date(), decidedBy, updatedAt: new Date() })
        .where(eq(users.id, user.id));
      await enqueueMail(tx, {
        to: user.email,
        lang,
        template: 'accountRejected',
        vars: { firstName: user.firstName, helpdesk: config.helpdeskEmail },
      });
    }
    await audit(
      tx,
      { ...actor, email: decidedBy },
      approve ? 'account.approve' : 'account.reject',
      'user',
      user.id,
    );
    return { statusCode: 200, message: approve ? 'Approved' : 'Rejected' };
  });
}

/** POST /users/forgotpassword: isUserActivated 4 mail sent, 3 locked, 2 not accepted, 0 unknown (spec 000 §4). */
export async function forgotPassword(db: Db, config: Config, email: string, actor: Actor): Promise<number> {
  const user = await userByEmail(db, email);
  if (!user) return 0;
  if (user.status !== 'accepted') return 2;
  if (await isLocked(db, email)) return 3;
  await db.transaction(async (tx) => {
    await consumeLinkTokens(tx, 'resetPassword', user.id);
    const token = await issueLinkToken(tx, 'resetPassword', { email, userId: user.id });
    const link = portalLink(config, 'resetPassword', { email, token });
    await enqueueMail(tx, {
      to: email,
      lang: toLanguage(user.language),
      template: 'passwordReset',
      vars: { firstName: user.firstName, link, minutes: 60 },
    });
    await audit(tx, actor, 'account.passwordResetRequested', 'user', user.id);
  });
  return 4;
}

function checkNewPassword(email: string, newPassword: string, current?: string) {
  if (current !== undefined && newPassword === current) throw refused('password.sameAsOld');
  const problem = passwordProblem(email, newPassword);
  if (problem) throw refused(problem);
}

/** POST /users/changepassword: reset by the mailed link (the token arrives as the bearer). */
export async function resetPassword(
  db: Db,
  email: string,
  newPassword: string,
  linkToken: string | undefined,
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    // Locked before the link is read: of two simultaneous uses of one link, the second finds it used.
    const user = linkToken ? await lockUserByEmail(tx, email) : undefined;
    const link = user && linkToken ? await findLinkToken(tx, 'resetPassword', email, linkToken) : undefined;
    if (!link || !user || user.id !== link.userId || user.status !== 'accepted') throw invalidLink();
    checkNewPassword(email, newPassword);
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(newPassword), isFirstTimeLogin: false, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await consumeLinkTokens(tx, 'resetPassword', user.id);
    await revokeUserSessions(tx, user.id);
    await clearFailures(tx, email);
    await audit(tx, { ...actor, userId: user.id, email }, 'account.passwordReset', 'user', user.id);
    return { statusCode: 200, message: 'Password changed' };
  });
}

/**
 * Shared by the first-time change and the signed-in change: the current password must be right and the
 * account `eligible`. A refusal counts towards the lockout, so that count is committed before it is thrown;
 * the hash is checked for an unknown or ineligible account too, so the time taken tells nothing either.
 */
async function verifyCurrentPassword(
  db: Db,
  email: string,
  current: string,
  refusal: { wrong: string; eligible: (user: UserRow) => boolean } = {
    wrong: 'password.currentWrong',
    eligible: () => true,
  },
): Promise<UserRow> {
  const outcome = await db.transaction(async (tx): Promise<{ user: UserRow } | { refusal: string }> => {
    if (await isLocked(tx, email)) return { refusal: 'login.locked' };
    const user = await userByEmail(tx, email);
    const right = await verifyPassword(user?.passwordHash, current);
    if (!user || user.status !== 'accepted' || !right || !refusal.eligible(user)) {
      const locked = await recordFailure(tx, email);
      return { refusal: locked ? 'login.locked' : refusal.wrong };
    }
    return { user };
  });
  if ('refusal' in outcome) throw refused(outcome.refusal);
  return outcome.user;
}

/**
 * POST /users/changefirsttimepassword. Called with the first-time session (after the code) it answers
 * a full session; called without one (not logged in) it only changes the password.
 *
 * Anyone may call it, so it must not tell a right current password from a wrong one (issue 20 §7.6): the new
 * password's rules are checked first, whatever the current one; a wrong current password and a right one
 * of an account past its first login get one answer (same status, message, lockout count and work).
 */
export async function changeFirstTimePassword(
  db: Db,
  body: { Email: string; Password: string; NewPassword: string },
  auth: AuthContext | null,
  actor: Actor,
): Promise<{ statusCode: number; message: string } & Partial<UserRecord>> {
  checkNewPassword(body.Email, body.NewPassword, body.Password);
  const account = await verifyCurrentPassword(db, body.Email, body.Password, {
    wrong: 'password.firstTimeRefused',
    eligible: (user) => user.isFirstTimeLogin,
  });
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        passwordHash: await hashPassword(body.NewPassword),
        isFirstTimeLogin: false,
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, account.id), eq(users.isFirstTimeLogin, true)))
      .returning();
    // Another call changed it since it was checked: the same answer as for an account past its first login.
    if (!updated) throw refused('password.firstTimeRefused');
    await revokeUserSessions(tx, account.id);
    await clearFailures(tx, body.Email);
    await audit(
      tx,
      { ...actor, userId: account.id, email: account.email },
      'account.firstTimePasswordChange',
      'user',
      account.id,
    );
    if (auth && auth.kind === 'firstTime' && auth.userId === account.id) {
      const { token } = await createSession(tx, account.id, 'full', { ip: actor.ip });
      return { statusCode: 200, message: 'Password changed', ...toUserRecord(updated, token) };
    }
    return { statusCode: 200, message: 'Password changed' };
  });
}

/** POST /users/changeuserpassword (spec 002): the signed-in user's own password; other sessions end. */
export async function changeOwnPassword(
  db: Db,
  auth: AuthContext,
  body: { Email: string; Password: string; NewPassword: string },
  actor: Actor,
) {
  if (body.Email !== auth.email) throw refused('password.otherAccount');
  await verifyCurrentPassword(db, auth.email, body.Password);
  checkNewPassword(auth.email, body.NewPassword, body.Password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(body.NewPassword), updatedAt: new Date() })
      .where(eq(users.id, auth.userId));
    await revokeUserSessions(tx, auth.userId, auth.sessionId);
    await audit(tx, actor, 'account.passwordChange', 'user', auth.userId);
  });
  return { statusCode: 200, message: 'Password changed' };
}
