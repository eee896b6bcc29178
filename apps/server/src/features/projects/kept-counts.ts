import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client';
import { projectCounts, projectMonthCounts, projects } from '../../db/schema';
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

type CountsTable = typeof projectCounts | typeof projectMonthCounts;

const DAY_MS = 86_400_000;
const monthOf = (t: number) => Date.UTC(new Date(t).getUTCFullYear(), new Date(t).getUTCMonth(), 1);
const monthAfter = (t: number) => Date.UTC(new Date(t).getUTCFullYear(), new Date(t).getUTCMonth() + 1, 1);
const day = (t: number) => new Date(t).toISOString().slice(0, 10);

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

function keptPart(t: CountsTable, key: CountKey, where: SQL | undefined, months?: SQL): Part {
  return sql`select ${sql.identifier(key)} as k, ${sql.identifier('n')} from ${t} where ${and(where, months) ?? sql`true`}`;
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
  if (allTime === null || byMonth === null) return null;
  const start = f.FromDate ? Date.parse(`${f.FromDate}T00:00:00Z`) : null;
  const end = f.ToDate ? Date.parse(`${f.ToDate}T00:00:00Z`) + DAY_MS : null;
  if (start === null && end === null) return sumParts(db, [keptPart(projectCounts, key, allTime), ...extra]);
  if (start !== null && end !== null && start >= end) return sumParts(db, extra);

  const parts: Part[] = [];
  // Whole months inside [start, end).
  const wholeFrom = start === null ? null : start === monthOf(start) ? start : monthAfter(start);
  const wholeTo = end === null ? null : monthOf(end);
  if (wholeFrom === null || wholeTo === null || wholeFrom < wholeTo)
    parts.push(
      keptPart(
        projectMonthCounts,
        key,
        byMonth,
        and(
          wholeFrom === null ? undefined : gte(projectMonthCounts.month, day(wholeFrom)),
          wholeTo === null ? undefined : lt(projectMonthCounts.month, day(wholeTo)),
        ),
      ),
    );
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
  const m0 = monthOf(a);
  const m1 = monthAfter(a);
  const cost = (x: number, y: number) => Math.max(0, Math.min(y, now + DAY_MS) - x);
  if (cost(a, b) <= cost(m0, a) + cost(b, m1)) return [countedPart(key, where, a, b, 1)];
  const parts = [keptPart(projectMonthCounts, key, byMonth, eq(projectMonthCounts.month, day(m0)))];
  if (m0 < a) parts.push(countedPart(key, where, m0, a, -1));
  if (b < m1) parts.push(countedPart(key, where, b, m1, -1));
  return parts;
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
