import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import { countryLabelOf, type SiteRow, type sitesQuery } from '@portal/contract';
import { sites } from '../../../db/schema';
import type { CommandContext } from '../../../platform/api';
import { containsPattern } from '../../../platform/like';

/** Sites offered by the existing-location picker. */
const SITE_PICKER_LIMIT = 50;

export interface SitesForPickerInput {
  query: z.output<typeof sitesQuery>;
}

/**
 * GET Sites/GetAllSitesAndRepresentativeDetails: the existing-location picker, at most 50 sites by name,
 * filtered by country and by a search in name, city, ARCAD code and zip code.
 */
export async function sitesForPicker(
  { db }: CommandContext,
  { query }: SitesForPickerInput,
): Promise<SiteRow[]> {
  const pattern = containsPattern(query.search);
  const rows = await db
    .select()
    .from(sites)
    .where(
      and(
        query.country ? eq(sites.countryCode, query.country) : undefined,
        query.search
          ? or(
              ilike(sites.siteName, pattern),
              ilike(sites.city, pattern),
              ilike(sites.arcadLocationCode, pattern),
              ilike(sites.zipCode, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(sites.siteName), asc(sites.id))
    .limit(SITE_PICKER_LIMIT);
  return rows.map((site) => ({
    siteId: site.id,
    siteName: site.siteName,
    street: site.street,
    city: site.city,
    zipCode: site.zipCode,
    country: countryLabelOf(site.countryCode),
    countryCode: site.countryCode,
    regions: site.region,
    ARCADLocationCode: site.arcadLocationCode,
    retailer_FullName: site.retailerFullName,
    retailer_Phone: site.retailerPhone,
    retailer_EmailAddress: site.retailerEmail,
    latitude: site.latitude,
    longitude: site.longitude,
  }));
}
