import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLES } from '@portal/contract';
import { packs } from '@portal/contract/i18n';
import { linkTokens, sessions, users } from '../../db/schema';
import {
  createTestContext,
  createUser,
  get,
  lastMail,
  linkFrom,
  mailsTo,
  post,
  PASSWORD,
  uniqueEmail,
  type TestContext,
} from '../../../test/helpers';
import {
  accountFixtures,
  APPROVER,
  APPROVERS_ENV,
  hqBody,
  originatorBody,
  rndBody,
  SECOND_APPROVER,
  UNDER_PROCESS,
  vcBody,
} from '../../../test/account-fixtures';

/** Sign-up (spec 000 §3, docs/accounts.md): the lookups, the pending account, the approvers' mails. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(APPROVERS_ENV);
});
afterAll(() => ctx.close());

const { signUp, userRow, marketsAndBrands, approvalLink, login } = accountFixtures(() => ctx);

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
