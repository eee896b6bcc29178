import { z } from 'zod';
import { countryListField } from './country';

/**
 * The oversight screens' filters (spec 002 §2, §7: dashboard, exports, map): role, countries, brands, regions,
 * archived projects, a date range. An archived project is a paused one (`isEnabled` false): left out unless
 * IncludeArchivedProject. The dates bound the project's creation day (inclusive).
 */

/**
 * The filter fields the project list takes too (a dashboard drill-down, issue 12): each one schema, here.
 * An optional calendar day `YYYY-MM-DD` (an ISO date-time is cut to its day); empty, absent or `null` (as a
 * client of the spec's tables sends an unset date) means no bound.
 */
export const dayBoundField = z
  .string()
  .trim()
  .max(40, 'validation.date')
  .regex(/^(\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?)?$/, 'validation.date')
  .transform((v) => v.slice(0, 10))
  .refine((day) => {
    if (!day) return true;
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
  }, 'validation.date')
  .nullish()
  .transform((day) => day ?? '');

/** French regions (of the project's site); none means every region. */
export const regionListField = z.array(z.string().trim().min(1).max(60)).max(20).optional().default([]);

/** Whether paused (archived) projects count; the oversight screens leave them out when absent. */
export const includeArchivedField = z.boolean();

export const oversightFilters = z.object({
  Role: z.string().max(80).optional(),
  arCountries: countryListField({ max: 300 }).optional().default([]),
  arBrands: z.array(z.string().trim().min(1).max(60)).max(60).optional().default([]),
  arReagion: regionListField,
  IncludeArchivedProject: includeArchivedField.optional().default(false),
  FromDate: dayBoundField,
  ToDate: dayBoundField,
});
export type OversightFilters = z.input<typeof oversightFilters>;
export type ParsedOversightFilters = z.output<typeof oversightFilters>;
