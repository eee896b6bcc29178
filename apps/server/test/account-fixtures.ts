import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES } from '@portal/contract';
import { brands, loginThrottle, userBrands, userMarkets, users } from '../src/db/schema';
import { lastMail, linkFrom, mailsTo, post, uniqueEmail, type TestContext } from './helpers';

/** Sign-up payloads and link helpers shared by the account tests (src/features/accounts/*.test.ts). */

export const APPROVER = 'approver@portal.test';
export const SECOND_APPROVER = 'second.approver@portal.test';
/** The test context's environment: two approver addresses, the second in mixed case. */
export const APPROVERS_ENV = { APPROVER_EMAILS: `${APPROVER}, Second.Approver@portal.test` };
export const INVALID_LINK = 'Incorrect URL copied or Session has expired.';
export const UNDER_PROCESS =
  'Your account creation is under process. You will receive an email after the administrator approval.';

// ---- sign-up payloads, one per role (spec 000 §3) ----

export const originatorBody = (Email: string) => ({
  Roles: ROLES.ORIGINATOR,
  Email,
  FirstName: 'Olga',
  SurName: 'Orr',
  ContactNumber: '+33-612345678',
  Company: 'Orr Architects',
  arMarkets: ['FR', 'BE'],
  arBrands: ['Peugeot', 'Citroen'],
  IsTermsAccepted: true,
});
export const rndBody = (Email: string) => ({
  Roles: ROLES.RND,
  Email,
  FirstName: 'Rita',
  SurName: 'Ng',
  arMarkets: ['FR', 'DE'],
  arBrands: ['Opel'],
});
export const hqBody = (Email: string) => ({ Roles: ROLES.HQ, Email, FirstName: 'Hugo', SurName: 'Quint' });
export const vcBody = (Email: string) => ({
  Roles: ROLES.VC,
  Email,
  FirstName: 'Vera',
  SurName: 'Cole',
  ProjectRole: 'Data Analyst',
});

/** A query parameter the link must carry. */
export function linkParam(url: URL, name: string): string {
  const value = url.searchParams.get(name);
  if (value === null) throw new Error(`no ${name} in ${url.href}`);
  return value;
}

export function temporaryPasswordFrom(text: string): string {
  const match = /Temporary password: (\S+)/.exec(text);
  if (!match?.[1]) throw new Error('no temporary password in mail');
  return match[1];
}

/** The helpers that call the app, for the test file's context (read when called: it is set in beforeAll). */
export function accountFixtures(current: () => TestContext) {
  const signUp = (body: object) => post(current(), '/users/createaccount', body);

  async function userRow(email: string) {
    const [row] = await current().database.db.select().from(users).where(eq(users.email, email));
    return row;
  }

  async function marketsAndBrands(userId: number) {
    const { db } = current().database;
    const markets = await db
      .select({ code: userMarkets.countryCode })
      .from(userMarkets)
      .where(eq(userMarkets.userId, userId));
    const brandNames = await db
      .select({ name: brands.name })
      .from(userBrands)
      .innerJoin(brands, eq(brands.id, userBrands.brandId))
      .where(eq(userBrands.userId, userId));
    return { markets: markets.map((m) => m.code).sort(), brands: brandNames.map((b) => b.name).sort() };
  }

  /** The approval link mailed to one approver for one applicant. */
  async function approvalLink(approver: string, applicant: string) {
    const mail = (await mailsTo(current(), approver)).find((m) => m.text.includes(`(${applicant})`));
    if (!mail) throw new Error(`no approval mail for ${applicant} to ${approver}`);
    const url = linkFrom(mail.text);
    return { url, Email: linkParam(url, 'email'), Token: linkParam(url, 'token') };
  }

  /** Signs up an applicant and returns the link mailed to the first approver. */
  async function pendingApplicant(body: (email: string) => object = rndBody) {
    const email = uniqueEmail('applicant');
    const res = await signUp(body(email));
    expect(res.statusCode).toBe(200);
    return { email, link: await approvalLink(APPROVER, email) };
  }

  async function resetLink(email: string) {
    const res = await post(current(), '/users/forgotpassword', { Email: email });
    expect(res.json()).toEqual({ isUserActivated: 4 });
    const url = linkFrom((await lastMail(current(), email)).text);
    return linkParam(url, 'token');
  }

  const resetPassword = (Email: string, NewPassword: string, token?: string) =>
    post(current(), '/users/changepassword', { Email, NewPassword }, token);

  const login = (Email: string, Password: string, DeviceName = 'device-a') =>
    post(current(), '/users/authenticate', { Email, Password, DeviceName });

  async function lock(email: string) {
    await current()
      .database.db.insert(loginThrottle)
      .values({ email, failedCount: 0, lockedUntil: new Date(Date.now() + 15 * 60_000) })
      .onConflictDoUpdate({
        target: loginThrottle.email,
        set: { lockedUntil: new Date(Date.now() + 15 * 60_000) },
      });
  }

  return {
    signUp,
    userRow,
    marketsAndBrands,
    approvalLink,
    pendingApplicant,
    resetLink,
    resetPassword,
    login,
    lock,
  };
}
