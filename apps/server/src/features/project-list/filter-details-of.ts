import { and, asc, eq, ne } from 'drizzle-orm';
import { NON_PSA_BRAND, PROJECT_STATUSES, type FilterDetails } from '@portal/contract';
import { brands, countries, userBrands, userMarkets } from '../../db/schema';
import type { SignedInContext } from '../../platform/api';
import { scopeKindOf } from '../../platform/policy';

/**
 * GET /home/getfilterdetails?Role=: filter options: every brand, country and status; RND only its own
 * markets and brands.
 */
export async function filterDetailsOf({ db, auth }: SignedInContext): Promise<FilterDetails> {
  // Retail Network Development is offered only its own markets and brands (its scope).
  const own = scopeKindOf(auth.role) === 'markets';
  // The brand named Non-PSA Brand is never offered (spec 000 §3, as the brand lookup).
  const offered = ne(brands.name, NON_PSA_BRAND);
  const [brandRows, countryRows] = await Promise.all([
    own
      ? db
          .select({ id: brands.id, name: brands.name })
          .from(userBrands)
          .innerJoin(brands, eq(brands.id, userBrands.brandId))
          .where(and(eq(userBrands.userId, auth.userId), offered))
          .orderBy(asc(brands.name))
      : db.select({ id: brands.id, name: brands.name }).from(brands).where(offered).orderBy(asc(brands.name)),
    own
      ? db
          .select({ code: countries.code, label: countries.label })
          .from(userMarkets)
          .innerJoin(countries, eq(countries.code, userMarkets.countryCode))
          .where(eq(userMarkets.userId, auth.userId))
          .orderBy(asc(countries.label))
      : db
          .select({ code: countries.code, label: countries.label })
          .from(countries)
          .orderBy(asc(countries.label)),
  ]);
  return {
    result: {
      brands: brandRows.map((b) => ({ brand_id: b.id, brand_name: b.name })),
      countries: countryRows,
      projectStatus: PROJECT_STATUSES.map((description, id) => ({ id, description })),
    },
  };
}
