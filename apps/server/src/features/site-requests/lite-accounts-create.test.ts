import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES, STATUS } from '@portal/contract';
import { auditLog, projectBrands, projects, sites, userMarkets } from '../../db/schema';
import {
  codeFrom,
  createUser,
  lastMail,
  mailsTo,
  post,
  signIn,
  uniqueEmail,
  type TestContext,
} from '../../../test/helpers';
import { temporaryPasswordFrom } from '../../../test/account-fixtures';
import {
  CODE,
  createLiteContext,
  en,
  liteFixtures,
  type LiteContext,
} from '../../../test/lite-account-fixtures';

let state: LiteContext;
let ctx: TestContext;
let vc: LiteContext['vc'];
let originator: LiteContext['originator'];
beforeAll(async () => {
  state = await createLiteContext();
  ({ ctx, vc, originator } = state);
});
afterAll(() => ctx.close());

const { newLocationRequest, liteBody, createLite, counts, requestRow, userRow } = liteFixtures(() => state);

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
});
