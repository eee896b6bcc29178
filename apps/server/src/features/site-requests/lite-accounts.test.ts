import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { ROLES, STATUS } from '@portal/contract';
import { packs } from '@portal/contract/i18n';
import {
  auditLog,
  originatorRequests,
  projectBrands,
  projects,
  sites,
  userMarkets,
  users,
} from '../../db/schema';
import {
  codeFrom,
  createTestContext,
  createUser,
  lastMail,
  mailsTo,
  post,
  signIn,
  uniqueEmail,
  type TestContext,
} from '../../../test/helpers';

const CODE = /^[A-Z]{2}-\d{4}-\d{6}$/;
const en = (key: string) => packs.en[key] ?? key;

let ctx: TestContext;
let vc: Awaited<ReturnType<typeof createUser>>;
let originator: Awaited<ReturnType<typeof createUser>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  vc = await createUser(ctx, { role: ROLES.VC, projectRole: 'Validator' });
  originator = await createUser(ctx, { role: ROLES.ORIGINATOR });
  const hq = await createUser(ctx, { role: ROLES.HQ });
  const rnd = await createUser(ctx, { role: ROLES.RND, markets: ['FR'], brandIds: [2] });
  const retail = await createUser(ctx, { role: ROLES.RETAIL });
  tokens.vc = await signIn(ctx, vc.email);
  tokens.originator = await signIn(ctx, originator.email);
  tokens.hq = await signIn(ctx, hq.email);
  tokens.rnd = await signIn(ctx, rnd.email);
  tokens.retail = await signIn(ctx, retail.email);
});
afterAll(() => ctx.close());

let n = 0;
/** A pending new-location request by the originator (through the real call). */
async function newLocationRequest(over: Record<string, unknown> = {}) {
  n++;
  const res = await post(
    ctx,
    '/DynamicBrand/RequestProjectAccess',
    {
      SiteName: `NOUVEAU SITE ${n}`,
      Street: `${n} BOULEVARD VOLTAIRE`,
      City: 'NANTES',
      ZipCode: `440${String(n).padStart(2, '0')}`,
      Country: 'FR',
      Region: 'DR Nantes',
      ARCADLocationCode: `ARC${n}`,
      RRDI: `RR${n}`,
      BrandDetails: [{ BrandId: 2, ContractTypeId: 1, SalesVolume: 80 }],
      Retailer_FullName: 'PAUL MARTIN',
      Retailer_Phone: '+33-240000000',
      Retailer_EmailAddress: 'PAUL@NOUVEAU.FR',
      Latitude: 47.21,
      Longitude: -1.55,
      IsDocumentOnly: false,
      IsNewProject: true,
      IsArchitectConfirm: true,
      ...over,
    },
    tokens.originator,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().originatorProjectRequestId as number;
}

/** The lite account form as Site Approvals sends it (prefilled from the request). */
function liteBody(requestId: number | null, over: Record<string, unknown> = {}) {
  n++;
  return {
    Email: uniqueEmail('retail'),
    FirstName: 'PAUL',
    OriginatorProjectRequestId: requestId,
    SiteName: `NOUVEAU SITE ${n}`,
    Street: `${n} BOULEVARD VOLTAIRE`,
    City: 'NANTES',
    Roles: ROLES.RETAIL,
    ZipCode: '44000',
    arMarkets: ['FR'],
    VAT_Number: 'FR123456789',
    BrandDetail: [
      { BrandId: 2, ContractTypeId: 1, SalesVolume: 80 },
      { BrandId: 6, ContractTypeId: 5, SalesVolume: null },
    ],
    Regions: 'DR Nantes',
    Retailer_FullName: 'PAUL MARTIN',
    Retailer_Phone: '+33-240000000',
    Retailer_EmailAddress: 'PAUL@NOUVEAU.FR',
    ...over,
  };
}

const createLite = (body: object, token = tokens.vc) => post(ctx, '/users/createliteaccount', body, token);
const createWithout = (body: object, token = tokens.vc) =>
  post(ctx, '/users/createliteaccountwithoutoriginator', body, token);

async function counts() {
  const db = ctx.database.db;
  const [[u], [s], [p]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(sites),
    db.select({ n: count() }).from(projects),
  ]);
  return { users: u!.n, sites: s!.n, projects: p!.n };
}
async function requestRow(id: number) {
  const [row] = await ctx.database.db.select().from(originatorRequests).where(eq(originatorRequests.id, id));
  return row!;
}
async function userRow(email: string) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  return row;
}
function temporaryPasswordFrom(text: string): string {
  const match = /Temporary password: (\S+)/.exec(text);
  if (!match) throw new Error('no temporary password in mail');
  return match[1]!;
}

describe('POST /users/createliteaccount', () => {
  it('creates the site, the Retail Location account and the project in one call, and mails both', async () => {
    const requestId = await newLocationRequest();
    const body = liteBody(requestId);
    const res = await createLite(body);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.projectUniqueId).toMatch(CODE);
    expect(answer.message).toBe(
      `Location account created. Project ${answer.projectUniqueId} has been created.`,
    );
    expect(answer.accountCreated).toBe(true);

    const account = (await userRow(body.Email))!;
    expect(account).toMatchObject({
      id: answer.userSequence,
      role: ROLES.RETAIL,
      status: 'accepted',
      isFirstTimeLogin: true,
      firstName: 'PAUL',
      siteName: body.SiteName,
      city: 'NANTES',
      decidedBy: vc.email,
    });
    expect(account.passwordHash).toMatch(/^\$argon2id\$/);
    const markets = await ctx.database.db
      .select()
      .from(userMarkets)
      .where(eq(userMarkets.userId, account.id));
    expect(markets.map((m) => m.countryCode)).toEqual(['FR']);

    const [project] = await ctx.database.db.select().from(projects).where(eq(projects.id, answer.projectId));
    expect(project).toMatchObject({
      uniqueCode: answer.projectUniqueId,
      originatorUserId: originator.id,
      retailUserId: account.id,
      siteName: body.SiteName,
      countryCode: 'FR',
      statusId: STATUS.registered,
      brandNames: 'Peugeot, Spoticar',
      siteInfoLocked: false,
    });
    const [site] = await ctx.database.db.select().from(sites).where(eq(sites.id, project!.siteId));
    expect(site).toMatchObject({
      siteName: body.SiteName,
      street: body.Street,
      city: 'NANTES',
      zipCode: '44000',
      countryCode: 'FR',
      region: 'DR Nantes',
      vatNumber: 'FR123456789',
      // Kept from the request: its ARCAD code and the marker position.
      arcadLocationCode: expect.stringMatching(/^ARC\d+$/),
      latitude: 47.21,
      longitude: -1.55,
      retailerFullName: 'PAUL MARTIN',
      retailerEmail: 'PAUL@NOUVEAU.FR',
      retailUserId: account.id,
    });
    const brandRows = await ctx.database.db
      .select()
      .from(projectBrands)
      .where(eq(projectBrands.projectId, answer.projectId));
    expect(brandRows.map((b) => [b.brandId, b.contractTypeId, b.salesVolume]).sort()).toEqual([
      [2, 1, 80],
      [6, 5, null],
    ]);
    expect(await requestRow(requestId)).toMatchObject({
      status: 'created',
      projectId: answer.projectId,
      siteId: site!.id,
      decidedBy: vc.email,
    });

    const originatorMail = await lastMail(ctx, originator.email);
    expect(originatorMail.template).toBe('requestApproved');
    expect(originatorMail.text).toContain(answer.projectUniqueId);
    const accountMail = await lastMail(ctx, body.Email);
    expect(accountMail.template).toBe('liteAccountCreated');
    expect(accountMail.subject).toBe(`Your Retail Location account for ${body.SiteName}`);
    expect(accountMail.text).toContain('http://portal.test/login');

    const actions = (
      await ctx.database.db.select().from(auditLog).where(eq(auditLog.actorUserId, vc.id))
    ).map((a) => `${a.action}:${a.entityId}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        `liteAccount.create:${account.id}`,
        `liteAccount.siteCreate:${site!.id}`,
        `siteRequest.create:${requestId}`,
      ]),
    );

    // The request cannot be used again.
    const again = await createLite(liteBody(requestId));
    expect(again.statusCode).toBe(405);
    expect(again.json().message).toBe(en('request.alreadyDecided'));
  });

  it('the new account completes its first sign-in with the mailed temporary password', async () => {
    const body = liteBody(await newLocationRequest());
    expect((await createLite(body)).statusCode).toBe(200);
    const temporary = temporaryPasswordFrom((await lastMail(ctx, body.Email)).text);
    const first = await post(ctx, '/users/authenticate', {
      Email: body.Email,
      Password: temporary,
      DeviceName: 'shop-pc',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ isFirstTimeLogin: true, isOtpValidationRequired: true });
    const otp = await post(
      ctx,
      '/users/validateotp',
      { OTP: codeFrom((await lastMail(ctx, body.Email)).text) },
      first.json().token,
    );
    expect(otp.statusCode).toBe(200);
    const changed = await post(
      ctx,
      '/users/changefirsttimepassword',
      { Email: body.Email, Password: temporary, NewPassword: 'Shop-floor-secret-77' },
      otp.json().token,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ roles: ROLES.RETAIL, isFirstTimeLogin: false });
    expect(await signIn(ctx, body.Email, 'Shop-floor-secret-77', 'shop-pc')).toBeTruthy();
  });

  it('a documentation-only request becomes a project in status 6', async () => {
    const body = liteBody(await newLocationRequest({ IsDocumentOnly: true }));
    const res = await createLite(body);
    expect(res.statusCode).toBe(200);
    const [project] = await ctx.database.db
      .select()
      .from(projects)
      .where(eq(projects.id, res.json().projectId));
    expect(project).toMatchObject({ statusId: STATUS.registeredDocumentationOnly, documentationOnly: true });
  });

  it('links an existing Retail Location account with that email instead of creating one', async () => {
    const shop = await createUser(ctx, { role: ROLES.RETAIL, email: uniqueEmail('shop') });
    const before = await counts();
    const res = await createLite(liteBody(await newLocationRequest(), { Email: shop.email.toUpperCase() }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().userSequence).toBe(shop.id);
    // The answer says what happened: no new account, the project went to the existing one.
    expect(res.json().accountCreated).toBe(false);
    expect(res.json().message).toBe(
      `No new account: ${shop.email} already has a location account. Project ${res.json().projectUniqueId} has been added to it.`,
    );
    const after = await counts();
    expect(after).toEqual({ users: before.users, sites: before.sites + 1, projects: before.projects + 1 });
    const [project] = await ctx.database.db
      .select()
      .from(projects)
      .where(eq(projects.id, res.json().projectId));
    expect(project!.retailUserId).toBe(shop.id);
    // Its own password is untouched: it is told about the project, without a temporary password.
    expect((await userRow(shop.email))!.isFirstTimeLogin).toBe(false);
    const mail = await lastMail(ctx, shop.email);
    expect(mail.template).toBe('liteAccountLinked');
    expect(mail.text).not.toContain('Temporary password');
  });

  it('refuses an email of another role with 405 and creates nothing', async () => {
    const requestId = await newLocationRequest();
    for (const role of [ROLES.ORIGINATOR, ROLES.VC, ROLES.HQ, ROLES.RND]) {
      const other = await createUser(ctx, { role });
      const before = await counts();
      const mailsBefore = (await mailsTo(ctx)).length;
      const res = await createLite(liteBody(requestId, { Email: other.email }));
      expect(res.statusCode, role).toBe(405);
      expect(res.json().message).toBe(en('request.emailTaken'));
      expect(await counts()).toEqual(before);
      expect((await mailsTo(ctx)).length).toBe(mailsBefore);
      expect(await requestRow(requestId)).toMatchObject({ status: 'pending', projectId: null, siteId: null });
      expect(await userRow(other.email)).toMatchObject({ role, status: 'accepted' });
    }
  });

  it('applies the form rules: each invalid field answers 400 and nothing is created', async () => {
    const requestId = await newLocationRequest();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ Email: '' }, 'Email', 'validation.required'],
      [{ Email: 'not-an-email' }, 'Email', 'validation.email'],
      [{ FirstName: '' }, 'FirstName', 'validation.required'],
      [{ SiteName: '' }, 'SiteName', 'validation.required'],
      [{ SiteName: 'SITE <1>' }, 'SiteName', 'project.validation.siteName'],
      [{ Street: '' }, 'Street', 'validation.required'],
      [{ City: '' }, 'City', 'validation.required'],
      [{ City: 'NANTES 44' }, 'City', 'project.validation.city'],
      [{ ZipCode: '' }, 'ZipCode', 'validation.required'],
      [{ arMarkets: [] }, 'arMarkets', 'validation.selectCountry'],
      [{ arMarkets: ['FR', 'DE'] }, 'arMarkets', 'validation.selectCountry'],
      [{ arMarkets: ['QQ'] }, 'arMarkets', 'validation.unknownCountry'],
      [{ Regions: '' }, 'Regions', 'project.validation.region'],
      [{ Regions: 'DR Paris' }, 'Regions', 'project.validation.region'],
      [{ BrandDetail: [] }, 'BrandDetail', 'validation.selectBrand'],
      [{ BrandDetail: [{ BrandId: 77, ContractTypeId: 1 }] }, 'BrandDetail', 'validation.unknownBrand'],
      [{ Retailer_FullName: '' }, 'Retailer_FullName', 'validation.required'],
      [{ Retailer_Phone: '' }, 'Retailer_Phone', 'validation.required'],
      [{ Retailer_Phone: 'call me' }, 'Retailer_Phone', 'validation.phone'],
      [{ Retailer_EmailAddress: '' }, 'Retailer_EmailAddress', 'validation.required'],
      [{ Retailer_EmailAddress: 'PAUL@NOUVEAU' }, 'Retailer_EmailAddress', 'validation.email'],
    ];
    const before = await counts();
    for (const [change, field, key] of cases) {
      const res = await createLite(liteBody(requestId, change));
      expect(res.statusCode, `${field} ${JSON.stringify(change)}`).toBe(400);
      expect(res.json().fields?.[field], `${field} ${JSON.stringify(change)}`).toBe(en(key));
    }
    expect(en('validation.selectBrand')).toBe('Select at least one brand!');
    for (const bad of [{ OriginatorProjectRequestId: null }, { Roles: ROLES.VC }, { arMarkets: 'FR' }]) {
      expect((await createLite(liteBody(requestId, bad))).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await counts()).toEqual(before);
    expect(await requestRow(requestId)).toMatchObject({ status: 'pending' });
  });

  it('needs a region only in France, and the VAT number is optional', async () => {
    const italy = await createLite(
      liteBody(await newLocationRequest(), { arMarkets: ['IT'], Regions: '', VAT_Number: undefined }),
    );
    expect(italy.statusCode, italy.body).toBe(200);
    const [project] = await ctx.database.db
      .select()
      .from(projects)
      .where(eq(projects.id, italy.json().projectId));
    expect(project!.uniqueCode.startsWith('IT-')).toBe(true);
    const [site] = await ctx.database.db.select().from(sites).where(eq(sites.id, project!.siteId));
    expect(site).toMatchObject({ countryCode: 'IT', region: '', vatNumber: '' });
    // A region sent for another country is not kept.
    const spain = await createLite(
      liteBody(await newLocationRequest(), { arMarkets: ['ES'], Regions: 'DR Lyon' }),
    );
    expect(spain.statusCode).toBe(200);
    const [spainProject] = await ctx.database.db
      .select({ siteId: projects.siteId })
      .from(projects)
      .where(eq(projects.id, spain.json().projectId));
    const [spainSite] = await ctx.database.db.select().from(sites).where(eq(sites.id, spainProject!.siteId));
    expect(spainSite!.region).toBe('');
  });

  it('refuses a request that is unknown (404), decided or for an existing location (405)', async () => {
    expect((await createLite(liteBody(987654))).statusCode).toBe(404);
    const rejected = await newLocationRequest();
    await post(
      ctx,
      '/Projects/ApproveOrRejectOriginatorRequest/',
      { OriginatorProjectRequestId: rejected, status: 'Rejected' },
      tokens.vc,
    );
    const res = await createLite(liteBody(rejected));
    expect(res.statusCode).toBe(405);
    expect(res.json().message).toBe(en('request.alreadyDecided'));

    const [site] = await ctx.database.db
      .insert(sites)
      .values({
        siteName: 'OLD SITE',
        street: '1 OLD ROAD',
        city: 'BREST',
        zipCode: '29200',
        countryCode: 'FR',
      })
      .returning();
    const existing = await post(
      ctx,
      '/DynamicBrand/RequestProjectAccess',
      {
        SiteId: site!.id,
        BrandDetails: [{ BrandId: 1, ContractTypeId: 1 }],
        IsNewProject: false,
        IsArchitectConfirm: true,
      },
      tokens.originator,
    );
    const before = await counts();
    const refused = await createLite(liteBody(existing.json().originatorProjectRequestId));
    expect(refused.statusCode).toBe(405);
    expect(refused.json().message).toBe(en('request.notNewCreation'));
    expect(await counts()).toEqual(before);
  });

  it('of two simultaneous creations for one request exactly one succeeds', async () => {
    const requestId = await newLocationRequest();
    const before = await counts();
    const [a, b] = await Promise.all([createLite(liteBody(requestId)), createLite(liteBody(requestId))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 405]);
    expect(await counts()).toEqual({
      users: before.users + 1,
      sites: before.sites + 1,
      projects: before.projects + 1,
    });
  });

  it('is for the Validation Center Team only', async () => {
    const requestId = await newLocationRequest();
    for (const role of ['originator', 'hq', 'rnd', 'retail']) {
      expect((await createLite(liteBody(requestId), tokens[role])).statusCode, role).toBe(403);
      expect((await createWithout(liteBody(null), tokens[role])).statusCode, role).toBe(403);
    }
    expect((await createLite(liteBody(requestId), '')).statusCode).toBe(401);
  });
});

describe('POST /users/createliteaccountwithoutoriginator', () => {
  it('creates site, account and a project without an originator', async () => {
    const before = await counts();
    const body = liteBody(null, { arMarkets: ['DE'], Regions: '' });
    const res = await createWithout(body);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.projectUniqueId).toMatch(/^DE-\d{4}-\d{6}$/);
    expect(await counts()).toEqual({
      users: before.users + 1,
      sites: before.sites + 1,
      projects: before.projects + 1,
    });
    const [project] = await ctx.database.db.select().from(projects).where(eq(projects.id, answer.projectId));
    expect(project).toMatchObject({
      originatorUserId: null,
      retailUserId: answer.userSequence,
      statusId: STATUS.registered,
    });
    const [site] = await ctx.database.db.select().from(sites).where(eq(sites.id, project!.siteId));
    expect(site).toMatchObject({ arcadLocationCode: '', latitude: null, retailUserId: answer.userSequence });
    expect((await lastMail(ctx, body.Email)).template).toBe('liteAccountCreated');
    const [{ n } = { n: 0 }] = await ctx.database.db
      .select({ n: count() })
      .from(originatorRequests)
      .where(and(eq(originatorRequests.projectId, answer.projectId)));
    expect(n).toBe(0);
  });

  it('applies the same rules and the same email rule', async () => {
    const before = await counts();
    const noBrand = await createWithout(liteBody(null, { BrandDetail: [] }));
    expect(noBrand.statusCode).toBe(400);
    expect(noBrand.json().fields.BrandDetail).toBe('Select at least one brand!');
    const noRegion = await createWithout(liteBody(null, { Regions: '' }));
    expect(noRegion.json().fields.Regions).toBe(en('project.validation.region'));
    const taken = await createWithout(liteBody(null, { Email: originator.email }));
    expect(taken.statusCode).toBe(405);
    expect(await counts()).toEqual(before);
  });
});
