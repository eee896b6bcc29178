import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  BRANDS,
  COUNTRIES,
  PROJECT_SORT_FIELDS,
  PROJECT_STATUSES,
  ROLES,
  type ProjectRow,
  type ProjectSortField,
} from '@portal/contract';
import { auditLog, originatorRequests, userProjectFilters } from '../../db/schema';
import { createTestContext, createUser, get, post, signIn, type TestContext } from '../../../test/helpers';
import type { ProjectRecord } from '../projects/record';
import { makeProject } from '../../../test/project-fixtures';

let ctx: TestContext;
const tokens: Record<'vc' | 'hq' | 'rnd' | 'anna' | 'bert' | 'retail', string> = {} as never;
const ids: Record<string, number> = {};
let anna: { id: number; email: string };
let bert: { id: number; email: string };
let retail: { id: number; email: string };
let rnd: { id: number; email: string };
let vc: { id: number; email: string };
let p: Record<'alpha' | 'bravo' | 'charlie' | 'delta' | 'echo' | 'fox', ProjectRecord>;

const brand = (name: string) => BRANDS.find((b) => b.name === name)!.id;

beforeAll(async () => {
  ctx = await createTestContext();
  vc = await createUser(ctx, { role: ROLES.VC, email: 'vera.vc@example.test' });
  const hq = await createUser(ctx, { role: ROLES.HQ, email: 'hugo.hq@example.test' });
  rnd = await createUser(ctx, {
    role: ROLES.RND,
    email: 'rita.rnd@example.test',
    markets: ['FR', 'DE'],
    brandIds: [brand('Peugeot'), brand('Opel')],
  });
  anna = await createUser(ctx, { role: ROLES.ORIGINATOR, email: 'anna.orig@example.test' });
  bert = await createUser(ctx, { role: ROLES.ORIGINATOR, email: 'bert.orig@example.test' });
  retail = await createUser(ctx, { role: ROLES.RETAIL, email: 'rudi.retail@example.test' });

  const at = (day: number) => new Date(Date.UTC(2026, 0, day, 10, 0, 0));
  p = {
    alpha: await makeProject(ctx, {
      siteValues: { siteName: 'ALPHA MOTORS', city: 'PARIS', countryCode: 'FR' },
      originatorId: anna.id,
      retailId: retail.id,
      brandIds: [brand('Peugeot')],
      set: { createdAt: at(1), statusDate: at(2), plannedOpeningDate: '2026-06-01' },
    }),
    bravo: await makeProject(ctx, {
      siteValues: { siteName: 'BRAVO AUTO', city: 'BERLIN', countryCode: 'DE', region: '' },
      originatorId: anna.id,
      brandIds: [brand('Opel'), brand('Leapmotor')],
      set: {
        createdAt: at(2),
        statusId: 3,
        statusDate: at(9),
        designValidationDate: at(8),
        plannedOpeningDate: '2026-03-01',
      },
    }),
    charlie: await makeProject(ctx, {
      siteValues: { siteName: 'CHARLIE CARS', city: 'ROMA', countryCode: 'IT', region: '' },
      originatorId: bert.id,
      brandIds: [brand('Peugeot')],
      set: { createdAt: at(3), statusId: 1, statusDate: at(4) },
    }),
    delta: await makeProject(ctx, {
      siteValues: { siteName: 'DELTA GARAGE', city: 'LYON', countryCode: 'FR' },
      originatorId: bert.id,
      brandIds: [brand('Fiat')],
      set: { createdAt: at(4), statusId: 4, statusDate: at(5), designValidationDate: at(6) },
    }),
    echo: await makeProject(ctx, {
      siteValues: { siteName: 'ECHO SERVICE', city: 'MADRID', countryCode: 'ES', region: '' },
      originatorId: null,
      retailId: retail.id,
      brandIds: [brand('Citroen')],
      documentationOnly: true,
      set: { createdAt: at(5), statusDate: at(3), isActive: false },
    }),
    fox: await makeProject(ctx, {
      siteValues: { siteName: 'FOX TROT', city: 'KOELN', countryCode: 'DE', region: '' },
      originatorId: bert.id,
      brandIds: [brand('Peugeot'), brand('Fiat')],
      set: {
        createdAt: at(6),
        statusId: 11,
        statusDate: at(7),
        isEnabled: false,
        plannedOpeningDate: '2026-09-01',
        designValidationDate: at(7),
      },
    }),
  };
  for (const [k, v] of Object.entries(p)) ids[k] = v.id;

  tokens.vc = await signIn(ctx, vc.email);
  tokens.hq = await signIn(ctx, hq.email);
  tokens.rnd = await signIn(ctx, rnd.email);
  tokens.anna = await signIn(ctx, anna.email);
  tokens.bert = await signIn(ctx, bert.email);
  tokens.retail = await signIn(ctx, retail.email);
});
afterAll(() => ctx.close());

const list = (token: string, body: object = {}) =>
  post(ctx, '/Projects/getallprojectsbyfilters', body, token);
async function listIds(token: string, body: object = {}) {
  const res = await list(token, { PageSize: 100, ...body });
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json() as { rows: ProjectRow[]; total: number };
  expect(answer.total).toBe(answer.rows.length);
  return answer.rows.map((r) => r.projectId);
}
const names = (...keys: (keyof typeof p)[]) => keys.map((k) => p[k].id);
const sorted = (a: number[]) => [...a].sort((x, y) => x - y);

describe('POST Projects/getallprojectsbyfilters', () => {
  it('answers rows in the grid shape: Leapmotor hidden, country label, status name, ISO dates, architect email', async () => {
    const res = await list(tokens.vc);
    expect(res.statusCode).toBe(200);
    const { rows, total } = res.json() as { rows: ProjectRow[]; total: number };
    expect(total).toBe(6);
    // Default order: created on, newest first.
    expect(rows.map((r) => r.projectId)).toEqual(names('fox', 'echo', 'delta', 'charlie', 'bravo', 'alpha'));
    expect(rows.find((r) => r.projectId === p.bravo.id)).toEqual({
      projectId: p.bravo.id,
      userId: anna.id,
      siteName: 'BRAVO AUTO',
      brands: 'Opel',
      documentationOnly: false,
      createdOn: '2026-01-02T10:00:00.000Z',
      plannedOpeningDate: '2026-03-01',
      city: 'BERLIN',
      country: 'Germany',
      countryCode: 'DE',
      statusId: 3,
      status: 'Project Approved',
      statusDate: '2026-01-09T10:00:00.000Z',
      designValidationDate: '2026-01-08T10:00:00.000Z',
      projectUniqueId: p.bravo.uniqueCode,
      architectEmail: 'anna.orig@example.test',
      isEnabled: true,
      isActive: 'Yes',
    });
    expect(p.bravo.uniqueCode).toMatch(/^DE-\d{4}-\d{6}$/);
    const echo = rows.find((r) => r.projectId === p.echo.id)!;
    expect(echo).toMatchObject({
      userId: null,
      architectEmail: '',
      documentationOnly: true,
      isActive: 'No',
      plannedOpeningDate: null,
      designValidationDate: null,
      status: 'Project Registered for Documentation Only',
      country: 'Spain',
    });
    expect(rows.find((r) => r.projectId === p.fox.id)).toMatchObject({
      isEnabled: false,
      brands: 'Peugeot, Fiat',
    });
  });

  it('keeps every role inside its scope', async () => {
    expect(sorted(await listIds(tokens.vc))).toEqual(sorted(Object.values(ids)));
    expect(sorted(await listIds(tokens.hq))).toEqual(sorted(Object.values(ids)));
    // RND: markets FR, DE and brands Peugeot, Opel — both conditions.
    expect(sorted(await listIds(tokens.rnd))).toEqual(sorted(names('alpha', 'bravo', 'fox')));
    expect(sorted(await listIds(tokens.anna))).toEqual(sorted(names('alpha', 'bravo')));
    expect(sorted(await listIds(tokens.bert))).toEqual(sorted(names('charlie', 'delta', 'fox')));
    expect(sorted(await listIds(tokens.retail))).toEqual(sorted(names('alpha', 'echo')));
  });

  it('filters by countries, brand names and statuses, within the scope', async () => {
    expect(sorted(await listIds(tokens.vc, { arCountries: ['DE'] }))).toEqual(sorted(names('bravo', 'fox')));
    expect(sorted(await listIds(tokens.vc, { arCountries: ['de', 'IT'] }))).toEqual(
      sorted(names('bravo', 'charlie', 'fox')),
    );
    expect(sorted(await listIds(tokens.vc, { arBrands: ['Peugeot'] }))).toEqual(
      sorted(names('alpha', 'charlie', 'fox')),
    );
    expect(sorted(await listIds(tokens.vc, { arBrands: ['fiat', 'No Such Brand'] }))).toEqual(
      sorted(names('delta', 'fox')),
    );
    expect(await listIds(tokens.vc, { arBrands: ['No Such Brand'] })).toEqual([]);
    // Leapmotor is hidden in the text, not in the filter.
    expect(await listIds(tokens.vc, { arBrands: ['Leapmotor'] })).toEqual(names('bravo'));
    expect(sorted(await listIds(tokens.vc, { arProjectStatus: [3, 11] }))).toEqual(
      sorted(names('bravo', 'fox')),
    );
    expect(
      await listIds(tokens.vc, { arCountries: ['FR'], arBrands: ['Fiat'], arProjectStatus: [4] }),
    ).toEqual(names('delta'));
    // RND cannot widen its scope with a filter.
    expect(await listIds(tokens.rnd, { arCountries: ['IT'] })).toEqual([]);
    expect(await listIds(tokens.rnd, { arBrands: ['Fiat'] })).toEqual(names('fox'));
    expect(await listIds(tokens.anna, { arCountries: ['DE'] })).toEqual(names('bravo'));
  });

  it('searches site name, city, country, code, brands, status and architect email, case-insensitively', async () => {
    const search = (Search: string, token = tokens.vc) => listIds(token, { Search }).then(sorted);
    expect(await search('alpha')).toEqual(names('alpha'));
    expect(await search('berl')).toEqual(names('bravo'));
    expect(await search('germany')).toEqual(sorted(names('bravo', 'fox')));
    expect(await search(p.delta.uniqueCode.slice(-6).toLowerCase())).toEqual(names('delta'));
    expect(await search(p.delta.uniqueCode.slice(0, 2))).toEqual(
      sorted(
        Object.values(p)
          .filter((x) => x.uniqueCode.startsWith('FR'))
          .map((x) => x.id),
      ),
    );
    expect(await search('CITRO')).toEqual(names('echo'));
    expect(await search('BERT.ORIG')).toEqual(sorted(names('charlie', 'delta', 'fox')));
    expect(await search('approved')).toEqual(names('bravo'));
    // Pattern characters are taken literally.
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    // Search stays inside the scope.
    expect(await search('bert.orig', tokens.anna)).toEqual([]);
    expect(await search('fox', tokens.rnd)).toEqual(names('fox'));
  });

  describe('sorts on every column, the id breaking ties', () => {
    const countryRank = new Map(
      [...COUNTRIES].sort((a, b) => a.label.localeCompare(b.label)).map((c, i) => [c.label, i]),
    );
    /** Sort key of a row as the grid shows it; null sorts last ascending and first descending. */
    const keyOf = (r: ProjectRow, field: ProjectSortField): string | number | null => {
      switch (field) {
        case 'brands':
          return r.brands;
        case 'documentationOnly':
          return r.documentationOnly ? 1 : 0;
        case 'createdOn':
          return r.createdOn;
        case 'country':
          return countryRank.get(r.country)!;
        case 'status':
          return r.statusId;
        case 'projectUniqueId':
          return r.projectUniqueId;
        case 'architectEmail':
          return r.architectEmail || null;
        case 'isEnabled':
          return r.isEnabled ? 1 : 0;
        default:
          return r[field];
      }
    };
    const expected = (rows: ProjectRow[], field: ProjectSortField, dir: 'asc' | 'desc') =>
      [...rows]
        .sort((a, b) => {
          const ka = keyOf(a, field);
          const kb = keyOf(b, field);
          const sign = dir === 'asc' ? 1 : -1;
          if (ka === kb) return sign * (a.projectId - b.projectId);
          if (ka === null) return sign; // nulls last asc, first desc
          if (kb === null) return -sign;
          return sign * (ka < kb ? -1 : 1);
        })
        .map((r) => r.projectId);

    for (const field of PROJECT_SORT_FIELDS)
      for (const dir of ['asc', 'desc'] as const)
        it(`${field} ${dir}`, async () => {
          const res = await list(tokens.vc, { PageSize: 100, SortField: field, SortDirection: dir });
          expect(res.statusCode).toBe(200);
          const rows = (res.json() as { rows: ProjectRow[] }).rows;
          expect(rows.map((r) => r.projectId)).toEqual(expected(rows, field, dir));
        });

    it('orders country by label and status by its lifecycle order', async () => {
      const countryAsc = await listIds(tokens.vc, { SortField: 'country', SortDirection: 'asc' });
      // France (alpha, delta), Germany (bravo, fox), Italy, Spain.
      expect(countryAsc).toEqual(names('alpha', 'delta', 'bravo', 'fox', 'charlie', 'echo'));
      const statusAsc = await listIds(tokens.vc, { SortField: 'status', SortDirection: 'asc' });
      // Registered (0), Under Review (1), Approved (3), Refused / Not Compliant (4), Documentation Only (6),
      // Site Compliance (11).
      expect(statusAsc).toEqual(names('alpha', 'charlie', 'bravo', 'delta', 'echo', 'fox'));
    });
  });

  it('pages with Page / PageSize and counts the whole filter', async () => {
    const all = await listIds(tokens.vc, { SortField: 'siteName', SortDirection: 'asc' });
    expect(all).toEqual(names('alpha', 'bravo', 'charlie', 'delta', 'echo', 'fox'));
    const pages = [];
    for (const Page of [0, 1, 2, 3]) {
      const res = await list(tokens.vc, { Page, PageSize: 2, SortField: 'siteName', SortDirection: 'asc' });
      const body = res.json() as { rows: ProjectRow[]; total: number };
      expect(body.total).toBe(6);
      pages.push(body.rows.map((r) => r.projectId));
    }
    expect(pages).toEqual([all.slice(0, 2), all.slice(2, 4), all.slice(4, 6), []]);
    const filtered = (await list(tokens.vc, { PageSize: 1, arCountries: ['DE'] })).json();
    expect(filtered.total).toBe(2);
    expect(filtered.rows).toHaveLength(1);
  });

  it('refuses bad input with 400, never 500', async () => {
    const bad = [
      { PageSize: 0 },
      { PageSize: 1000 },
      { Page: -1 },
      { Page: 'x' },
      { SortField: 'password' },
      { SortDirection: 'up' },
      { arCountries: ['FRA'] },
      { arCountries: 'FR' },
      { arProjectStatus: [12] },
      { arProjectStatus: ['x'] },
      { arBrands: [''] },
      { Search: 'x'.repeat(101) },
      { SaveFilters: 'yes' },
    ];
    for (const body of bad) {
      const res = await list(tokens.vc, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/Projects/getallprojectsbyfilters',
      headers: { authorization: `Bearer ${tokens.vc}`, 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await list('')).statusCode).toBe(401);
  });

  it('answers on any casing of the path', async () => {
    const res = await post(ctx, '/projects/GETALLPROJECTSBYFILTERS', {}, tokens.hq);
    expect(res.statusCode).toBe(200);
  });
});

describe('saved filters (Filter Data / Show All) and GET Projects/isFilterClicked', () => {
  const saved = async (token: string) => {
    const res = await get(ctx, '/Projects/isFilterClicked', token);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('stores the filters of VC, HQ and RND and gives them back', async () => {
    for (const token of [tokens.vc, tokens.hq, tokens.rnd]) {
      const filters = { arCountries: ['DE', 'FR'], arBrands: ['Peugeot'], arProjectStatus: [0, 3] };
      const res = await list(token, { ...filters, SaveFilters: true });
      expect(res.statusCode).toBe(200);
      expect(await saved(token)).toEqual({ isFilterClicked: true, ...filters });
    }
    // Without SaveFilters nothing changes.
    await list(tokens.vc, { arCountries: ['IT'] });
    expect((await saved(tokens.vc)).arCountries).toEqual(['DE', 'FR']);
    // Show All: empty filters, saved.
    await list(tokens.vc, { SaveFilters: true });
    expect(await saved(tokens.vc)).toEqual({
      isFilterClicked: false,
      arCountries: [],
      arBrands: [],
      arProjectStatus: [],
    });
  });

  it('does not store the filters of originators and Retail Location', async () => {
    for (const [token, user] of [
      [tokens.anna, anna],
      [tokens.retail, retail],
    ] as const) {
      const res = await list(token, { arCountries: ['DE'], SaveFilters: true });
      expect(res.statusCode).toBe(200);
      expect(await saved(token)).toEqual({
        isFilterClicked: false,
        arCountries: [],
        arBrands: [],
        arProjectStatus: [],
      });
      const rows = await ctx.database.db
        .select()
        .from(userProjectFilters)
        .where(eq(userProjectFilters.userId, user.id));
      expect(rows).toEqual([]);
    }
  });
});

describe('GET /home/getfilterdetails', () => {
  it('gives VC and HQ every brand, country and the 12 statuses', async () => {
    for (const token of [tokens.vc, tokens.hq]) {
      const res = await get(ctx, `/home/getfilterdetails?Role=${encodeURIComponent(ROLES.VC)}`, token);
      expect(res.statusCode).toBe(200);
      const { result } = res.json();
      // Every brand but 'Non-PSA Brand' (spec 000 §3).
      expect(result.brands).toHaveLength(BRANDS.length - 1);
      expect(result.brands.map((b: { brand_name: string }) => b.brand_name)).not.toContain('Non-PSA Brand');
      expect(result.brands).toContainEqual({ brand_id: brand('Leapmotor'), brand_name: 'Leapmotor' });
      expect(result.countries).toHaveLength(COUNTRIES.length);
      expect(result.countries).toContainEqual({ code: 'FR', label: 'France' });
      expect(result.projectStatus).toEqual(PROJECT_STATUSES.map((description, id) => ({ id, description })));
    }
  });

  it('gives RND only its markets and brands, whatever Role it sends', async () => {
    const res = await get(ctx, `/home/getfilterdetails?Role=${encodeURIComponent(ROLES.VC)}`, tokens.rnd);
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result.countries).toEqual([
      { code: 'FR', label: 'France' },
      { code: 'DE', label: 'Germany' },
    ]);
    expect(result.brands).toEqual([
      { brand_id: brand('Opel'), brand_name: 'Opel' },
      { brand_id: brand('Peugeot'), brand_name: 'Peugeot' },
    ]);
    expect(result.projectStatus).toHaveLength(12);
  });

  it('is refused to originators and Retail Location', async () => {
    expect((await get(ctx, '/home/getfilterdetails', tokens.anna)).statusCode).toBe(403);
    expect((await get(ctx, '/home/getfilterdetails', tokens.retail)).statusCode).toBe(403);
    expect((await get(ctx, '/home/getfilterdetails')).statusCode).toBe(401);
  });
});

describe('GET Projects/getallprojectbyaccountname', () => {
  beforeAll(async () => {
    const base = {
      siteName: 'REQ SITE',
      street: '1 RUE',
      city: 'NANTES',
      zipCode: '44000',
      countryCode: 'FR',
      brandDetails: [
        { brandId: brand('Leapmotor'), contractTypeId: 1, salesVolume: null },
        { brandId: brand('Citroen'), contractTypeId: 2, salesVolume: 5 },
      ],
    };
    const at = (day: number) => new Date(Date.UTC(2026, 1, day));
    await ctx.database.db.insert(originatorRequests).values([
      { ...base, originatorUserId: anna.id, isNewCreation: true, status: 'pending', createdAt: at(1) },
      {
        ...base,
        siteName: 'REQ REJECTED',
        originatorUserId: anna.id,
        isNewCreation: false,
        isDocumentOnly: true,
        status: 'rejected',
        createdAt: at(3),
      },
      {
        ...base,
        siteName: 'REQ APPROVED',
        originatorUserId: anna.id,
        isNewCreation: false,
        status: 'approved',
      },
      { ...base, siteName: 'REQ CREATED', originatorUserId: anna.id, isNewCreation: true, status: 'created' },
      { ...base, siteName: 'REQ OTHER', originatorUserId: bert.id, isNewCreation: true, status: 'pending' },
    ]);
  });

  it("answers the originator's projects as list rows, then its pending and rejected requests (spec 001 §7)", async () => {
    const res = await get(ctx, '/Projects/getallprojectbyaccountname', tokens.anna);
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.map((r: { siteName: string }) => r.siteName)).toEqual([
      'BRAVO AUTO',
      'ALPHA MOTORS',
      'REQ REJECTED',
      'REQ SITE',
    ]);
    // The projects carry exactly the list's row fields, and are marked as no request.
    const listed = (await list(tokens.anna, { SortField: 'createdOn', SortDirection: 'desc' })).json().rows;
    expect(rows.slice(0, 2)).toEqual(
      listed.map((r: ProjectRow) => ({ ...r, originatorProjectRequestId: null, isNewCreation: null })),
    );
    expect(rows[0]).toMatchObject({ projectId: ids.bravo, statusId: 3, status: PROJECT_STATUSES[3] });
    // The requests follow as rows of the same shape, marked by their status.
    expect(Object.keys(rows[2]).sort()).toEqual(Object.keys(rows[0]).sort());
    expect(rows[2]).toMatchObject({
      projectId: null,
      userId: anna.id,
      siteName: 'REQ REJECTED',
      brands: 'Citroen',
      documentationOnly: true,
      createdOn: '2026-02-03T00:00:00.000Z',
      plannedOpeningDate: null,
      city: 'NANTES',
      country: 'France',
      statusId: null,
      status: 'Rejected',
      statusDate: '2026-02-03T00:00:00.000Z',
      designValidationDate: null,
      projectUniqueId: '',
      architectEmail: anna.email,
      isEnabled: true,
      isActive: 'Yes',
      originatorProjectRequestId: expect.any(Number),
      isNewCreation: 'No',
    });
    expect(rows[3]).toMatchObject({
      status: 'Pending',
      isNewCreation: 'Yes',
      documentationOnly: false,
      projectId: null,
      originatorProjectRequestId: expect.any(Number),
    });
    // Nobody else's projects or requests.
    const other = (await get(ctx, '/Projects/getallprojectbyaccountname', tokens.bert)).json();
    expect(other.map((r: { siteName: string }) => r.siteName)).toEqual([
      'FOX TROT',
      'DELTA GARAGE',
      'CHARLIE CARS',
      'REQ OTHER',
    ]);
  });

  it("answers Retail Location its location's projects, and [] for the roles without projects of their own", async () => {
    const retailRows = (await get(ctx, '/Projects/getallprojectbyaccountname', tokens.retail)).json();
    expect(retailRows.map((r: { projectId: number }) => r.projectId)).toEqual([ids.echo, ids.alpha]);
    expect(
      retailRows.every((r: { originatorProjectRequestId: null }) => r.originatorProjectRequestId === null),
    ).toBe(true);
    for (const token of [tokens.vc, tokens.hq, tokens.rnd]) {
      const res = await get(ctx, '/Projects/getallprojectbyaccountname', token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
    expect((await get(ctx, '/Projects/getallprojectbyaccountname')).statusCode).toBe(401);
  });
});

describe('POST /Projects/holdorunholdproject/{projectId}', () => {
  const hold = (id: number | string, token: string) =>
    post(ctx, `/Projects/holdorunholdproject/${id}`, {}, token);

  it('toggles isEnabled for VC, with an audit row each time', async () => {
    const paused = await hold(p.alpha.id, tokens.vc);
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toEqual({ projectId: p.alpha.id, isEnabled: false });
    const row = (await listIds(tokens.vc, { Search: 'ALPHA' })).length;
    expect(row).toBe(1);
    const listed = (await list(tokens.vc, { Search: 'ALPHA' })).json().rows[0];
    expect(listed.isEnabled).toBe(false);
    const enabled = await hold(p.alpha.id, tokens.vc);
    expect(enabled.json()).toEqual({ projectId: p.alpha.id, isEnabled: true });
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'project'), eq(auditLog.entityId, String(p.alpha.id))));
    const actions = audits.map((a) => a.action);
    expect(actions).toContain('projectLifecycle.pause');
    expect(actions).toContain('projectLifecycle.enable');
    expect(audits.find((a) => a.action === 'projectLifecycle.pause')!.actorUserId).toBe(vc.id);
  });

  it('is VC only (403), 404 for an unknown project, 400 for a bad id', async () => {
    for (const token of [tokens.hq, tokens.rnd, tokens.anna, tokens.retail])
      expect((await hold(p.alpha.id, token)).statusCode).toBe(403);
    expect((await hold(999_999, tokens.vc)).statusCode).toBe(404);
    expect((await hold('abc', tokens.vc)).statusCode).toBe(400);
    expect((await hold(99_999_999_999, tokens.vc)).statusCode).toBe(400);
    expect((await hold(0, tokens.vc)).statusCode).toBe(400);
  });
});

describe('search with accented letters (runs last: adds a project)', () => {
  it('folds accented capitals like the database does', async () => {
    const elan = await makeProject(ctx, {
      siteValues: { siteName: 'ÉLAN AUTOMOBILES', city: 'SÈTE', countryCode: 'FR' },
      originatorId: anna.id,
    });
    expect(await listIds(tokens.vc, { Search: 'élan' })).toEqual([elan.id]);
    expect(await listIds(tokens.vc, { Search: 'sète' })).toEqual([elan.id]);
    expect(await listIds(tokens.anna, { Search: 'ÉLAN' })).toEqual([elan.id]);
  });
});

describe('OpenAPI document', () => {
  it('lists the calls of the project list with their schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { requestBody?: unknown }>>;
    expect(paths['/api/Projects/getallprojectsbyfilters']?.post?.requestBody).toBeTruthy();
    expect(paths['/api/Projects/exportprojectscsv']?.post?.requestBody).toBeTruthy();
    for (const path of [
      '/api/Projects/isFilterClicked',
      '/api/home/getfilterdetails',
      '/api/Projects/getallprojectbyaccountname',
    ])
      expect(paths[path]?.get, path).toBeTruthy();
    expect(paths['/api/Projects/holdorunholdproject/{projectId}']?.post).toBeTruthy();
  });
});
