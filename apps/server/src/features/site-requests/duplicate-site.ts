import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sites } from '../../db/schema';

/** Upper case, punctuation as space, spaces collapsed: "8, av.  Jean-Jaures" = "8 AV JEAN JAURES". */
const normalisedStreet = (value: SQL) =>
  sql`upper(trim(regexp_replace(${value}, '[^[:alnum:]]+', ' ', 'g')))`;
/** Zip codes compare without spaces or punctuation, case-insensitively. */
const normalisedZip = (value: SQL) => sql`upper(regexp_replace(${value}, '[^[:alnum:]]', '', 'g'))`;
const textParam = (value: string) => sql`${value}::text`;

export interface LocationFields {
  countryCode: string;
  zipCode: string;
  street: string;
  siteName: string;
  city: string;
}

/**
 * An existing site a new location duplicates (spec 001 §5): same country, zip and street (normalised), or
 * same name and city (case-insensitive); the oldest such site, or undefined.
 */
export async function duplicateSite(db: DbOrTx, location: LocationFields) {
  const [row] = await db
    .select({ siteName: sites.siteName, city: sites.city })
    .from(sites)
    .where(
      or(
        and(
          eq(sites.countryCode, location.countryCode),
          sql`${normalisedZip(sql`${sites.zipCode}`)} = ${normalisedZip(textParam(location.zipCode))}`,
          sql`${normalisedStreet(sql`${sites.street}`)} = ${normalisedStreet(textParam(location.street))}`,
        ),
        and(
          sql`lower(trim(${sites.siteName})) = lower(${textParam(location.siteName)})`,
          sql`lower(trim(${sites.city})) = lower(${textParam(location.city)})`,
        ),
      ),
    )
    .orderBy(asc(sites.id))
    .limit(1);
  return row;
}
