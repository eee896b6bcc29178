import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS, PROCESS_STATUSES, ROLES, VALIDATION_GROUPS } from '@portal/contract';
import { createTestContext, createUser, get, post, signIn, type TestContext } from '../../../test/helpers';
import { makeProject, makeSite } from '../../../test/project-fixtures';

/**
 * The dashboard counts (spec 002 §7; docs/lifecycle.md groups) against a hand-made fixture: a project in every
 * status, other countries, brands, regions, dates, and paused (archived) projects; each filter alone and
 * combined, the archived rule, RND scope and the roles.
 */

let ctx: TestContext;
const tokens = {} as Record<'vc' | 'hq' | 'rnd' | 'originator' | 'retail', string>;
const brand = (name: string) => BRANDS.find((b) => b.name === name)!.id;

interface Fixture {
  status: number;
  country: string;
  brands: string[];
  region: string;
  created: string;
  enabled: boolean;
}
const fixtures: Fixture[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  // One project in every status: France, Peugeot, DR IDF Nord, created on 1..12 January 2026.
  for (let s = 0; s < 12; s++)
    fixtures.push({
      status: s,
      country: 'FR',
      brands: ['Peugeot'],
      region: 'DR IDF Nord',
      created: `2026-01-${String(s + 1).padStart(2, '0')}`,
      enabled: true,
    });
  fixtures.push(
    // Germany, Opel: in progress and validated.
    { status: 1, country: 'DE', brands: ['Opel'], region: '', created: '2026-02-10', enabled: true },
    {
      status: 3,
      country: 'DE',
      brands: ['Opel', 'Peugeot'],
      region: '',
      created: '2026-02-11',
      enabled: true,
    },
    // A second French region, Citroen, completeness refused.
    {
      status: 4,
      country: 'FR',
      brands: ['Citroen'],
      region: 'DR Lyon',
      created: '2026-01-20',
      enabled: true,
    },
    // Paused (archived): refused, Italy; and a paused German Opel one in progress.
    { status: 5, country: 'IT', brands: ['Citroen'], region: '', created: '2026-03-01', enabled: false },
    { status: 2, country: 'DE', brands: ['Opel'], region: '', created: '2026-02-12', enabled: false },
  );
  for (const f of fixtures) {
    await makeProject(ctx, {
      siteValues: { countryCode: f.country, region: f.region },
      brandIds: f.brands.map(brand),
      set: { statusId: f.status, createdAt: new Date(`${f.created}T12:00:00Z`), isEnabled: f.enabled },
    });
  }
  const users = {
    vc: await createUser(ctx, { role: ROLES.VC }),
    hq: await createUser(ctx, { role: ROLES.HQ }),
    rnd: await createUser(ctx, { role: ROLES.RND, markets: ['DE'], brandIds: [brand('Opel')] }),
    originator: await createUser(ctx, { role: ROLES.ORIGINATOR }),
    retail: await createUser(ctx, { role: ROLES.RETAIL }),
  };
  for (const [name, u] of Object.entries(users))
    tokens[name as keyof typeof users] = await signIn(ctx, u.email);
  // A site with no project does not count anywhere.
  await makeSite(ctx, { countryCode: 'FR' });
});
afterAll(() => ctx.close());

interface Filters {
  arCountries?: string[];
  arBrands?: string[];
  arReagion?: string[];
  IncludeArchivedProject?: boolean;
  FromDate?: string;
  ToDate?: string;
}

/** The fixtures a filter selects (as a reader would count them by hand), for VC and HQ (scope: all). */
function selected(f: Filters, scope: (x: Fixture) => boolean = () => true): Fixture[] {
  return fixtures.filter(
    (x) =>
      scope(x) &&
      (f.IncludeArchivedProject || x.enabled) &&
      (!f.arCountries?.length || f.arCountries.includes(x.country)) &&
      (!f.arBrands?.length || x.brands.some((b) => f.arBrands!.includes(b))) &&
      (!f.arReagion?.length || f.arReagion.includes(x.region)) &&
      (!f.FromDate || x.created >= f.FromDate.slice(0, 10)) &&
      (!f.ToDate || x.created <= f.ToDate.slice(0, 10)),
  );
}
const countIn = (rows: Fixture[], statuses: readonly number[]) =>
  rows.filter((r) => statuses.includes(r.status)).length;

function expectedCounts(rows: Fixture[]) {
  const out: Record<string, number> = { totalProjectsCount: rows.length };
  for (const p of PROCESS_STATUSES) out[p.key] = countIn(rows, p.statuses);
  return out;
}
function expectedGroups(rows: Fixture[]) {
  const out: Record<string, number> = {};
  for (const g of VALIDATION_GROUPS) out[g.key] = countIn(rows, g.statuses);
  return out;
}

const counts = async (token: string, body: Filters) => {
  const res = await post(ctx, '/home/GetProcessStatusCounts', { Role: 'x', ...body }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, number>;
};
const groups = async (token: string, body: Filters) => {
  const res = await post(ctx, '/home/GetValidationStatus', body, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, number>;
};

describe('counts without filter', () => {
  it('GET getprocessstatuscounts: the nine counts by hand (archived left out)', async () => {
    const res = await get(ctx, '/home/getprocessstatuscounts?Role=Validation%20Center%20Team', tokens.vc);
    expect(res.statusCode).toBe(200);
    // Enabled: FR 0..11, DE 1, DE 3, FR 4 (Lyon).
    expect(res.json()).toEqual({
      validationInProgressCount: 3, // FR 1, FR 2, DE 1
      siteRegistrationCount: 1, // FR 0
      designSubmittedCount: 2, // FR 1, DE 1
      designContentValidationPendingCount: 1, // FR 2
      designValidatedCount: 6, // FR 3, 8, 9, 10, 11, DE 3
      designRefusedCount: 1, // FR 5
      designCompletenessCheckRefused: 2, // FR 4, Lyon 4
      documentationOnlyCount: 1, // FR 6
      projectsDocumentedCount: 1, // FR 7
      totalProjectsCount: 15,
    });
  });

  it('GET GetValidationStatus: the pie chart groups by hand', async () => {
    const res = await get(ctx, '/home/GetValidationStatus', tokens.hq);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      designSubmitted: 3,
      designValidated: 6,
      designRefused: 1,
      designWrongMissingCount: 2,
    });
  });

  it('the path is case-insensitive, as the spec writes it both ways', async () => {
    const a = await get(ctx, '/home/GetProcessStatusCounts', tokens.vc);
    const b = await post(ctx, '/home/getprocessstatuscounts', {}, tokens.vc);
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
  });

  it('POST with no filter equals GET', async () => {
    expect(await counts(tokens.vc, {})).toEqual(expectedCounts(selected({})));
    expect(await groups(tokens.vc, {})).toEqual(expectedGroups(selected({})));
  });
});

describe('each filter alone and combined', () => {
  const cases: [string, Filters][] = [
    ['country', { arCountries: ['DE'] }],
    ['two countries', { arCountries: ['DE', 'IT'] }],
    ['brand', { arBrands: ['Peugeot'] }],
    ['brand shared by a multi-brand project', { arBrands: ['Opel'] }],
    ['unknown brand', { arBrands: ['Nope'] }],
    ['region', { arReagion: ['DR Lyon'] }],
    ['archived included', { IncludeArchivedProject: true }],
    ['from date', { FromDate: '2026-01-10' }],
    ['to date (inclusive)', { ToDate: '2026-01-03' }],
    ['date range of one day', { FromDate: '2026-01-05', ToDate: '2026-01-05' }],
    ['date as ISO timestamp', { FromDate: '2026-02-11T00:00:00.000Z' }],
    ['country + brand', { arCountries: ['DE'], arBrands: ['Peugeot'] }],
    ['country + archived', { arCountries: ['DE'], IncludeArchivedProject: true }],
    [
      'brand + region + dates',
      { arBrands: ['Peugeot'], arReagion: ['DR IDF Nord'], FromDate: '2026-01-04', ToDate: '2026-01-09' },
    ],
    [
      'everything',
      {
        arCountries: ['FR', 'IT'],
        arBrands: ['Citroen'],
        IncludeArchivedProject: true,
        FromDate: '2026-01-15',
      },
    ],
  ];
  for (const [name, f] of cases)
    it(name, async () => {
      const rows = selected(f);
      expect(await counts(tokens.vc, f)).toEqual(expectedCounts(rows));
      expect(await groups(tokens.hq, f)).toEqual(expectedGroups(rows));
    });

  it('hand-checked: DE with archived counts the paused revision meeting', async () => {
    const c = await counts(tokens.vc, { arCountries: ['DE'], IncludeArchivedProject: true });
    expect(c.designContentValidationPendingCount).toBe(1);
    expect(c.validationInProgressCount).toBe(2);
    expect(c.totalProjectsCount).toBe(3);
    const without = await counts(tokens.vc, { arCountries: ['DE'] });
    expect(without.designContentValidationPendingCount).toBe(0);
    expect(without.totalProjectsCount).toBe(2);
  });
});

describe('RND scope', () => {
  const rndScope = (x: Fixture) => x.country === 'DE' && x.brands.includes('Opel');
  it('counts only its markets and brands', async () => {
    expect(await counts(tokens.rnd, {})).toEqual(expectedCounts(selected({}, rndScope)));
    expect((await counts(tokens.rnd, {})).totalProjectsCount).toBe(2);
    expect(await groups(tokens.rnd, {})).toEqual({
      designSubmitted: 1,
      designValidated: 1,
      designRefused: 0,
      designWrongMissingCount: 0,
    });
  });
  it('a filter outside its scope does not widen it', async () => {
    const c = await counts(tokens.rnd, { arCountries: ['FR'], IncludeArchivedProject: true });
    expect(c.totalProjectsCount).toBe(0);
    const g = await get(ctx, '/home/getprocessstatuscounts?Role=Validation%20Center%20Team', tokens.rnd);
    expect(g.json().totalProjectsCount).toBe(2);
  });
});

describe('the project list drilled down from a chart lists exactly what it counted (issue 12)', () => {
  /** The list's total (and the CSV export's rows) for a chart item's statuses and the dashboard's filters. */
  const listed = async (token: string, f: Filters, statuses: readonly number[]) => {
    const body = {
      ...f,
      IncludeArchivedProject: f.IncludeArchivedProject ?? false,
      arProjectStatus: statuses,
    };
    const res = await post(ctx, '/Projects/getallprojectsbyfilters', { ...body, PageSize: 1 }, token);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { total: number }).total;
  };
  const cases: [string, Filters][] = [
    ['no filter (archived left out)', {}],
    ['region', { arReagion: ['DR Lyon'] }],
    ['archived included', { IncludeArchivedProject: true }],
    ['dates', { FromDate: '2026-01-05', ToDate: '2026-02-11' }],
    ['country + archived', { arCountries: ['DE'], IncludeArchivedProject: true }],
    [
      'brand + region + dates',
      { arBrands: ['Peugeot'], arReagion: ['DR IDF Nord'], FromDate: '2026-01-04', ToDate: '2026-01-09' },
    ],
    ['everything', { arCountries: ['FR', 'IT'], arBrands: ['Citroen'], IncludeArchivedProject: true }],
  ];
  for (const [name, f] of cases)
    it(name, async () => {
      const [c, g] = [await counts(tokens.vc, f), await groups(tokens.vc, f)];
      for (const p of PROCESS_STATUSES) expect(await listed(tokens.vc, f, p.statuses), p.key).toBe(c[p.key]);
      for (const group of VALIDATION_GROUPS)
        expect(await listed(tokens.vc, f, group.statuses), group.key).toBe(g[group.key]);
      expect(await listed(tokens.vc, f, [])).toBe(c.totalProjectsCount);
    });

  it('RND: its scope on both sides', async () => {
    const f = { IncludeArchivedProject: true };
    const c = await counts(tokens.rnd, f);
    expect(await listed(tokens.rnd, f, [])).toBe(c.totalProjectsCount);
    expect(await listed(tokens.rnd, { arReagion: ['DR Lyon'] }, [])).toBe(0);
  });

  it('the CSV export of the drilled-down list has the same rows', async () => {
    const f = { arCountries: ['DE'], IncludeArchivedProject: true, FromDate: '2026-02-11' };
    const res = await post(ctx, '/Projects/exportprojectscsv', f, tokens.vc);
    expect(res.statusCode).toBe(200);
    const lines = res.body.trim().split('\n');
    expect(lines.length - 1).toBe((await counts(tokens.vc, f)).totalProjectsCount);
    expect(lines.length - 1).toBe(2);
  });

  it('without the drill-down filters the list is as it was: paused projects shown', async () => {
    const res = await post(ctx, '/Projects/getallprojectsbyfilters', { PageSize: 1 }, tokens.vc);
    expect((res.json() as { total: number }).total).toBe(fixtures.length);
    const bad = await post(ctx, '/Projects/getallprojectsbyfilters', { FromDate: '2026-02-30' }, tokens.vc);
    expect(bad.statusCode).toBe(400);
  });
});

describe('roles and input', () => {
  const calls: [string, string, object | undefined][] = [
    ['GET', '/home/GetValidationStatus', undefined],
    ['POST', '/home/GetValidationStatus', {}],
    ['GET', '/home/getprocessstatuscounts', undefined],
    ['POST', '/home/GetProcessStatusCounts', {}],
    ['POST', '/home/GetProcessStatusCSV', { Name: 'TotalProjectRegistered' }],
    ['POST', '/home/GetProcessStatusExtractCSV', {}],
    ['POST', '/home/GetProjectBasedExtractCSV', {}],
  ];
  for (const [method, url, body] of calls) {
    it(`${method} ${url}: originator and Retail Location 403, no session 401`, async () => {
      const send = (token?: string) =>
        method === 'GET' ? get(ctx, url, token) : post(ctx, url, body, token);
      expect((await send(tokens.originator)).statusCode).toBe(403);
      expect((await send(tokens.retail)).statusCode).toBe(403);
      expect((await send()).statusCode).toBe(401);
      for (const role of ['vc', 'hq', 'rnd'] as const)
        expect((await send(tokens[role])).statusCode).toBe(200);
    });
  }

  it('bad filters are a 400', async () => {
    for (const body of [
      { FromDate: '2026-02-30' },
      { ToDate: 'yesterday' },
      { arCountries: 'FR' },
      { IncludeArchivedProject: 'yes' },
      { arBrands: [''] },
    ]) {
      const res = await post(ctx, '/home/GetProcessStatusCounts', body, tokens.vc);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const csv = await post(ctx, '/home/GetProcessStatusCSV', { Name: 'Everything' }, tokens.vc);
    expect(csv.statusCode).toBe(400);
    const tz = await post(ctx, '/home/GetProjectBasedExtractCSV', { TimeZone: 'Mars/Base' }, tokens.vc);
    expect(tz.statusCode).toBe(400);
  });
});
