import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES } from '@portal/contract';
import { projects, sites } from '../../db/schema';
import { post, type TestContext } from '../../../test/helpers';
import { createLiteContext, en, liteFixtures, type LiteContext } from '../../../test/lite-account-fixtures';

let state: LiteContext;
let ctx: TestContext;
let tokens: LiteContext['tokens'];
beforeAll(async () => {
  state = await createLiteContext();
  ({ ctx, tokens } = state);
});
afterAll(() => ctx.close());

const { newLocationRequest, liteBody, createLite, createWithout, counts, requestRow } = liteFixtures(
  () => state,
);

describe('POST /users/createliteaccount', () => {
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
