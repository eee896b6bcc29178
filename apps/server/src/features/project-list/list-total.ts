import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { PROJECT_LIST } from '@portal/contract';
import { projects } from '../../db/schema';
import type { AuthContext } from '../../platform/auth';
import { dataScope } from '../../platform/policy';
import { keptCountsPerStatus } from '../projects/kept-counts';
import type { ListFilters } from './query';

export interface ListTotal {
  total: number;
  /** More than `total` rows match: counting stopped at PROJECT_LIST.totalCap. */
  capped: boolean;
}

/**
 * The list's total: from the kept counts when the filters are their columns (no search, no ball-in-court
 * filter, scope 'all' or 'markets'), exact (docs/decisions/029-project-counts-kept-by-triggers.md); otherwise
 * the list's own condition counted up to PROJECT_LIST.totalCap rows, so a common search word or a ball filter
 * matching a fifth of a million projects costs a thousand rows, not all of them
 * (docs/decisions/035-list-totals-capped.md).
 */
export async function listTotal(
  db: DbOrTx,
  auth: Pick<AuthContext, 'userId' | 'role'>,
  filters: ListFilters,
  where: SQL | undefined,
): Promise<ListTotal> {
  if (!filters.Search && !filters.Ball) {
    const kept = await keptCountsPerStatus(db, auth, await dataScope(db, auth), {
      arCountries: filters.arCountries,
      arBrands: filters.arBrands,
      arReagion: filters.arReagion ?? [],
      IncludeArchivedProject: filters.IncludeArchivedProject ?? true,
      FromDate: filters.FromDate ?? '',
      ToDate: filters.ToDate ?? '',
      statuses: filters.arProjectStatus,
    });
    if (kept) return { total: kept.reduce((sum, s) => sum + s.n, 0), capped: false };
  }
  const [row] = await cappedCountQuery(db, where);
  const n = Number(row?.n ?? 0);
  const cap = PROJECT_LIST.totalCap;
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}

/** The rows matching `where`, counted up to one past the cap (as a query: the bench explains it). */
export function cappedCountQuery(db: DbOrTx, where: SQL | undefined) {
  const matching = db
    .select({ one: sql`1` })
    .from(projects)
    .where(where)
    .limit(PROJECT_LIST.totalCap + 1)
    .as('matching');
  return db.select({ n: sql<number>`count(*)::int` }).from(matching);
}
