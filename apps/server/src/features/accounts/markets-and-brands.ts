import { and, eq, inArray, ne } from 'drizzle-orm';
import { NON_PSA_BRAND } from '@portal/contract';
import type { DbOrTx, Tx } from '../../db/client';
import { brands, countries, userBrands, userMarkets } from '../../db/schema';
import { badRequest } from '../../platform/errors';

/** An account's markets and brands, as sign-up and My Profile take them. */

/** Checks the market codes and brand names against the reference tables; returns their keys. */
export async function resolveMarketsAndBrands(db: DbOrTx, marketCodes: string[], brandNames: string[]) {
  const codes = [...new Set(marketCodes.map((c) => c.toUpperCase()))];
  const names = [...new Set(brandNames)];
  const fields: Record<string, string> = {};
  const foundCountries = codes.length
    ? await db.select({ code: countries.code }).from(countries).where(inArray(countries.code, codes))
    : [];
  if (foundCountries.length !== codes.length) fields.arMarkets = 'validation.unknownCountry';
  const foundBrands = names.length
    ? await db
        .select({ id: brands.id, name: brands.name })
        .from(brands)
        .where(and(inArray(brands.name, names), ne(brands.name, NON_PSA_BRAND)))
    : [];
  if (foundBrands.length !== names.length) fields.arBrands = 'validation.unknownBrand';
  if (Object.keys(fields).length) throw badRequest('validation.invalid', fields);
  return { countryCodes: codes, brandIds: foundBrands.map((b) => b.id) };
}

export async function replaceMarketsAndBrands(
  tx: Tx,
  userId: number,
  countryCodes: string[],
  brandIds: number[],
) {
  await tx.delete(userMarkets).where(eq(userMarkets.userId, userId));
  await tx.delete(userBrands).where(eq(userBrands.userId, userId));
  if (countryCodes.length)
    await tx.insert(userMarkets).values(countryCodes.map((countryCode) => ({ userId, countryCode })));
  if (brandIds.length) await tx.insert(userBrands).values(brandIds.map((brandId) => ({ userId, brandId })));
}
