import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { ParsedOversightFilters } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { projects, sites } from '../../db/schema';
import type { AuthContext } from '../../platform/auth';
import { dataScope, scopeCondition, sharesBrand, type DataScope } from '../../platform/policy';
import { brandIdsOf } from './list-copies';

/**
 * The oversight screens' filters as one condition on `projects` (spec 002 §2, §7; issue 12): the caller's
 * data scope (an RND user sees only its markets and brands), countries, brands, French regions (of the
 * project's site), archived (paused) projects left out unless asked for, and the creation day between
 * FromDate and ToDate inclusive. The dashboard counts, its exports and the map features share it.
 */
export async function oversightCondition(
  db: DbOrTx,
  auth: Pick<AuthContext, 'userId' | 'role'>,
  filters: ParsedOversightFilters,
  /** The caller's scope when already read (else read here). */
  scope?: DataScope,
): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [scopeCondition(scope ?? (await dataScope(db, auth)))];
  if (filters.arCountries.length) conditions.push(inArray(projects.countryCode, filters.arCountries));
  if (filters.arBrands.length) {
    const ids = brandIdsOf(filters.arBrands);
    conditions.push(ids.length ? sharesBrand(ids) : sql`false`);
  }
  if (filters.arReagion.length)
    conditions.push(
      inArray(
        projects.siteId,
        db.select({ id: sites.id }).from(sites).where(inArray(sites.region, filters.arReagion)),
      ),
    );
  if (!filters.IncludeArchivedProject) conditions.push(eq(projects.isEnabled, true));
  if (filters.FromDate) conditions.push(gte(projects.createdAt, new Date(`${filters.FromDate}T00:00:00Z`)));
  if (filters.ToDate) {
    const next = new Date(`${filters.ToDate}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    conditions.push(lt(projects.createdAt, next));
  }
  return and(...conditions);
}
