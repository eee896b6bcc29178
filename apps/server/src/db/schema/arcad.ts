import { doublePrecision, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { countries } from './reference';

/**
 * The group's reference locations, imported by an ARCAD party from an .xlsx or .csv file (docs/external-parties.md). They
 * feed the map's "Arcad data" layer (by country, in a bounding box) and the matching of new candidates (the
 * same ARCAD code, or a location within 200 m). A re-import updates a location by its code.
 */
export const arcadLocations = pgTable(
  'arcad_locations',
  {
    id: serial('id').primaryKey(),
    /** ARCAD location code: letters, digits and '-'. */
    code: text('code').notNull(),
    siteName: text('site_name').notNull(),
    street: text('street').notNull(),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    importedByEmail: text('imported_by_email').notNull().default(''),
  },
  (t) => [
    uniqueIndex('arcad_locations_code_idx').on(t.code),
    index('arcad_locations_country_idx').on(t.countryCode),
    // The map's bounding box and the 200 m pre-filter of the matching.
    index('arcad_locations_position_idx').on(t.latitude, t.longitude),
  ],
);
