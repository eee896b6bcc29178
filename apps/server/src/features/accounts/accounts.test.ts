import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLES, type Role } from '@portal/contract';
import { packs } from '@portal/contract/i18n';
import { brands, linkTokens, loginThrottle, sessions, userBrands, userMarkets, users } from '../../db/schema';
import {
  codeFrom,
  createTestContext,
  createUser,
  get,
  lastMail,
  linkFrom,
  mailsTo,
  post,
  PASSWORD,
  signIn,
  uniqueEmail,
  type TestContext,
} from '../../../test/helpers';

const APPROVER = 'approver@portal.test';
const SECOND_APPROVER = 'second.approver@portal.test';
const INVALID_LINK = 'Incorrect URL copied or Session has expired.';
const UNDER_PROCESS =
  'Your account creation is under process. You will receive an email after the administrator approval.';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ APPROVER_EMAILS: `${APPROVER}, Second.Approver@portal.test` });
});
afterAll(() => ctx.close());

// ---- sign-up payloads, one per role (spec 000 §3) ----

const originatorBody = (Email: string) => ({
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
const rndBody = (Email: string) => ({
  Roles: ROLES.RND,
  Email,
  FirstName: 'Rita',
  SurName: 'Ng',
  arMarkets: ['FR', 'DE'],
  arBrands: ['Opel'],
});
const hqBody = (Email: string) => ({ Roles: ROLES.HQ, Email, FirstName: 'Hugo', SurName: 'Quint' });
const vcBody = (Email: string) => ({
  Roles: ROLES.VC,
  Email,
  FirstName: 'Vera',
  SurName: 'Cole',
  ProjectRole: 'Data Analyst',
});

const signUp = (body: object) => post(ctx, '/users/createaccount', body);

async function userRow(email: string) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

async function marketsAndBrands(userId: number) {
  const markets = await ctx.database.db
    .select({ code: userMarkets.countryCode })
    .from(userMarkets)
    .where(eq(userMarkets.userId, userId));
  const brandNames = await ctx.database.db
    .select({ name: brands.name })
    .from(userBrands)
    .innerJoin(brands, eq(brands.id, userBrands.brandId))
    .where(eq(userBrands.userId, userId));
  return { markets: markets.map((m) => m.code).sort(), brands: brandNames.map((b) => b.name).sort() };
}

/** The approval link mailed to one approver for one applicant. */
async function approvalLink(approver: string, applicant: string) {
  const mail = (await mailsTo(ctx, approver)).find((m) => m.text.includes(`(${applicant})`));
  if (!mail) throw new Error(`no approval mail for ${applicant} to ${approver}`);
  const url = linkFrom(mail.text);
  return { url, Email: url.searchParams.get('email')!, Token: url.searchParams.get('token')! };
}

/** Signs up an applicant and returns the link mailed to the first approver. */
async function pendingApplicant(body: (email: string) => object = rndBody) {
  const email = uniqueEmail('applicant');
  const res = await signUp(body(email));
  expect(res.statusCode).toBe(200);
  return { email, link: await approvalLink(APPROVER, email) };
}

function temporaryPasswordFrom(text: string): string {
  const match = /Temporary password: (\S+)/.exec(text);
  if (!match) throw new Error('no temporary password in mail');
  return match[1]!;
}

async function resetLink(email: string) {
  const res = await post(ctx, '/users/forgotpassword', { Email: email });
  expect(res.json()).toEqual({ isUserActivated: 4 });
  const url = linkFrom((await lastMail(ctx, email)).text);
  return url.searchParams.get('token')!;
}

const resetPassword = (Email: string, NewPassword: string, token?: string) =>
  post(ctx, '/users/changepassword', { Email, NewPassword }, token);

const login = (Email: string, Password: string, DeviceName = 'device-a') =>
  post(ctx, '/users/authenticate', { Email, Password, DeviceName });

async function lock(email: string) {
  await ctx.database.db
    .insert(loginThrottle)
    .values({ email, failedCount: 0, lockedUntil: new Date(Date.now() + 15 * 60_000) })
    .onConflictDoUpdate({
      target: loginThrottle.email,
      set: { lockedUntil: new Date(Date.now() + 15 * 60_000) },
    });
}

describe('lookups', () => {
  it('GET /users/getmarkets lists the countries with phone prefixes and the 47-country EE cluster', async () => {
    const res = await get(ctx, '/users/getmarkets');
    expect(res.statusCode).toBe(200);
    const markets = res.json() as {
      countryCode: string;
      market_country: string;
      phonePrefix: string;
      isEECluster: boolean;
    }[];
    expect(markets.filter((m) => m.isEECluster)).toHaveLength(47);
    expect(markets.find((m) => m.countryCode === 'FR')).toEqual({
      countryCode: 'FR',
      market_country: 'France',
      phonePrefix: '+33',
      isEECluster: true,
    });
    expect(markets.find((m) => m.countryCode === 'MA')).toMatchObject({
      phonePrefix: '+212',
      isEECluster: false,
    });
    for (const m of markets) expect(m.phonePrefix).toMatch(/^\+\d{1,4}$/);
    // Sorted by name for the select lists.
    const labels = markets.map((m) => m.market_country);
    expect(labels).toEqual([...labels].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("GET /users/getbrands lists the brands without 'Non-PSA Brand'", async () => {
    const res = await get(ctx, '/users/getbrands');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { brand_id: number; brand_name: string; colour: string }[];
    const names = list.map((b) => b.brand_name);
    expect(names).not.toContain('Non-PSA Brand');
    expect(names).toEqual(expect.arrayContaining(['Peugeot', 'Citroen', 'Opel', 'Fiat', 'DS Automobiles']));
    expect(list).toHaveLength(25);
    expect(list.find((b) => b.brand_name === 'Peugeot')).toEqual({
      brand_id: 2,
      brand_name: 'Peugeot',
      colour: '#1A1A1A',
    });
  });

  it('GET /users/getcontracttypes lists the contract types by brandName (spec 000 §3), ids beside', async () => {
    const res = await get(ctx, '/users/getcontracttypes');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { contractTypeId: 1, brandName: 'Sales and After-Sales' },
      { contractTypeId: 2, brandName: 'Sales Only' },
      { contractTypeId: 3, brandName: 'After-Sales Only' },
      { contractTypeId: 4, brandName: 'Sales Agent' },
      { contractTypeId: 5, brandName: 'Used Vehicles Only' },
    ]);
  });

  it('the lookups need no session', async () => {
    for (const path of ['/users/getmarkets', '/users/getbrands', '/users/getcontracttypes'])
      expect((await get(ctx, path, 'not-a-session')).statusCode).toBe(200);
  });
});

describe('POST /users/createaccount', () => {
  it('creates a pending Project Originator account without a password, with its phone, company, markets, brands and terms', async () => {
    const email = uniqueEmail('orig');
    const res = await signUp(originatorBody(email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, message: UNDER_PROCESS });
    const row = (await userRow(email))!;
    expect(row).toMatchObject({
      role: ROLES.ORIGINATOR,
      status: 'pending',
      passwordHash: null,
      isFirstTimeLogin: false,
      firstName: 'Olga',
      surName: 'Orr',
      company: 'Orr Architects',
      contactNumber: '+33-612345678',
      projectRole: null,
    });
    expect(row.termsAcceptedAt).toBeInstanceOf(Date);
    expect(await marketsAndBrands(row.id)).toEqual({ markets: ['BE', 'FR'], brands: ['Citroen', 'Peugeot'] });
  });

  it('creates a pending Retail Network Development account with its markets and brands', async () => {
    const email = uniqueEmail('rnd');
    expect((await signUp(rndBody(email))).statusCode).toBe(200);
    const row = (await userRow(email))!;
    expect(row).toMatchObject({ role: ROLES.RND, status: 'pending', passwordHash: null, company: '' });
    expect(await marketsAndBrands(row.id)).toEqual({ markets: ['DE', 'FR'], brands: ['Opel'] });
  });

  it('creates a pending HQ/Management account from names alone', async () => {
    const email = uniqueEmail('hq');
    expect((await signUp(hqBody(email))).statusCode).toBe(200);
    const row = (await userRow(email))!;
    expect(row).toMatchObject({ role: ROLES.HQ, status: 'pending', passwordHash: null });
    expect(await marketsAndBrands(row.id)).toEqual({ markets: [], brands: [] });
  });

  it('creates a pending Validation Center Team account with its project role', async () => {
    const email = uniqueEmail('vc');
    expect((await signUp(vcBody(email))).statusCode).toBe(200);
    expect(await userRow(email)).toMatchObject({
      role: ROLES.VC,
      status: 'pending',
      passwordHash: null,
      projectRole: 'Data Analyst',
    });
  });

  it('stores the address in lower case and ignores unknown fields', async () => {
    const email = uniqueEmail('mixed');
    const res = await signUp({ ...hqBody(email.toUpperCase()), status: 'accepted', Password: 'x' });
    expect(res.statusCode).toBe(200);
    expect(await userRow(email)).toMatchObject({ status: 'pending', passwordHash: null });
  });

  it("answers, and later mails the applicant, in the sign-up's language", async () => {
    const email = uniqueEmail('francais');
    const res = await post(ctx, '/users/createaccount', hqBody(email), undefined, {
      'accept-language': 'fr-FR,fr;q=0.9',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(packs.fr['signup.underProcess']);
    expect(packs.fr['signup.underProcess']).not.toBe(UNDER_PROCESS);
    const { Email, Token } = await approvalLink(APPROVER, email);
    expect((await post(ctx, '/users/approveuser', { Email, Token })).statusCode).toBe(200);
    expect((await lastMail(ctx, email)).subject).toBe(packs.fr['mail.accountApproved.subject']);
  });

  it('a pending account cannot sign in', async () => {
    const email = uniqueEmail('pending');
    await signUp(hqBody(email));
    const res = await login(email, PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid email or password.');
    const row = (await userRow(email))!;
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, row.id))).toEqual([]);
  });

  it('names every missing field of a Project Originator', async () => {
    const email = uniqueEmail('incomplete');
    const res = await signUp({ Roles: ROLES.ORIGINATOR, Email: email });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      FirstName: 'this field is required',
      SurName: 'this field is required',
      ContactNumber: 'this field is required',
      Company: 'this field is required',
      arMarkets: 'Select at least one country!',
      arBrands: 'Select at least one brand!',
      IsTermsAccepted: 'Please read and accept the terms first.',
    });
    expect(await userRow(email)).toBeUndefined();
  });

  it('refuses a Project Originator who has not accepted the terms, or gives a bad phone number', async () => {
    const email = uniqueEmail('terms');
    const noTerms = await signUp({ ...originatorBody(email), IsTermsAccepted: false });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().fields).toEqual({ IsTermsAccepted: 'Please read and accept the terms first.' });
    const badPhone = await signUp({ ...originatorBody(email), ContactNumber: '01 23 (45)' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().fields).toEqual({ ContactNumber: 'Only digits, "-" and "+" are allowed.' });
    const blank = await signUp({ ...originatorBody(email), Company: '   ', ContactNumber: '' });
    expect(blank.json().fields).toEqual({
      Company: 'this field is required',
      ContactNumber: 'this field is required',
    });
    expect(await userRow(email)).toBeUndefined();
  });

  it('needs at least one brand and one country for Retail Network Development', async () => {
    const email = uniqueEmail('rndempty');
    const empty = await signUp({ ...rndBody(email), arMarkets: [], arBrands: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      arMarkets: 'Select at least one country!',
      arBrands: 'Select at least one brand!',
    });
    const missing = await signUp({ Roles: ROLES.RND, Email: email, FirstName: 'A', SurName: 'B' });
    expect(missing.json().fields).toEqual({
      arMarkets: 'Select at least one country!',
      arBrands: 'Select at least one brand!',
    });
    expect(await userRow(email)).toBeUndefined();
  });

  it('needs a known project role for Validation Center Team', async () => {
    const email = uniqueEmail('vcnorole');
    const { ProjectRole: _omitted, ...withoutRole } = vcBody(email);
    const missing = await signUp(withoutRole);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ ProjectRole: 'Choose a project role.' });
    const unknown = await signUp({ ...vcBody(email), ProjectRole: 'Supreme Leader' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ ProjectRole: 'Choose a project role.' });
    expect(await userRow(email)).toBeUndefined();
  });

  it('needs first name, surname and a valid email for every role', async () => {
    for (const body of [originatorBody, rndBody, hqBody, vcBody]) {
      const res = await signUp({ ...body('not-an-email'), FirstName: '', SurName: ' ' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toMatchObject({
        Email: 'email is not valid',
        FirstName: 'this field is required',
        SurName: 'this field is required',
      });
    }
    const noEmail = await signUp({ ...hqBody(''), Email: undefined });
    expect(noEmail.json().fields).toEqual({ Email: 'this field is required' });
  });

  it("refuses the 'Retail Location' role and any unknown role", async () => {
    for (const Roles of [ROLES.RETAIL, 'Administrator', undefined]) {
      const email = uniqueEmail('retail');
      const res = await signUp({ ...originatorBody(email), Roles });
      expect(res.statusCode).toBe(400);
      expect(Object.values(res.json().fields)).toContain('Choose a role.');
      expect(await userRow(email)).toBeUndefined();
    }
  });

  it('refuses an unknown brand or country with 400 and creates nothing, mails nobody', async () => {
    const before = (await mailsTo(ctx)).length;
    const email = uniqueEmail('unknownref');
    const brand = await signUp({ ...rndBody(email), arBrands: ['Opel', 'Trabant'] });
    expect(brand.statusCode).toBe(400);
    expect(brand.json().fields).toEqual({ arBrands: 'Unknown brand.' });
    const nonPsa = await signUp({ ...rndBody(email), arBrands: ['Non-PSA Brand'] });
    expect(nonPsa.json().fields).toEqual({ arBrands: 'Unknown brand.' });
    const country = await signUp({ ...originatorBody(email), arMarkets: ['FR', 'ZZ'] });
    expect(country.statusCode).toBe(400);
    expect(country.json().fields).toEqual({ arMarkets: 'Unknown country.' });
    expect(await userRow(email)).toBeUndefined();
    expect((await mailsTo(ctx)).length).toBe(before);
  });

  it("answers 405 'Email address already exists' for a pending or accepted address, and changes nothing", async () => {
    const pending = uniqueEmail('dup');
    await signUp(hqBody(pending));
    const accepted = await createUser(ctx, { role: ROLES.HQ });
    for (const email of [pending, accepted.email, accepted.email.toUpperCase()]) {
      const before = (await mailsTo(ctx)).length;
      const res = await signUp({ ...rndBody(email), FirstName: 'Intruder' });
      expect(res.statusCode).toBe(405);
      expect(res.json()).toEqual({
        statusCode: 405,
        error: 'Method Not Allowed',
        message: 'Email address already exists',
      });
      expect((await mailsTo(ctx)).length).toBe(before);
    }
    expect(await userRow(pending)).toMatchObject({ role: ROLES.HQ, firstName: 'Hugo' });
    expect(await userRow(accepted.email)).toMatchObject({ status: 'accepted', firstName: 'Test' });
  });

  it('lets a rejected applicant apply again', async () => {
    const rejected = await createUser(ctx, { role: ROLES.HQ, status: 'rejected', password: null });
    const res = await signUp(rndBody(rejected.email));
    expect(res.statusCode).toBe(200);
    const row = (await userRow(rejected.email))!;
    expect(row).toMatchObject({ id: rejected.id, status: 'pending', role: ROLES.RND, firstName: 'Rita' });
    expect(await marketsAndBrands(row.id)).toEqual({ markets: ['DE', 'FR'], brands: ['Opel'] });
    // The new application gets fresh approval links.
    const link = await approvalLink(APPROVER, rejected.email);
    expect((await post(ctx, '/users/getapprove', link)).statusCode).toBe(200);
  });
});

describe('approval mails', () => {
  it('every accepted Validation Center Team member and every APPROVER_EMAILS address gets its own link', async () => {
    const vc = await createUser(ctx, { role: ROLES.VC, projectRole: 'Validator' });
    await ctx.database.db.update(users).set({ firstName: 'Valentina' }).where(eq(users.id, vc.id));
    const pendingVc = await createUser(ctx, { role: ROLES.VC, status: 'pending', password: null });
    const hq = await createUser(ctx, { role: ROLES.HQ });
    const email = uniqueEmail('mailed');
    await signUp(originatorBody(email));

    const tokens = new Set<string>();
    for (const approver of [APPROVER, SECOND_APPROVER, vc.email]) {
      const mail = (await mailsTo(ctx, approver)).find((m) => m.text.includes(`(${email})`))!;
      expect(mail.subject).toBe('Account request: Olga Orr');
      // The approver is greeted (by first name, or as the team for an address without account), never the applicant.
      expect(mail.text.split('\n')[0]).toBe(
        approver === vc.email ? 'Hello Valentina,' : 'Hello Validation Center Team,',
      );
      expect(mail.text).toContain('Olga Orr (');
      expect(mail.text).toContain('Project Originator (Investor / Architect)');
      const url = linkFrom(mail.text);
      expect(url.origin + url.pathname).toBe('http://portal.test/user/approveuserRequest');
      expect(url.searchParams.get('email')).toBe(email);
      const token = url.searchParams.get('token')!;
      expect(token).toMatch(/^[\w-]{43}$/);
      tokens.add(token);
      expect(mail.html).toContain(`<a href="${url.href.replace(/&/g, '&amp;')}"`);
    }
    expect(tokens.size).toBe(3);
    // Not to a pending VC applicant, not to other roles.
    for (const other of [pendingVc.email, hq.email])
      expect((await mailsTo(ctx, other)).filter((m) => m.text.includes(email))).toEqual([]);
    // Every copy is valid; only hashes are stored.
    const applicant = (await userRow(email))!;
    const rows = await ctx.database.db
      .select()
      .from(linkTokens)
      .where(and(eq(linkTokens.userId, applicant.id), eq(linkTokens.purpose, 'approveUser')));
    expect(rows.map((r) => r.issuedTo).sort()).toEqual([APPROVER, SECOND_APPROVER, vc.email].sort());
    for (const token of tokens) {
      expect(rows.some((r) => r.tokenHash === token)).toBe(false);
      expect((await post(ctx, '/users/getapprove', { Email: email, Token: token })).statusCode).toBe(200);
    }
    // Valid for 7 days.
    for (const r of rows) {
      const days = (r.expiresAt.getTime() - r.createdAt.getTime()) / 86_400_000;
      expect(days).toBeCloseTo(7, 2);
    }
  });

  describe('with no approver at all', () => {
    let empty: TestContext;
    beforeAll(async () => {
      empty = await createTestContext();
    });
    afterAll(() => empty.close());

    it('the help desk address receives the link', async () => {
      const email = uniqueEmail('first');
      expect((await post(empty, '/users/createaccount', vcBody(email))).statusCode).toBe(200);
      const mails = await mailsTo(empty);
      expect(mails.map((m) => m.toAddress)).toEqual(['helpdesk@portal.test']);
      const url = linkFrom(mails[0]!.text);
      expect(url.pathname).toBe('/user/approveuserRequest');
      const res = await post(empty, '/users/approveuser', {
        Email: url.searchParams.get('email'),
        Token: url.searchParams.get('token'),
      });
      expect(res.statusCode).toBe(200);
    });
  });
});

describe('POST /users/getaccountdetail', () => {
  it('answers 1 for an existing account (any status) and 0 otherwise', async () => {
    const pending = uniqueEmail('detail');
    await signUp(hqBody(pending));
    const accepted = await createUser(ctx);
    expect((await post(ctx, '/users/getaccountdetail', { email: pending })).json()).toBe(1);
    expect((await post(ctx, '/users/getaccountdetail', { Email: accepted.email })).json()).toBe(1);
    expect((await post(ctx, '/users/getaccountdetail', { email: pending.toUpperCase() })).json()).toBe(1);
    expect((await post(ctx, '/users/getaccountdetail', { email: 'nobody@example.test' })).json()).toBe(0);
    expect((await post(ctx, '/users/getaccountdetail', { email: 'nope' })).statusCode).toBe(400);
  });
});

describe('POST /users/getapprove', () => {
  it('shows the applicant: role title, name, site, city and countries', async () => {
    const rnd = await pendingApplicant(rndBody);
    const res = await post(ctx, '/users/getapprove', rnd.link);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      roles: 'Country Retail Network Development Team, NSC / Importers',
      firstName: 'Rita Ng',
      siteName: '',
      city: '',
      countries: 'France, Germany',
    });
    const orig = await pendingApplicant(originatorBody);
    expect((await post(ctx, '/users/getapprove', orig.link)).json()).toEqual({
      roles: 'Project Originator (Investor / Architect)',
      firstName: 'Olga Orr',
      siteName: 'Orr Architects',
      city: '',
      countries: 'Belgium, France',
    });
    // In the reader's language, in that language's order.
    const german = await post(ctx, '/users/getapprove', orig.link, undefined, { 'accept-language': 'de' });
    expect(german.json()).toMatchObject({ countries: 'Belgien, Frankreich' });
    const french = await post(ctx, '/users/getapprove', rnd.link, undefined, { 'accept-language': 'fr' });
    expect(french.json()).toMatchObject({ countries: 'Allemagne, France' });
    expect(french.json().roles).toBe(packs.fr['role.rnd']);
  });

  it('refuses a wrong token, another email or a made-up link with 401', async () => {
    const a = await pendingApplicant();
    const b = await pendingApplicant();
    const attempts = [
      { Email: a.email, Token: 'x'.repeat(43) },
      { Email: b.email, Token: a.link.Token },
      { Email: 'nobody@example.test', Token: a.link.Token },
    ];
    for (const body of attempts) {
      const res = await post(ctx, '/users/getapprove', body);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(INVALID_LINK);
    }
    expect((await post(ctx, '/users/getapprove', { Email: a.email })).statusCode).toBe(400);
  });
});

describe('POST /users/approveuser', () => {
  it('accepts the account and mails a temporary password that signs in as a first-time user', async () => {
    const { email, link } = await pendingApplicant(originatorBody);
    const res = await post(ctx, '/users/approveuser', link);
    expect(res.statusCode).toBe(200);
    const row = (await userRow(email))!;
    expect(row).toMatchObject({ status: 'accepted', isFirstTimeLogin: true, decidedBy: APPROVER });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);

    const mail = await lastMail(ctx, email);
    expect(mail.subject).toBe('Your Store Design Portal account is approved');
    const password = temporaryPasswordFrom(mail.text);
    expect(password).toHaveLength(16);
    expect(mail.text).toContain('http://portal.test/login');

    const first = await login(email, password, 'new-laptop');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ isFirstTimeLogin: true, isOtpValidationRequired: true });
    const code = codeFrom((await lastMail(ctx, email)).text);
    const otp = await post(ctx, '/users/validateotp', { OTP: code }, first.json().token);
    expect(otp.statusCode).toBe(200);
    expect(otp.json()).toMatchObject({ email, isFirstTimeLogin: true, roles: ROLES.ORIGINATOR });
  });

  it('is single use: a second approve, or a reject with any copy of the link, answers 401', async () => {
    const { email, link } = await pendingApplicant();
    const copy = await approvalLink(SECOND_APPROVER, email);
    expect((await post(ctx, '/users/approveuser', link)).statusCode).toBe(200);
    const mailsAfterDecision = (await mailsTo(ctx, email)).length;
    for (const [path, body] of [
      ['/users/approveuser', link],
      ['/users/approveuser', copy],
      ['/users/rejectuser', link],
      ['/users/rejectuser', copy],
      ['/users/getapprove', copy],
    ] as const) {
      const res = await post(ctx, path, { Email: body.Email, Token: body.Token });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(INVALID_LINK);
    }
    expect(await userRow(email)).toMatchObject({ status: 'accepted' });
    expect((await mailsTo(ctx, email)).length).toBe(mailsAfterDecision);
  });

  it('only one of two simultaneous decisions wins', async () => {
    const { email, link } = await pendingApplicant();
    const copy = await approvalLink(SECOND_APPROVER, email);
    const [approve, reject] = await Promise.all([
      post(ctx, '/users/approveuser', link),
      post(ctx, '/users/rejectuser', copy),
    ]);
    expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 401]);
    const row = (await userRow(email))!;
    expect(row.status).toBe(approve.statusCode === 200 ? 'accepted' : 'rejected');
    expect(await mailsTo(ctx, email)).toHaveLength(1);
  });

  it('refuses an expired link with 401 and leaves the account pending', async () => {
    const { email, link } = await pendingApplicant();
    const applicant = (await userRow(email))!;
    await ctx.database.db
      .update(linkTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(linkTokens.userId, applicant.id));
    const res = await post(ctx, '/users/approveuser', link);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(INVALID_LINK);
    expect((await post(ctx, '/users/getapprove', link)).statusCode).toBe(401);
    expect(await userRow(email)).toMatchObject({ status: 'pending', passwordHash: null });
    expect(await mailsTo(ctx, email)).toEqual([]);
  });
});

describe('POST /users/rejectuser', () => {
  it('rejects the account and mails the applicant; the account cannot sign in', async () => {
    const { email, link } = await pendingApplicant();
    const res = await post(ctx, '/users/rejectuser', link);
    expect(res.statusCode).toBe(200);
    expect(await userRow(email)).toMatchObject({
      status: 'rejected',
      passwordHash: null,
      decidedBy: APPROVER,
    });
    const mail = await lastMail(ctx, email);
    expect(mail.subject).toBe('Your Store Design Portal account request');
    expect(mail.text).toContain('rejected');
    expect(mail.text).toContain('helpdesk@portal.test');
    expect((await post(ctx, '/users/approveuser', link)).statusCode).toBe(401);
    expect((await login(email, PASSWORD)).statusCode).toBe(401);
    expect((await post(ctx, '/users/forgotpassword', { Email: email })).json()).toEqual({
      isUserActivated: 2,
    });
  });
});

describe('POST /users/forgotpassword', () => {
  it('answers 4 and mails a /user/forgotPassword link for an accepted account', async () => {
    const user = await createUser(ctx);
    const res = await post(ctx, '/users/forgotpassword', { Email: user.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isUserActivated: 4 });
    const mail = await lastMail(ctx, user.email);
    expect(mail.subject).toBe('Reset your Store Design Portal password');
    const url = linkFrom(mail.text);
    expect(url.origin + url.pathname).toBe('http://portal.test/user/forgotPassword');
    expect(url.searchParams.get('email')).toBe(user.email);
    expect(url.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
  });

  it('answers 3 for a locked account, 2 for one not accepted, 0 for an unknown address, and mails nobody', async () => {
    const locked = await createUser(ctx);
    await lock(locked.email);
    const pending = await createUser(ctx, { status: 'pending', password: null });
    const rejected = await createUser(ctx, { status: 'rejected', password: null });
    const before = (await mailsTo(ctx)).length;
    const answer = async (Email: string) =>
      (await post(ctx, '/users/forgotpassword', { Email })).json().isUserActivated;
    expect(await answer(locked.email)).toBe(3);
    expect(await answer(pending.email)).toBe(2);
    expect(await answer(rejected.email)).toBe(2);
    expect(await answer('nobody@example.test')).toBe(0);
    expect((await mailsTo(ctx)).length).toBe(before);
    expect((await post(ctx, '/users/forgotpassword', { Email: 'nope' })).statusCode).toBe(400);
  });

  it('a new request makes the earlier link useless', async () => {
    const user = await createUser(ctx);
    const first = await resetLink(user.email);
    const second = await resetLink(user.email);
    expect((await resetPassword(user.email, 'Brand-new-secret-42', first)).statusCode).toBe(401);
    expect((await resetPassword(user.email, 'Brand-new-secret-42', second)).statusCode).toBe(200);
  });
});

describe('POST /users/changepassword (reset by link)', () => {
  it('refuses a missing, made-up, expired or other-address token with 401', async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const token = await resetLink(user.email);
    const cases: [string, string | undefined][] = [
      [user.email, undefined],
      [user.email, 'made-up-token'],
      [other.email, token],
    ];
    for (const [email, bearer] of cases) {
      const res = await resetPassword(email, 'Brand-new-secret-42', bearer);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(INVALID_LINK);
    }
    await ctx.database.db
      .update(linkTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(linkTokens.userId, user.id));
    expect((await resetPassword(user.email, 'Brand-new-secret-42', token)).statusCode).toBe(401);
    // Nothing changed: the old password still works.
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('the link is valid for one hour', async () => {
    const user = await createUser(ctx);
    await resetLink(user.email);
    const [row] = await ctx.database.db.select().from(linkTokens).where(eq(linkTokens.userId, user.id));
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000).toBeCloseTo(60, 1);
  });

  it('refuses a weak password with 405 and its reason, and the link stays usable', async () => {
    const user = await createUser(ctx);
    const token = await resetLink(user.email);
    const local = user.email.split('@')[0]!;
    const cases: [string, string][] = [
      ['Short-1', 'The password must have at least 12 characters.'],
      [`X-${local.toUpperCase()}-2026`, 'The password must not contain your email name.'],
      ['Password1234', 'This password is too common. Choose another one.'],
    ];
    for (const [password, reason] of cases) {
      const res = await resetPassword(user.email, password, token);
      expect(res.statusCode).toBe(405);
      expect(res.json().message).toBe(reason);
    }
    // Beyond the field's limit the schema refuses it as bad input.
    const long = await resetPassword(user.email, 'x'.repeat(129), token);
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ NewPassword: 'This text is too long.' });
    expect((await resetPassword(user.email, 'Brand-new-secret-42', token)).statusCode).toBe(200);
  });

  it('changes the password, ends every session, unlocks the account, and is single use', async () => {
    const user = await createUser(ctx, { role: ROLES.VC });
    const session = await signIn(ctx, user.email);
    expect((await get(ctx, '/home/getnotificationbyuser', session)).statusCode).toBe(200);
    const token = await resetLink(user.email);
    // Locked after the link was sent.
    for (let i = 0; i < 5; i++) await login(user.email, 'Wrong-password-123');
    expect((await login(user.email, PASSWORD)).json().message).toMatch(/locked/);

    const res = await resetPassword(user.email, 'Brand-new-secret-42', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().statusCode).toBe(200);
    expect((await get(ctx, '/home/getnotificationbyuser', session)).statusCode).toBe(401);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, 'Brand-new-secret-42')).statusCode).toBe(200);
    const again = await resetPassword(user.email, 'Another-secret-4242', token);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(INVALID_LINK);
  });

  it('of two simultaneous uses of one link only one succeeds', async () => {
    const user = await createUser(ctx);
    const token = await resetLink(user.email);
    const answers = await Promise.all([
      resetPassword(user.email, 'First-new-secret-42', token),
      resetPassword(user.email, 'Second-new-secret-42', token),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
    const winner = answers[0]!.statusCode === 200 ? 'First-new-secret-42' : 'Second-new-secret-42';
    expect((await login(user.email, winner)).statusCode).toBe(200);
  });
});

describe('POST /users/changefirsttimepassword', () => {
  const change = (body: { Email: string; Password: string; NewPassword: string }, token?: string) =>
    post(ctx, '/users/changefirsttimepassword', body, token);

  const NEUTRAL =
    'The current password is not correct, or this account has already set its own password (then please log in).';

  it('refuses a wrong current password with 405 and the neutral message', async () => {
    const user = await createUser(ctx, { firstTime: true });
    const res = await change({
      Email: user.email,
      Password: 'Not-the-password-1',
      NewPassword: 'Brand-new-secret-42',
    });
    expect(res.statusCode).toBe(405);
    expect(res.json().message).toBe(NEUTRAL);
    expect(await userRow(user.email)).toMatchObject({ isFirstTimeLogin: true });
    // Unknown address: the same answer.
    const unknown = await change({
      Email: 'nobody@example.test',
      Password: PASSWORD,
      NewPassword: 'Brand-new-secret-42',
    });
    expect(unknown.statusCode).toBe(405);
    expect(unknown.json().message).toBe(NEUTRAL);
  });

  it('refuses a weak or unchanged new password with 405 and its reason', async () => {
    const user = await createUser(ctx, { firstTime: true });
    const local = user.email.split('@')[0]!;
    const cases: [string, string][] = [
      ['Short-1', 'The password must have at least 12 characters.'],
      [`${local}-2026!`, 'The password must not contain your email name.'],
      ['Password1234', 'This password is too common. Choose another one.'],
      [PASSWORD, 'The new password must differ from the current one.'],
    ];
    for (const [NewPassword, reason] of cases) {
      const res = await change({ Email: user.email, Password: PASSWORD, NewPassword });
      expect(res.statusCode).toBe(405);
      expect(res.json().message).toBe(reason);
    }
    expect(await userRow(user.email)).toMatchObject({ isFirstTimeLogin: true });
  });

  it('does not tell a right current password from a wrong one (issue 20 §7.6)', async () => {
    // An account past its first login: its right password and a wrong one get one answer, and both count
    // towards the lockout alike; nobody is mailed.
    const user = await createUser(ctx, { firstTime: false });
    const mailsBefore = (await mailsTo(ctx, user.email)).length;
    const answer = async (Password: string, NewPassword = 'Brand-new-secret-42') => {
      const res = await change({ Email: user.email, Password, NewPassword });
      return { status: res.statusCode, body: res.json() };
    };
    const right = await answer(PASSWORD);
    const wrong = await answer('Not-the-password-1');
    expect(right).toEqual({
      status: 405,
      body: { statusCode: 405, error: 'Method Not Allowed', message: NEUTRAL },
    });
    expect(wrong).toEqual(right);
    // A weak new password is refused for its own reason, whichever current password came with it.
    expect(await answer(PASSWORD, 'Short-1')).toEqual(await answer('Not-the-password-1', 'Short-1'));
    // So does a first-time account (its right password is the flow; a wrong one the same refusal).
    const first = await createUser(ctx, { firstTime: true });
    const weak = (Password: string) => change({ Email: first.email, Password, NewPassword: 'Short-1' });
    expect((await weak(PASSWORD)).json()).toEqual((await weak('Not-the-password-1')).json());
    // Two refusals so far (right, wrong) on the same count: three more lock the account, right or wrong.
    await answer(PASSWORD);
    await answer('Not-the-password-1');
    const fifth = await answer(PASSWORD);
    expect(fifth.body.message).toBe('Too many failed attempts: the account is locked for 15 minutes.');
    expect((await mailsTo(ctx, user.email)).length).toBe(mailsBefore);
    const [throttle] = await ctx.database.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.email, user.email));
    expect(throttle?.lockedUntil).toBeTruthy();
  });

  it('with the first-time session (after approval and code) it answers a full session', async () => {
    const { email, link } = await pendingApplicant(originatorBody);
    await post(ctx, '/users/approveuser', link);
    const temporary = temporaryPasswordFrom((await lastMail(ctx, email)).text);
    const firstTime = await signIn(ctx, email, temporary);
    const userId = (await userRow(email))!.id;

    // The first-time session may call nothing but the change (and logout).
    const profile = await get(ctx, `/users/GetUserByUserSequence?id=${userId}`, firstTime);
    expect(profile.statusCode).toBe(403);
    expect(profile.json().message).toBe('Finish signing in first.');
    const other = await post(
      ctx,
      '/users/changeuserpassword',
      { Email: email, Password: temporary, NewPassword: 'Brand-new-secret-42' },
      firstTime,
    );
    expect(other.statusCode).toBe(403);

    const res = await change(
      { Email: email, Password: temporary, NewPassword: 'Brand-new-secret-42' },
      firstTime,
    );
    expect(res.statusCode).toBe(200);
    const record = res.json();
    expect(record).toMatchObject({
      statusCode: 200,
      email,
      firstName: 'Olga',
      roles: ROLES.ORIGINATOR,
      userSequence: userId,
      isFirstTimeLogin: false,
    });
    expect(record.token).toMatch(/^[\w-]{43}$/);
    expect((await get(ctx, `/users/GetUserByUserSequence?id=${userId}`, record.token)).statusCode).toBe(200);
    // The first-time session is over; the new password signs in as a normal user.
    expect((await get(ctx, `/users/GetUserByUserSequence?id=${userId}`, firstTime)).statusCode).toBe(401);
    const again = await login(email, 'Brand-new-secret-42', 'test-device');
    expect(again.json()).toMatchObject({ isFirstTimeLogin: false, isOtpValidationRequired: false });
    expect((await login(email, temporary, 'test-device')).statusCode).toBe(401);
  });

  it('a first-time session of a Validation Center Team member cannot read notifications', async () => {
    const user = await createUser(ctx, { role: ROLES.VC, firstTime: true });
    const token = await signIn(ctx, user.email);
    const res = await get(ctx, '/home/getnotificationbyuser', token);
    expect(res.statusCode).toBe(403);
  });

  it('without a session it only changes the password', async () => {
    const user = await createUser(ctx, { firstTime: true });
    const res = await change({ Email: user.email, Password: PASSWORD, NewPassword: 'Brand-new-secret-42' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, message: 'Password changed' });
    expect(await userRow(user.email)).toMatchObject({ isFirstTimeLogin: false });
    expect((await login(user.email, PASSWORD)).statusCode).toBe(401);
    const after = await login(user.email, 'Brand-new-secret-42');
    expect(after.statusCode).toBe(200);
    expect(after.json().isFirstTimeLogin).toBe(false);
  });

  it("another user's first-time session gets no session for this account", async () => {
    const mine = await createUser(ctx, { firstTime: true });
    const theirs = await createUser(ctx, { firstTime: true });
    const theirToken = await signIn(ctx, theirs.email);
    const res = await change(
      { Email: mine.email, Password: PASSWORD, NewPassword: 'Brand-new-secret-42' },
      theirToken,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toBeUndefined();
  });
});

describe('roles accepted by sign-up', () => {
  it.each([
    [ROLES.ORIGINATOR, originatorBody],
    [ROLES.RND, rndBody],
    [ROLES.HQ, hqBody],
    [ROLES.VC, vcBody],
  ] as [Role, (e: string) => object][])(
    '%s goes from sign-up to a first-time sign-in',
    async (role, body) => {
      const { email, link } = await pendingApplicant(body);
      expect((await post(ctx, '/users/approveuser', link)).statusCode).toBe(200);
      const temporary = temporaryPasswordFrom((await lastMail(ctx, email)).text);
      const res = await login(email, temporary);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ roles: role, isFirstTimeLogin: true });
    },
  );
});
