import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, inArray, sql } from 'drizzle-orm';
import { ROLES, type Role } from '@portal/contract';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { makeProject, makeSite, type SiteRecord } from '../../../test/project-fixtures';
import { projects } from '../../db/schema';
import type { DataScope } from '../../platform/policy';
import { keptCountsPerStatus, type KeptCountFilters } from './kept-counts';
import { oversightCondition } from './oversight';

/**
 * The counts read from the kept counts (whole years and months) plus `projects` (partial months) equal the
 * counts over `projects` alone, for every filter and date range — ranges inside one month, across a year, over
 * whole years, open at either end, starting or ending on a month's first day — and both ways of counting a
 * partial month or a partial year.
 */

let ctx: TestContext;
interface Caller {
  userId: number;
  role: Role;
}
const vc: Caller = { userId: 1, role: ROLES.VC };
const rnd: Caller = { userId: 2, role: ROLES.RND };

beforeAll(async () => {
  ctx = await createTestContext();
  const sitesList: SiteRecord[] = [];
  for (const [countryCode, region] of [
    ['FR', 'DR Lyon'],
    ['FR', 'DR IDF Nord'],
    ['DE', ''],
    ['IT', ''],
  ] as const)
    sitesList.push(await makeSite(ctx, { countryCode, region }));
  // Projects on the first, the middle and the last days of 2025's and 2026's months, at midnight and late.
  const brandSets = [[2], [4], [1, 2], [2, 4]];
  let i = 0;
  for (let month = 0; month < 18; month++)
    for (const dayOfMonth of [1, 2, 15, 28, 31]) {
      const created = new Date(Date.UTC(2025, month, dayOfMonth, i % 3 === 0 ? 0 : 23, 59));
      await makeProject(ctx, {
        site: sitesList[i % sitesList.length],
        brandIds: brandSets[i % brandSets.length],
        set: { statusId: i % 12, createdAt: created, isEnabled: i % 5 !== 0 },
      });
      i++;
    }
});
afterAll(() => ctx.close());

async function counted(auth: Caller, scope: DataScope, f: KeptCountFilters) {
  const where = and(
    await oversightCondition(ctx.database.db, auth, f, scope),
    f.statuses.length ? inArray(projects.statusId, f.statuses) : undefined,
  );
  const rows = await ctx.database.db
    .select({ statusId: projects.statusId, n: sql<number>`count(*)::int` })
    .from(projects)
    .where(where)
    .groupBy(projects.statusId);
  return rows.map((r) => ({ statusId: r.statusId, n: Number(r.n) })).sort((a, b) => a.statusId - b.statusId);
}

const none: KeptCountFilters = {
  arCountries: [],
  arBrands: [],
  arReagion: [],
  IncludeArchivedProject: false,
  FromDate: '',
  ToDate: '',
  statuses: [],
};

const RANGES: [string, string][] = [
  ['', ''],
  ['2025-03-01', ''],
  ['2025-03-02', ''],
  ['', '2025-06-30'],
  ['', '2025-06-14'],
  ['2025-02-01', '2025-02-28'],
  ['2025-02-02', '2025-02-27'],
  ['2025-04-15', '2025-04-15'],
  ['2025-01-31', '2025-12-01'],
  ['2025-05-02', '2026-02-15'],
  ['2025-07-01', '2026-01-01'],
  ['2026-06-30', '2026-05-01'],
  // Whole years from the year table, and a year's count minus the months left out (migration 0025).
  ['2025-01-01', '2025-12-31'],
  ['2025-01-01', ''],
  ['', '2025-12-31'],
  ['2025-02-01', '2025-11-30'],
  ['2025-03-10', '2025-10-20'],
  ['2024-12-05', '2026-05-31'],
  ['2025-11-28', '2026-11-28'],
  ['2024-01-01', '2027-12-31'],
];
const FILTERS: Partial<KeptCountFilters>[] = [
  {},
  { IncludeArchivedProject: true },
  { arCountries: ['FR'] },
  { arBrands: ['Peugeot'] },
  { arBrands: ['Unknown brand'] },
  { arCountries: ['FR'], arReagion: ['DR Lyon'] },
  { statuses: [1, 2, 3] },
  { arCountries: ['FR', 'DE'], arBrands: ['Opel', 'Citroen'], IncludeArchivedProject: true },
];

describe('kept counts with filters and date ranges', () => {
  it('equal the counts over projects, for every filter and range, either way of counting a partial month', async () => {
    const scopes: [Caller, DataScope][] = [
      [vc, { kind: 'all' }],
      [rnd, { kind: 'markets', countryCodes: ['FR', 'IT'], brandIds: [2] }],
      [rnd, { kind: 'markets', countryCodes: [], brandIds: [] }],
    ];
    // "now" in the ranges' middle (days and months after it cost nothing) and long after them.
    const nows = [Date.UTC(2025, 5, 10), Date.UTC(2026, 2, 15), Date.UTC(2030, 0, 1)];
    let compared = 0;
    for (const [auth, scope] of scopes)
      for (const filter of FILTERS)
        for (const [FromDate, ToDate] of RANGES)
          for (const now of nows) {
            const f = { ...none, ...filter, FromDate, ToDate };
            const kept = await keptCountsPerStatus(ctx.database.db, auth, scope, f, now);
            const expected = await counted(auth, scope, f);
            expect({ f, scope, kept: kept?.sort((a, b) => a.statusId - b.statusId) }).toEqual({
              f,
              scope,
              kept: expected,
            });
            compared++;
          }
    expect(compared).toBe(3 * FILTERS.length * RANGES.length * nows.length);
  });

  it('are not read for a person’s own projects (counted over projects instead)', async () => {
    const scope: DataScope = { kind: 'originator', userId: 1 };
    expect(
      await keptCountsPerStatus(ctx.database.db, { userId: 1, role: ROLES.ORIGINATOR }, scope, none),
    ).toBeNull();
  });
});
