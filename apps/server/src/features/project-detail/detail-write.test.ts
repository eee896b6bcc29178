import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLES } from '@portal/contract';
import { auditLog, projectBrands, projects, sites } from '../../db/schema';
import { t } from '../../platform/i18n';
import { post, type TestContext } from '../../../test/helpers';
import type { ProjectRecord } from '../projects/record';
import { makeProject, type SiteRecord } from '../../../test/project-fixtures';
import { brand, createDetailContext, en, type DetailContext, type Who } from '../../../test/detail-fixtures';

// The writes of the detail page: the site's position, then the site information (in this order, as before).

let ctx: TestContext;
let tokens: DetailContext['tokens'];
let users: DetailContext['users'];
let paris: SiteRecord;
let alpha: ProjectRecord;
let beta: ProjectRecord;
let gamma: ProjectRecord;

beforeAll(async () => {
  ({ ctx, tokens, users, paris, alpha, beta, gamma } = await createDetailContext());
});
afterAll(() => ctx.close());

describe('POST /Projects/UpdateProjectLocation/{projectId}', () => {
  const move = (project: ProjectRecord, who: Who, body: object = { Latitude: 48.5, Longitude: 2.5 }) =>
    post(ctx, `/Projects/UpdateProjectLocation/${project.id}`, body, tokens[who]);
  const siteRow = async (id: number) =>
    (await ctx.database.db.select().from(sites).where(eq(sites.id, id)))[0]!;

  it("saves the site's position for the originator and the Retail Location account, audited", async () => {
    const res = await move(gamma, 'anna', { Latitude: 52.52, Longitude: 13.4 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, message: en('project.locationUpdated') });
    expect(await siteRow(gamma.siteId)).toMatchObject({ latitude: 52.52, longitude: 13.4 });
    const byRetail = await move(alpha, 'retail', { Latitude: 48.87, Longitude: 2.33 });
    expect(byRetail.statusCode).toBe(200);
    expect(await siteRow(paris.id)).toMatchObject({ latitude: 48.87, longitude: 2.33 });
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'projectLifecycle.location'), eq(auditLog.entityId, String(alpha.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorUserId).toBe(users.retail.id);
  });

  it('is refused to other roles (403) and outside the scope (404)', async () => {
    for (const who of ['vc', 'hq', 'rnd'] as const) expect((await move(alpha, who)).statusCode).toBe(403);
    expect((await move(alpha, 'bert')).statusCode).toBe(404);
    expect((await move(gamma, 'retail')).statusCode).toBe(404);
  });

  it('refuses bad coordinates with 400 and a paused project with 405', async () => {
    const bad = await move(gamma, 'anna', { Latitude: 91, Longitude: 0 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['Latitude']);
    expect((await move(gamma, 'anna', { Latitude: 'north', Longitude: 0 })).statusCode).toBe(400);
    expect((await move(gamma, 'anna', {})).statusCode).toBe(400);
    await ctx.database.db.update(projects).set({ isEnabled: false }).where(eq(projects.id, gamma.id));
    const paused = await move(gamma, 'anna');
    expect(paused.statusCode).toBe(405);
    expect(paused.json().message).toBe(en('project.paused'));
    await ctx.database.db.update(projects).set({ isEnabled: true }).where(eq(projects.id, gamma.id));
  });
});

describe('POST /Projects/CreateProject (site information save)', () => {
  const valid = (ProjectId: number, extra: object = {}) => ({
    UserRole: ROLES.ORIGINATOR,
    ProjectId,
    UserID: users.anna.id,
    BrandDetail: [
      { BrandId: brand('Opel'), ContractTypeId: 2, SalesVolume: 120 },
      { BrandId: brand('Spoticar'), ContractTypeId: 5, SalesVolume: '' },
    ],
    SiteName: 'NEW NAME (EST)',
    Street: '12 RUE DE LA PAIX',
    City: "SAINT-DENIS L'ILE",
    ZipCode: '93200',
    AncCodeCpltVo: 'X-9',
    Country: 'FR',
    Region: 'DR Lyon',
    VATNumber: 'FR123',
    Retailer_EmailAddress: 'contact@garage.test',
    Retailer_Phone: '+33-600000000',
    Retailer_FullName: 'MARC DUPONT',
    Latitude: 45.75,
    Longitude: 4.85,
    ...extra,
  });
  const save = (body: object, who: Who = 'anna', lang?: string) =>
    post(ctx, '/Projects/CreateProject', body, tokens[who], lang ? { 'accept-language': lang } : {});

  it('updates the site, the list copies of every project at the site and the brands, audited', async () => {
    const res = await save(valid(alpha.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, message: 'Site Information is successfully updated' });
    const [site] = await ctx.database.db.select().from(sites).where(eq(sites.id, paris.id));
    expect(site).toMatchObject({
      siteName: 'NEW NAME (EST)',
      street: '12 RUE DE LA PAIX',
      city: "SAINT-DENIS L'ILE",
      zipCode: '93200',
      countryCode: 'FR',
      region: 'DR Lyon',
      vatNumber: 'FR123',
      arcadLocationCode: 'X-9',
      retailerFullName: 'MARC DUPONT',
      retailerPhone: '+33-600000000',
      retailerEmail: 'contact@garage.test',
      latitude: 45.75,
      longitude: 4.85,
    });
    const copies = await ctx.database.db.select().from(projects).where(eq(projects.siteId, paris.id));
    expect(copies.map((c) => [c.siteName, c.city])).toEqual([
      ['NEW NAME (EST)', "SAINT-DENIS L'ILE"],
      ['NEW NAME (EST)', "SAINT-DENIS L'ILE"],
    ]);
    expect(copies.find((c) => c.id === alpha.id)!.brandNames).toBe('Opel, Spoticar');
    // The brand-id copy the scope and brand filter read follows too.
    expect(copies.find((c) => c.id === alpha.id)!.brandIds).toEqual(
      [brand('Opel'), brand('Spoticar')].sort((a, b) => a - b),
    );
    const brandRows = await ctx.database.db
      .select()
      .from(projectBrands)
      .where(eq(projectBrands.projectId, alpha.id))
      .orderBy(projectBrands.brandId);
    expect(brandRows).toEqual([
      { projectId: alpha.id, brandId: brand('Opel'), contractTypeId: 2, salesVolume: 120 },
      { projectId: alpha.id, brandId: brand('Spoticar'), contractTypeId: 5, salesVolume: null },
    ]);
    // The other project's brands are untouched.
    expect(
      (await ctx.database.db.select().from(projectBrands).where(eq(projectBrands.projectId, beta.id))).map(
        (b) => b.brandId,
      ),
    ).toEqual([brand('Citroen')]);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'projectLifecycle.siteInfo'), eq(auditLog.entityId, String(alpha.id))));
    expect(audits).toHaveLength(1);
    // The list shows the new copies.
    const listed = await post(ctx, '/Projects/getallprojectsbyfilters', { Search: 'NEW NAME' }, tokens.vc);
    expect(listed.json().total).toBe(2);
  });

  it('answers in the caller language', async () => {
    const res = await save(
      valid(gamma.id, { Country: 'DE', Region: '', AncCodeCpltVo: 'B12' }),
      'anna',
      'fr',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(t('fr', 'project.siteInfoUpdated'));
    const [site] = await ctx.database.db.select().from(sites).where(eq(sites.id, gamma.siteId));
    expect(site).toMatchObject({ countryCode: 'DE', region: '', arcadLocationCode: 'B12' });
    const [copy] = await ctx.database.db.select().from(projects).where(eq(projects.id, gamma.id));
    expect(copy!.countryCode).toBe('DE');
  });

  it('gives each invalid field its own message', async () => {
    const cases: [object, string, string][] = [
      [{ SiteName: '' }, 'SiteName', 'validation.required'],
      [{ SiteName: 'SHOP #1' }, 'SiteName', 'project.validation.siteName'],
      [{ Street: 'RUE ; 1' }, 'Street', 'project.validation.street'],
      [{ City: 'PARIS 8' }, 'City', 'project.validation.city'],
      [{ City: '' }, 'City', 'validation.required'],
      [{ ZipCode: '75$01' }, 'ZipCode', 'project.validation.zipCode'],
      [{ Country: '' }, 'Country', 'validation.required'],
      [{ Country: 'XX' }, 'Country', 'validation.unknownCountry'],
      [{ Region: '' }, 'Region', 'project.validation.region'],
      [{ Region: 'DR Paris' }, 'Region', 'project.validation.region'],
      [
        { Country: 'DE', Region: '', AncCodeCpltVo: '' },
        'AncCodeCpltVo',
        'project.validation.locationCodeRequired',
      ],
      [
        { Country: 'DE', Region: '', AncCodeCpltVo: 'AB-12' },
        'AncCodeCpltVo',
        'project.validation.locationCode',
      ],
      [{ Retailer_FullName: 'MARC <B>' }, 'Retailer_FullName', 'project.validation.fullName'],
      [{ Retailer_Phone: '06 12' }, 'Retailer_Phone', 'validation.phone'],
      [{ Retailer_Phone: '' }, 'Retailer_Phone', 'validation.required'],
      [{ Retailer_EmailAddress: 'a+b@x.test' }, 'Retailer_EmailAddress', 'project.validation.email'],
      [{ Retailer_EmailAddress: 'not-an-email' }, 'Retailer_EmailAddress', 'validation.email'],
      [{ BrandDetail: [] }, 'BrandDetail', 'validation.selectBrand'],
      [
        { BrandDetail: [{ BrandId: 2, ContractTypeId: 0 }] },
        'BrandDetail.0.ContractTypeId',
        'project.validation.contractType',
      ],
      [
        { BrandDetail: [{ BrandId: 2, ContractTypeId: 1, SalesVolume: -3 }] },
        'BrandDetail.0.SalesVolume',
        'project.validation.salesVolume',
      ],
      [{ BrandDetail: [{ BrandId: 999, ContractTypeId: 1 }] }, 'BrandDetail', 'validation.unknownBrand'],
      [
        { BrandDetail: [{ BrandId: 2, ContractTypeId: 9 }] },
        'BrandDetail',
        'project.validation.contractType',
      ],
      [{ SiteName: 'X'.repeat(101) }, 'SiteName', 'validation.tooLong'],
    ];
    for (const [change, field, key] of cases) {
      const res = await save(valid(gamma.id, change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().fields?.[field], JSON.stringify(change)).toBe(en(key));
    }
    // Germany with an alphanumeric code and France with one of its 7 regions are fine.
    expect(
      (await save(valid(gamma.id, { Country: 'DE', Region: '', AncCodeCpltVo: 'AB12' }))).statusCode,
    ).toBe(200);
    expect((await save(valid(gamma.id, { Region: 'DR Metz' }))).statusCode).toBe(200);
    // A region outside France is not kept.
    await save(valid(gamma.id, { Country: 'IT', Region: 'DR Metz' }));
    const [site] = await ctx.database.db.select().from(sites).where(eq(sites.id, gamma.siteId));
    expect(site!.region).toBe('');
  });

  it('refuses malformed payloads with 400, never 500', async () => {
    for (const body of [
      {},
      { ...valid(gamma.id), ProjectId: 'x' },
      { ...valid(gamma.id), ProjectId: 99_999_999_999 },
      { ...valid(gamma.id), BrandDetail: 'Opel' },
      { ...valid(gamma.id), BrandDetail: [{ BrandId: 99_999_999_999, ContractTypeId: 1 }] },
      { ...valid(gamma.id), Latitude: 'x' },
      { ...valid(gamma.id), SiteName: 42 },
    ])
      expect((await save(body)).statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
  });

  it("is the project's originator's only", async () => {
    for (const who of ['vc', 'hq', 'rnd', 'retail'] as const)
      expect((await save(valid(alpha.id), who)).statusCode).toBe(403);
    expect((await save(valid(alpha.id), 'bert')).statusCode).toBe(404);
    expect((await save(valid(999_999), 'anna')).statusCode).toBe(404);
  });

  it('is refused with 405 once submitted, when locked and while paused', async () => {
    const submitted = await makeProject(ctx, {
      originatorId: users.anna.id,
      set: { isSubmittedForApproval: true },
    });
    const locked = await makeProject(ctx, { originatorId: users.anna.id, siteInfoLocked: true });
    const paused = await makeProject(ctx, { originatorId: users.anna.id, set: { isEnabled: false } });
    for (const project of [submitted, locked]) {
      const res = await save(valid(project.id));
      expect(res.statusCode).toBe(405);
      expect(res.json().message).toBe(en('project.siteInfoLocked'));
    }
    const res = await save(valid(paused.id));
    expect(res.statusCode).toBe(405);
    expect(res.json().message).toBe(en('project.paused'));
    // Nothing was changed.
    const [site] = await ctx.database.db.select().from(sites).where(eq(sites.id, locked.siteId));
    expect(site!.siteName).not.toBe('NEW NAME (EST)');
  });
});
