import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BRANDS, ROLES } from '@portal/contract';
import { auditLog, projectBrands, projects, sites } from '../../db/schema';
import { t } from '../../platform/i18n';
import { createTestContext, createUser, get, post, signIn, type TestContext } from '../../../test/helpers';
import { changeStatus } from '../projects/lifecycle/write-status';
import type { ProjectRecord } from '../projects/record';
import { makeProject, makeSite, type SiteRecord } from '../../../test/project-fixtures';

let ctx: TestContext;
type Who = 'vc' | 'hq' | 'rnd' | 'anna' | 'bert' | 'retail';
const tokens = {} as Record<Who, string>;
const users = {} as Record<Who, { id: number; email: string }>;
let paris: SiteRecord;
/** alpha: Paris, Anna, Peugeot, linked to the Retail Location account. beta: same site, Bert, Citroen.
 *  gamma: Berlin, Anna, Opel. delta: Milan, Bert, Peugeot. */
let alpha: ProjectRecord;
let beta: ProjectRecord;
let gamma: ProjectRecord;
let delta: ProjectRecord;

const brand = (name: string) => BRANDS.find((b) => b.name === name)!.id;
const en = (key: string) => t('en', key);

beforeAll(async () => {
  ctx = await createTestContext();
  const make = async (who: Who, opts: Parameters<typeof createUser>[1]) => {
    users[who] = await createUser(ctx, opts);
    tokens[who] = await signIn(ctx, users[who].email);
  };
  await make('vc', { role: ROLES.VC });
  await make('hq', { role: ROLES.HQ });
  await make('rnd', { role: ROLES.RND, markets: ['FR', 'DE'], brandIds: [brand('Peugeot')] });
  await make('anna', { role: ROLES.ORIGINATOR });
  await make('bert', { role: ROLES.ORIGINATOR });
  await make('retail', { role: ROLES.RETAIL });

  paris = await makeSite(ctx, { siteName: 'PARIS NORD', city: 'PARIS', latitude: 48.9, longitude: 2.36 });
  alpha = await makeProject(ctx, {
    site: paris,
    originatorId: users.anna.id,
    retailId: users.retail.id,
    brandIds: [brand('Peugeot'), brand('Fiat Professional'), brand('Leapmotor')],
    set: { createdAt: new Date('2026-01-01T10:00:00Z'), plannedOpeningDate: '2026-07-01' },
  });
  beta = await makeProject(ctx, {
    site: paris,
    originatorId: users.bert.id,
    brandIds: [brand('Citroen')],
    set: { createdAt: new Date('2026-02-01T10:00:00Z') },
  });
  gamma = await makeProject(ctx, {
    siteValues: {
      siteName: 'BERLIN OST',
      city: 'BERLIN',
      countryCode: 'DE',
      region: '',
      arcadLocationCode: 'B1',
    },
    originatorId: users.anna.id,
    brandIds: [brand('Opel')],
  });
  delta = await makeProject(ctx, {
    siteValues: { siteName: 'MILANO', city: 'MILANO', countryCode: 'IT', region: '' },
    originatorId: users.bert.id,
    brandIds: [brand('Peugeot')],
  });
});
afterAll(() => ctx.close());

/** Every read call of the detail page for one project, as the browser makes them. */
const detailCalls = (project: ProjectRecord) => [
  `/projects/GetProjectUserDetails/${project.id}`,
  `/users/getuserbyid/${project.originatorUserId ?? 0}?projectId=${project.id}`,
  `/projects/GetProjectLatestStatus/${project.id}`,
  `/projects/GetProjectDetailsForUser/${project.originatorUserId ?? 0}/${project.id}`,
  `/Sites/GetAllSiteProjectsHistory/${project.id}`,
  `/projects/GetProjectStatusHistory/${project.id}`,
];
async function statuses(who: Who, project: ProjectRecord) {
  const codes = [];
  for (const url of detailCalls(project)) codes.push((await get(ctx, url, tokens[who])).statusCode);
  return codes;
}
const allOk = [200, 200, 200, 200, 200, 200];
const all404 = [404, 404, 404, 404, 404, 404];

describe('scope of the detail calls', () => {
  it('VC and HQ read every project', async () => {
    for (const who of ['vc', 'hq'] as const)
      for (const project of [alpha, beta, gamma, delta]) expect(await statuses(who, project)).toEqual(allOk);
  });

  it('an originator reads only its own projects: 404 on every call for another one', async () => {
    expect(await statuses('anna', alpha)).toEqual(allOk);
    expect(await statuses('anna', gamma)).toEqual(allOk);
    expect(await statuses('anna', beta)).toEqual(all404);
    expect(await statuses('anna', delta)).toEqual(all404);
    expect(await statuses('bert', alpha)).toEqual(all404);
  });

  it('Retail Location reads only the projects linked to its account', async () => {
    expect(await statuses('retail', alpha)).toEqual(allOk);
    for (const project of [beta, gamma, delta]) expect(await statuses('retail', project)).toEqual(all404);
  });

  it('RND reads only projects in its markets that carry one of its brands', async () => {
    expect(await statuses('rnd', alpha)).toEqual(allOk); // FR + Peugeot
    expect(await statuses('rnd', beta)).toEqual(all404); // FR, Citroen only
    expect(await statuses('rnd', gamma)).toEqual(all404); // DE, Opel only
    expect(await statuses('rnd', delta)).toEqual(all404); // Peugeot, IT
  });

  it('answers 404 for an unknown project and 400 for a malformed id, never 500', async () => {
    for (const url of [
      '/projects/GetProjectUserDetails/999999',
      '/projects/GetProjectLatestStatus/999999',
      '/Sites/GetAllSiteProjectsHistory/999999',
      '/projects/GetProjectStatusHistory/999999',
    ])
      expect((await get(ctx, url, tokens.vc)).statusCode).toBe(404);
    for (const url of [
      '/projects/GetProjectUserDetails/abc',
      '/projects/GetProjectUserDetails/-1',
      '/projects/GetProjectUserDetails/99999999999',
      '/projects/GetProjectLatestStatus/1.5',
      '/projects/GetProjectDetailsForUser/x/1',
      `/users/getuserbyid/1?projectId=abc`,
    ])
      expect((await get(ctx, url, tokens.vc)).statusCode, url).toBe(400);
    expect((await get(ctx, `/projects/GetProjectUserDetails/${alpha.id}`)).statusCode).toBe(401);
  });
});

describe('GET /projects/GetProjectUserDetails/{projectId}', () => {
  it('answers the summary with every brand chip (Leapmotor included, professional flagged)', async () => {
    const res = await get(ctx, `/projects/GetProjectUserDetails/${alpha.id}`, tokens.retail);
    expect(res.json()).toEqual({
      projectId: alpha.id,
      userId: users.anna.id,
      projectUniqueId: alpha.uniqueCode,
      siteName: 'PARIS NORD',
      city: 'PARIS',
      country: 'France',
      countryCode: 'FR',
      projectStatus: 'Project Registered',
      statusId: 0,
      plannedOpeningDate: '2026-07-01',
      emailAddress: users.anna.email,
      isEnabled: true,
      logoPath: [
        {
          brandId: brand('Peugeot'),
          brandName: 'Peugeot',
          colour: expect.any(String),
          isProfessional: false,
        },
        {
          brandId: brand('Fiat Professional'),
          brandName: 'Fiat Professional',
          colour: expect.any(String),
          isProfessional: true,
        },
        {
          brandId: brand('Leapmotor'),
          brandName: 'Leapmotor',
          colour: expect.any(String),
          isProfessional: false,
        },
      ],
    });
  });
});

describe('GET users/getuserbyid/{userId}', () => {
  it("with projectId: the project site's position", async () => {
    const res = await get(ctx, `/users/getuserbyid/${users.anna.id}?projectId=${alpha.id}`, tokens.retail);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ latitude: 48.9, longitude: 2.36 });
  });

  it("without projectId: the caller's own position, nobody else's", async () => {
    const own = await get(ctx, `/users/getuserbyid/${users.anna.id}`, tokens.anna);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ latitude: null, longitude: null });
    expect((await get(ctx, `/users/getuserbyid/${users.bert.id}`, tokens.anna)).statusCode).toBe(404);
    expect((await get(ctx, `/users/getuserbyid/${users.bert.id}`, tokens.vc)).statusCode).toBe(404);
  });
});

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

describe('GET /projects/GetProjectLatestStatus/{projectId}', () => {
  it('answers the status id and name', async () => {
    const project = await makeProject(ctx, { originatorId: users.anna.id, set: { statusId: 3 } });
    const res = await get(ctx, `/projects/GetProjectLatestStatus/${project.id}`, tokens.anna);
    expect(res.json()).toEqual({ statusId: 3, status: 'Project Approved' });
  });
});

describe('GET /projects/GetProjectDetailsForUser/{userId}/{projectId}', () => {
  it('answers the site information with brands and position', async () => {
    const res = await get(ctx, `/projects/GetProjectDetailsForUser/${users.bert.id}/${beta.id}`, tokens.bert);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      userId: users.bert.id,
      projectId: beta.id,
      siteName: paris.siteName,
      street: paris.street,
      city: 'PARIS',
      zipCode: '75001',
      country: 'France',
      countryCode: 'FR',
      vatNumber: '',
      ancCodeCpltVo: '',
      region: 'DR IDF Nord',
      isDocumentOnly: false,
      isSiteInfoNonEditable: false,
      isSubmittedForApproval: false,
      retailer_FullName: 'JANE DOE',
      retailer_EmailAddress: 'jane.doe@example.test',
      retailer_Phone: '+33-100000',
      brandDetails: [{ brandId: brand('Citroen'), brandName: 'Citroen', contractTypeId: 1, salesVolume: 10 }],
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
  });

  it("takes the project's originator id or 0, anything else is 404", async () => {
    expect((await get(ctx, `/projects/GetProjectDetailsForUser/0/${beta.id}`, tokens.vc)).statusCode).toBe(
      200,
    );
    expect(
      (await get(ctx, `/projects/GetProjectDetailsForUser/${users.anna.id}/${beta.id}`, tokens.vc))
        .statusCode,
    ).toBe(404);
  });

  it('reports a locked or paused project as non-editable', async () => {
    const locked = await makeProject(ctx, { originatorId: users.anna.id, siteInfoLocked: true });
    const paused = await makeProject(ctx, { originatorId: users.anna.id, set: { isEnabled: false } });
    for (const project of [locked, paused]) {
      const res = await get(ctx, `/projects/GetProjectDetailsForUser/0/${project.id}`, tokens.anna);
      expect(res.json().isSiteInfoNonEditable).toBe(true);
    }
  });
});

describe('GET Sites/GetAllSiteProjectsHistory/{projectId}', () => {
  it('lists the projects of the same site within the scope, newest first', async () => {
    const forVc = (await get(ctx, `/Sites/GetAllSiteProjectsHistory/${alpha.id}`, tokens.vc)).json();
    expect(forVc.map((r: { projectId: number }) => r.projectId)).toEqual([beta.id, alpha.id]);
    expect(forVc[1]).toEqual({
      projectId: alpha.id,
      userId: users.anna.id,
      siteName: 'PARIS NORD',
      brands: 'Peugeot, Fiat Professional',
      createdOn: '2026-01-01T10:00:00.000Z',
      isEnabled: true,
    });
    const forAnna = (await get(ctx, `/Sites/GetAllSiteProjectsHistory/${alpha.id}`, tokens.anna)).json();
    expect(forAnna.map((r: { projectId: number }) => r.projectId)).toEqual([alpha.id]);
    const forBert = (await get(ctx, `/Sites/GetAllSiteProjectsHistory/${beta.id}`, tokens.bert)).json();
    expect(forBert.map((r: { projectId: number }) => r.projectId)).toEqual([beta.id]);
    const forRnd = (await get(ctx, `/Sites/GetAllSiteProjectsHistory/${alpha.id}`, tokens.rnd)).json();
    expect(forRnd.map((r: { projectId: number }) => r.projectId)).toEqual([alpha.id]);
  });
});

describe('GET /projects/GetProjectStatusHistory/{projectId}', () => {
  it('lists every status change, newest first, with who made it', async () => {
    const project = await makeProject(ctx, { originatorId: users.anna.id });
    await ctx.database.db.transaction(async (tx) => {
      await changeStatus(tx, project.id, 1, { userId: users.anna.id, email: users.anna.email });
    });
    await ctx.database.db.transaction(async (tx) => {
      await changeStatus(tx, project.id, 2, { userId: users.vc.id, email: users.vc.email });
    });
    const res = await get(ctx, `/projects/GetProjectStatusHistory/${project.id}`, tokens.anna);
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.map((r: { statusId: number }) => r.statusId)).toEqual([2, 1, 0]);
    expect(rows[0]).toEqual({
      statusId: 2,
      status: 'Revision Meeting',
      changedOn: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      changedBy: users.vc.email,
    });
    expect(rows[1].changedBy).toBe(users.anna.email);
    expect((await get(ctx, `/projects/GetProjectStatusHistory/${project.id}`, tokens.bert)).statusCode).toBe(
      404,
    );
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

describe('OpenAPI document', () => {
  it('lists the detail calls with their schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { requestBody?: unknown }>>;
    for (const path of [
      '/api/projects/GetProjectUserDetails/{projectId}',
      '/api/users/getuserbyid/{userId}',
      '/api/projects/GetProjectLatestStatus/{projectId}',
      '/api/projects/GetProjectDetailsForUser/{userId}/{projectId}',
      '/api/Sites/GetAllSiteProjectsHistory/{projectId}',
      '/api/projects/GetProjectStatusHistory/{projectId}',
    ])
      expect(paths[path]?.get, path).toBeTruthy();
    expect(paths['/api/Projects/CreateProject']?.post?.requestBody).toBeTruthy();
    expect(paths['/api/Projects/UpdateProjectLocation/{projectId}']?.post?.requestBody).toBeTruthy();
  });
});
