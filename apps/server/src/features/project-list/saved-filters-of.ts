import { eq } from 'drizzle-orm';
import type { SavedFilters } from '@portal/contract';
import { userProjectFilters } from '../../db/schema';
import type { SignedInContext } from '../../platform/api';
import { hasFilterPanel } from '../../platform/policy';

/**
 * GET Projects/isFilterClicked: the filters the user last applied with Filter Data; Show All (empty
 * filters) clears them.
 */
export async function savedFiltersOf({ db, auth }: SignedInContext): Promise<SavedFilters> {
  const none: SavedFilters = { isFilterClicked: false, arCountries: [], arBrands: [], arProjectStatus: [] };
  if (!hasFilterPanel(auth.role)) return none;
  const [row] = await db.select().from(userProjectFilters).where(eq(userProjectFilters.userId, auth.userId));
  if (!row) return none;
  const saved = { arCountries: row.countryCodes, arBrands: row.brandNames, arProjectStatus: row.statusIds };
  const any = saved.arCountries.length + saved.arBrands.length + saved.arProjectStatus.length > 0;
  return { isFilterClicked: any, ...saved };
}
