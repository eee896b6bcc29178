import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { projects } from '../../db/schema';
import type { AuthContext } from '../../platform/auth';
import { dataScope } from '../../platform/policy';
import { keptCountsPerStatus } from '../projects/kept-counts';
import type { ListFilters } from './query';

/**
 * The list's total: from the kept counts when the filters are their columns (no search, no ball-in-court
 * filter, scope 'all' or 'markets'); otherwise `count(*)` of the list's own condition
 * (docs/decisions/029-project-counts-kept-by-triggers.md).
 */
export async function listTotal(
  db: DbOrTx,
  auth: Pick<AuthContext, 'userId' | 'role'>,
  filters: ListFilters,
  where: SQL | undefined,
): Promise<number> {
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
    if (kept) return kept.reduce((sum, s) => sum + s.n, 0);
  }
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(projects)
    .where(where);
  return Number(row?.n ?? 0);
}
