import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES } from '@portal/contract';
import { packs } from '@portal/contract/i18n';
import { originatorRequests, projects, sites, userMarkets, users } from '../db/schema';
import {
  createTestContext,
  createUser,
  get,
  post,
  signIn,
  uniqueEmail,
  type TestContext,
} from '../../test/helpers';
import { makeProject, makeSite } from '../../test/project-fixtures';

/**
 * Issue 9 §2: the markets lookup names a country by `market_country` and spec 000 calls `arMarkets` "a
 * list of countries"; every call that takes a country takes its name or its ISO code, in any case, and
 * works with the ISO code (one contract field, schemas/country.ts). An unknown country is a 400.
 */

let ctx: TestContext;
const tokens: Record<string, string> = {};
let originator: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  ctx = await createTestContext();
  const vc = await createUser(ctx, { role: ROLES.VC, projectRole: 'Validator' });
  originator = await createUser(ctx, { role: ROLES.ORIGINATOR });
  tokens.vc = await signIn(ctx, vc.email);
  tokens.originator = await signIn(ctx, originator.email);
});
afterAll(() => ctx.close());

const UNKNOWN = 'Unknown country.';

describe('POST /users/createaccount arMarkets', () => {
  const rnd = (arMarkets: unknown) => ({
    Roles: ROLES.RND,
    Email: uniqueEmail('rnd'),
    FirstName: 'Rita',
    SurName: 'Network',
    arMarkets,
    arBrands: ['Peugeot'],
  });

  it('takes names and codes in any case and stores the codes', async () => {
    const body = rnd(['france', 'Germany', 'it', ' United Kingdom ', 'FR']);
    const res = await post(ctx, '/users/createaccount', body);
    expect(res.statusCode, res.body).toBe(200);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, body.Email));
    const markets = await ctx.database.db
      .select({ code: userMarkets.countryCode })
      .from(userMarkets)
      .where(eq(userMarkets.userId, user!.id));
    expect(markets.map((m) => m.code).sort()).toEqual(['DE', 'FR', 'GB', 'IT']);
  });

  it('refuses an unknown country on the field, and an empty list with its own message', async () => {
    for (const arMarkets of [['Atlantis'], ['France', 'XX'], ['x'.repeat(500)]]) {
      const res = await post(ctx, '/users/createaccount', rnd(arMarkets));
      expect(res.statusCode, JSON.stringify(arMarkets)).toBe(400);
      expect(res.json().fields).toEqual({ arMarkets: UNKNOWN });
    }
    const empty = await post(ctx, '/users/createaccount', rnd([]));
    expect(empty.json().fields).toEqual({ arMarkets: 'Select at least one country!' });
  });
});

describe('POST /DynamicBrand/RequestProjectAccess Country', () => {
  let n = 0;
  const request = (Country: string, over: object = {}) => {
    n++;
    return post(
      ctx,
      '/DynamicBrand/RequestProjectAccess',
      {
        SiteName: `COUNTRY SITE ${n}`,
        Street: `${n} RUE DU PORT`,
        City: 'BREST',
        ZipCode: `290${String(n).padStart(2, '0')}`,
        Country,
        Region: 'DR Rennes',
        BrandDetails: [{ BrandId: 2, ContractTypeId: 1, SalesVolume: 10 }],
        Retailer_FullName: 'ANNE LE GALL',
        Retailer_Phone: '+33-298000000',
        Retailer_EmailAddress: 'ANNE@PORT.FR',
        IsNewProject: true,
        IsArchitectConfirm: true,
        ...over,
      },
      tokens.originator,
    );
  };
  const stored = async (id: number) =>
    (await ctx.database.db.select().from(originatorRequests).where(eq(originatorRequests.id, id)))[0]!;

  it('takes the name and records the ISO code; the country rules follow the code', async () => {
    const france = await request('france');
    expect(france.statusCode, france.body).toBe(200);
    expect((await stored(france.json().originatorProjectRequestId)).countryCode).toBe('FR');
    // France by name still needs a French region; Germany by name still needs a location code.
    expect((await request('FRANCE', { Region: '' })).json().fields).toEqual({
      Region: packs.en['project.validation.region'],
    });
    const germanyNoCode = await request('Germany', { Region: '' });
    expect(Object.keys(germanyNoCode.json().fields)).toEqual(['ARCADLocationCode']);
    const germany = await request('Germany', { Region: '', ARCADLocationCode: 'DE123' });
    expect(germany.statusCode, germany.body).toBe(200);
    expect((await stored(germany.json().originatorProjectRequestId)).countryCode).toBe('DE');
    const code = await request('de', { Region: '', ARCADLocationCode: 'DE124' });
    expect((await stored(code.json().originatorProjectRequestId)).countryCode).toBe('DE');
  });

  it('refuses an unknown country with 400 on Country', async () => {
    const res = await request('Narnia');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ Country: UNKNOWN });
    expect((await request('')).json().fields).toMatchObject({ Country: 'this field is required' });
  });
});

describe('POST /users/createliteaccountwithoutoriginator arMarkets', () => {
  const lite = (arMarkets: unknown) => ({
    Email: uniqueEmail('retail'),
    FirstName: 'PAUL',
    SiteName: 'LITE SITE',
    Street: '1 QUAI',
    City: 'NANTES',
    ZipCode: '44000',
    arMarkets,
    BrandDetail: [{ BrandId: 2, ContractTypeId: 1, SalesVolume: 5 }],
    Regions: 'DR Nantes',
    Retailer_FullName: 'PAUL MARTIN',
    Retailer_Phone: '+33-240000000',
    Retailer_EmailAddress: 'PAUL@LITE.FR',
  });

  it('takes the country by name and creates the site with its code', async () => {
    const res = await post(ctx, '/users/createliteaccountwithoutoriginator', lite(['France']), tokens.vc);
    expect(res.statusCode, res.body).toBe(200);
    const [project] = await ctx.database.db
      .select()
      .from(projects)
      .where(eq(projects.id, res.json().projectId));
    const [site] = await ctx.database.db.select().from(sites).where(eq(sites.id, project!.siteId));
    expect(site!.countryCode).toBe('FR');
  });

  it('refuses an unknown country, and more than one', async () => {
    const unknown = await post(ctx, '/users/createliteaccountwithoutoriginator', lite(['Gaul']), tokens.vc);
    expect(unknown.json().fields).toEqual({ arMarkets: UNKNOWN });
    const two = await post(
      ctx,
      '/users/createliteaccountwithoutoriginator',
      lite(['FR', 'Spain']),
      tokens.vc,
    );
    expect(two.json().fields).toEqual({ arMarkets: 'Select at least one country!' });
  });
});

describe('POST /Projects/CreateProject Country (site information)', () => {
  it('takes the name and stores the code', async () => {
    const project = await makeProject(ctx, { originatorId: originator.id });
    const body = (Country: string) => ({
      ProjectId: project.id,
      BrandDetail: [{ BrandId: 2, ContractTypeId: 1, SalesVolume: 1 }],
      SiteName: 'RENAMED SITE',
      Street: '2 STRASSE',
      City: 'BERLIN',
      ZipCode: '10115',
      AncCodeCpltVo: 'B77',
      Country,
      Region: '',
      Retailer_EmailAddress: 'kontakt@autohaus.test',
      Retailer_Phone: '+49-300000',
      Retailer_FullName: 'KARL MEIER',
    });
    const res = await post(ctx, '/Projects/CreateProject', body('germany'), tokens.originator);
    expect(res.statusCode, res.body).toBe(200);
    const [site] = await ctx.database.db.select().from(sites).where(eq(sites.id, project.siteId));
    expect(site!.countryCode).toBe('DE');
    const bad = await post(ctx, '/Projects/CreateProject', body('Prussia'), tokens.originator);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ Country: UNKNOWN });
  });
});

describe('the list filters arCountries and the site picker country', () => {
  let inSpain: number;
  let inPortugal: number;
  beforeAll(async () => {
    inSpain = (await makeProject(ctx, { siteValues: { countryCode: 'ES', region: '', siteName: 'MADRID' } }))
      .id;
    inPortugal = (
      await makeProject(ctx, { siteValues: { countryCode: 'PT', region: '', siteName: 'LISBOA' } })
    ).id;
  });

  const listed = async (arCountries: unknown) => {
    const res = await post(
      ctx,
      '/Projects/getallprojectsbyfilters',
      { arCountries, PageSize: 100 },
      tokens.vc,
    );
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().rows as { projectId: number }[]).map((r) => r.projectId).sort((a, b) => a - b);
  };

  it('filter the list by name or code alike', async () => {
    const both = [inSpain, inPortugal].sort((a, b) => a - b);
    expect(await listed(['spain', 'Portugal'])).toEqual(both);
    expect(await listed(['ES', 'pt'])).toEqual(both);
    expect(await listed(['SPAIN'])).toEqual([inSpain]);
    const bad = await post(ctx, '/Projects/getallprojectsbyfilters', { arCountries: ['Iberia'] }, tokens.vc);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ arCountries: UNKNOWN });
  });

  it('filter the CSV export the same way', async () => {
    const res = await post(ctx, '/Projects/exportprojectscsv', { arCountries: ['portugal'] }, tokens.vc);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('LISBOA');
    expect(res.body).not.toContain('MADRID');
  });

  it('filter the site picker by name or code', async () => {
    await makeSite(ctx, { countryCode: 'AT', region: '', siteName: 'WIEN MITTE' });
    for (const country of ['Austria', 'at']) {
      const res = await get(ctx, `/Sites/GetAllSitesAndRepresentativeDetails?country=${country}`, tokens.vc);
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json() as { siteName: string; countryCode: string }[];
      expect(rows.map((r) => r.siteName)).toContain('WIEN MITTE');
      expect(new Set(rows.map((r) => r.countryCode))).toEqual(new Set(['AT']));
    }
    const bad = await get(ctx, '/Sites/GetAllSitesAndRepresentativeDetails?country=Ostmark', tokens.vc);
    expect(bad.statusCode).toBe(400);
  });
});
