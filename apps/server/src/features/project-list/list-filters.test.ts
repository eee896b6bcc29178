import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES, PROJECT_SORT_FIELDS, type ProjectRow, type ProjectSortField } from '@portal/contract';
import { post, type TestContext } from '../../../test/helpers';
import { makeProject } from '../../../test/project-fixtures';
import {
  listFixtures,
  listWorld,
  sorted,
  type ListWho,
  type ListWorld,
  type ProjectKey,
} from '../../../test/project-list-fixtures';
import type { ProjectRecord } from '../projects/record';

/** POST Projects/getallprojectsbyfilters: the grid rows, scopes, filters, search, sorting and paging. */

let world: ListWorld;
let ctx: TestContext;
let tokens: Record<ListWho, string>;
let ids: Record<string, number>;
let anna: { id: number; email: string };
let p: Record<ProjectKey, ProjectRecord>;
const { list, listIds, names } = listFixtures(() => world);

beforeAll(async () => {
  world = await listWorld();
  ({ ctx, tokens, ids, anna, p } = world);
});
afterAll(() => world.ctx.close());

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
      ball: null,
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
