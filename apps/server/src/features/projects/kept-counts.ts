import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client';
import { projectCounts, projectMonthCounts, projects, projectYearCounts } from '../../db/schema';
import type { AuthContext } from '../../platform/auth';
import { scopeCountsCondition, type DataScope } from '../../platform/policy';
import { brandIdsOf } from './list-copies';
import { oversightCondition } from './oversight';

/**
 * Counts per status read from the kept counts (db/schema/project-counts.ts) instead of counted over `projects`
 * (docs/decisions/029-project-counts-kept-by-triggers.md): the dashboard's charts and the project list's total,
 * whenever their filters are columns of those tables — scope 'all' or 'markets', countries, brands, regions,
 * archived, statuses. A FromDate/ToDate range takes its whole months from the month table and its partial
 * first and last months from `projects` (the creation-date index), so the answer stays exact. Counted per status
 * (the charts, the total) or per ball-in-court stage (the dashboard's overdue counts, ball.ts `overdueCountsOf`).
 */

export interface KeptCountFilters {
  arCountries: string[];
  arBrands: string[];
  arReagion: string[];
  IncludeArchivedProject: boolean;
  /** Creation days, inclusive (`yyyy-mm-dd`); '' for no bound. */
  FromDate: string;
  ToDate: string;
  /** The list's status filter; [] for every status. */
  statuses: number[];
}

export interface StatusCount {
  statusId: number;
  n: number;
}

type CountsTable = typeof projectCounts | typeof projectMonthCounts | typeof projectYearCounts;

const DAY_MS = 86_400_000;
const monthOf = (t: number) => Date.UTC(new Date(t).getUTCFullYear(), new Date(t).getUTCMonth(), 1);
const monthAfter = (t: number) => Date.UTC(new Date(t).getUTCFullYear(), new Date(t).getUTCMonth() + 1, 1);
const day = (t: number) => new Date(t).toISOString().slice(0, 10);
const yearOf = (t: number) => Date.UTC(new Date(t).getUTCFullYear(), 0, 1);
const yearAfter = (t: number) => Date.UTC(new Date(t).getUTCFullYear() + 1, 0, 1);
/**
 * What reading one year's groups costs, in months' groups: a year holds about as many groups as two months
 * (at 1,000,000 projects about 10,000 against 5,300 a month), since most groups recur month after month.
 */
const YEAR_COST = 2;

/** The filters as a condition on a counts table; null when the scope is not one of its columns. */
function groupCondition(t: CountsTable, scope: DataScope, f: KeptCountFilters): SQL | undefined | null {
  const inScope = scopeCountsCondition(scope, t);
  if (inScope === null) return null;
  const brandIds = brandIdsOf(f.arBrands);
  return and(
    inScope,
    f.arCountries.length ? inArray(t.countryCode, f.arCountries) : undefined,
    f.arBrands.length
      ? brandIds.length
        ? sql`${t.brandIds} && ${sql.param(brandIds)}::integer[]`
        : sql`false`
      : undefined,
    f.arReagion.length ? inArray(t.region, f.arReagion) : undefined,
    f.IncludeArchivedProject ? undefined : eq(t.isEnabled, true),
    f.statuses.length ? inArray(t.statusId, f.statuses) : undefined,
  );
}

/**
 * One part of the sum: a select of (k, n) rows, k the status or the stage. A caller may add its own parts (the
 * overdue counts take away the projects not yet late): they are summed in the same statement.
 */
export type Part = SQL;

/** What the counts are per: the status (`status_id`) or the ball-in-court stage (`ball_stage`, null: none). */
export type CountKey = 'status_id' | 'ball_stage';

function keptPart(t: CountsTable, key: CountKey, where: SQL | undefined, when?: SQL, sign: 1 | -1 = 1): Part {
  const n = sign === 1 ? sql.identifier('n') : sql`-${sql.identifier('n')}`;
  return sql`select ${sql.identifier(key)} as k, ${n} as n from ${t} where ${and(where, when) ?? sql`true`}`;
}

/** The kept counts per creation month and per creation year, each row's period in `column`. */
const PERIODS = {
  month: { table: projectMonthCounts, column: projectMonthCounts.month },
  year: { table: projectYearCounts, column: projectYearCounts.year },
} as const;

/** The rows of the months or years [a, b) (period starts; null: unbounded), with `sign`. */
function periodsPart(
  period: keyof typeof PERIODS,
  key: CountKey,
  where: SQL | undefined,
  a: number | null,
  b: number | null,
  sign: 1 | -1 = 1,
): Part {
  const { table, column } = PERIODS[period];
  return keptPart(
    table,
    key,
    where,
    and(a === null ? undefined : gte(column, day(a)), b === null ? undefined : lt(column, day(b))),
    sign,
  );
}

/**
 * [a, b) inside the period [p0, p1): read directly (`inside`), or as the period's kept count (`whole`, costing
 * `wholeCost`) minus what lies outside [a, b), whichever `cost` says reads less. A year's months and a month's
 * days are both read this way.
 */
function partOfPeriod(
  a: number,
  b: number,
  [p0, p1]: [number, number],
  cost: (x: number, y: number) => number,
  wholeCost: number,
  whole: Part,
  inside: (x: number, y: number, sign: 1 | -1) => Part,
): Part[] {
  if (cost(a, b) <= wholeCost + cost(p0, a) + cost(b, p1)) return [inside(a, b, 1)];
  const parts = [whole];
  if (p0 < a) parts.push(inside(p0, a, -1));
  if (b < p1) parts.push(inside(b, p1, -1));
  return parts;
}

/**
 * The whole months [from, to) (month starts; null: unbounded) from the kept counts: the whole years among them
 * from the year table, the rest of each year from the month table — or, when fewer months are left out of that
 * year than taken (months after now hold no project, so they cost nothing), the year's count minus the months
 * left out. "The last 12 months" is then one year's groups, a month's, and the current month's.
 */
function wholeMonthParts(
  key: CountKey,
  byMonth: SQL | undefined,
  byYear: SQL | undefined,
  from: number | null,
  to: number | null,
  now: number,
): Part[] {
  const months = (a: number, b: number) => {
    let n = 0;
    for (let m = a; m < Math.min(b, monthAfter(now)); m = monthAfter(m)) n++;
    return n;
  };
  /** Months [a, b) inside one calendar year. */
  const withinYear = (a: number, b: number): Part[] =>
    partOfPeriod(
      a,
      b,
      [yearOf(a), yearAfter(a)],
      months,
      YEAR_COST,
      periodsPart('year', key, byYear, yearOf(a), yearAfter(a)),
      (x, y, sign) => periodsPart('month', key, byMonth, x, y, sign),
    );
  if (from !== null && to !== null) {
    if (from >= to) return [];
    if (yearOf(from) === yearOf(to - 1)) return withinYear(from, to);
  }
  const parts: Part[] = [];
  const head = from !== null && from !== yearOf(from);
  const tail = to !== null && to !== yearOf(to);
  if (head) parts.push(...withinYear(from, yearAfter(from)));
  const yearsFrom = from === null ? null : head ? yearAfter(from) : from;
  const yearsTo = to === null ? null : yearOf(to);
  if (yearsFrom === null || yearsTo === null || yearsFrom < yearsTo)
    parts.push(periodsPart('year', key, byYear, yearsFrom, yearsTo));
  if (tail) parts.push(...withinYear(yearOf(to), to));
  return parts;
}

/** Projects created in [from, to) counted per key, with `sign` (+1 or -1). */
function countedPart(key: CountKey, where: SQL | undefined, from: number, to: number, sign: 1 | -1): Part {
  const column = sql`${projects}.${sql.identifier(key)}`;
  return sql`select ${column} as k, ${sign}::int * count(*)::int as n from ${projects}
    where ${and(where, gte(projects.createdAt, new Date(from)), lt(projects.createdAt, new Date(to)))}
    group by ${column}`;
}

/**
 * Counts per status of the filtered projects, or null when the scope is a person's own projects (the caller
 * counts from `projects`). One statement, so one snapshot: the kept and the counted parts agree.
 */
export async function keptCountsPerStatus(
  db: DbOrTx,
  auth: Pick<AuthContext, 'userId' | 'role'>,
  scope: DataScope,
  f: KeptCountFilters,
  now = Date.now(),
): Promise<StatusCount[] | null> {
  const counts = await keptCounts(db, auth, scope, f, 'status_id', [], now);
  return counts && counts.map((c) => ({ statusId: Number(c.k), n: c.n }));
}

/**
 * Counts per `key` of the filtered projects plus the caller's `extra` parts (summed in the same statement), or
 * null when the scope is a person's own projects. A key null in the table (no ball) is the key null.
 */
export async function keptCounts(
  db: DbOrTx,
  auth: Pick<AuthContext, 'userId' | 'role'>,
  scope: DataScope,
  f: KeptCountFilters,
  key: CountKey,
  extra: Part[] = [],
  now = Date.now(),
): Promise<{ k: string | number | null; n: number }[] | null> {
  const allTime = groupCondition(projectCounts, scope, f);
  const byMonth = groupCondition(projectMonthCounts, scope, f);
  const byYear = groupCondition(projectYearCounts, scope, f);
  if (allTime === null || byMonth === null || byYear === null) return null;
  const start = f.FromDate ? Date.parse(`${f.FromDate}T00:00:00Z`) : null;
  const end = f.ToDate ? Date.parse(`${f.ToDate}T00:00:00Z`) + DAY_MS : null;
  if (start === null && end === null) return sumParts(db, [keptPart(projectCounts, key, allTime), ...extra]);
  if (start !== null && end !== null && start >= end) return sumParts(db, extra);

  // Whole months inside [start, end).
  const wholeFrom = start === null ? null : start === monthOf(start) ? start : monthAfter(start);
  const wholeTo = end === null ? null : monthOf(end);
  const parts = wholeMonthParts(key, byMonth, byYear, wholeFrom, wholeTo, now);
  // The partial months at either end (one when both ends fall in the same month).
  const partial: [number, number][] = [];
  if (start !== null && start !== monthOf(start))
    partial.push([start, end === null ? monthAfter(start) : Math.min(monthAfter(start), end)]);
  if (end !== null && end !== monthOf(end) && (start === null || monthOf(end) !== monthOf(start)))
    partial.push([start === null ? monthOf(end) : Math.max(monthOf(end), start), end]);
  if (partial.length) {
    const counted = await oversightCondition(db, auth, { ...f, FromDate: '', ToDate: '' }, scope);
    const where = and(counted, f.statuses.length ? inArray(projects.statusId, f.statuses) : undefined);
    for (const [a, b] of partial) parts.push(...partialMonth(key, byMonth, where, a, b, now));
  }
  return sumParts(db, [...parts, ...extra]);
}

/**
 * The days [a, b) of one month: counted from `projects`, or — when the days left out of the month are fewer
 * (days after now hold no project yet, so they cost nothing) — the month's kept count minus those days.
 */
function partialMonth(
  key: CountKey,
  byMonth: SQL | undefined,
  where: SQL | undefined,
  a: number,
  b: number,
  now: number,
) {
  const month: [number, number] = [monthOf(a), monthAfter(a)];
  const cost = (x: number, y: number) => Math.max(0, Math.min(y, now + DAY_MS) - x);
  return partOfPeriod(a, b, month, cost, 0, periodsPart('month', key, byMonth, ...month), (x, y, sign) =>
    countedPart(key, where, x, y, sign),
  );
}

async function sumParts(db: DbOrTx, parts: Part[]): Promise<{ k: string | number | null; n: number }[]> {
  if (!parts.length) return [];
  const rows = rowsOf<{ k: string | number | null; n: number }>(
    await db.execute(
      sql`select k, sum(n)::int as n from (${sql.join(parts, sql` union all `)}) as parts group by k`,
    ),
  );
  return rows.map((r) => ({ k: r.k, n: Number(r.n) })).filter((r) => r.n !== 0);
}
