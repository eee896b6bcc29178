import { z } from 'zod';
import { COUNTRIES } from '../reference';

/**
 * Countries as the specification names them: the markets lookup answers a `market_country` name and
 * spec 000 calls `arMarkets` "a list of countries", while the forms send ISO codes. Every payload that
 * takes a country takes either, case-insensitively, and the schema hands the server the ISO code.
 */

const CODE_BY_KEY = new Map<string, string>();
for (const c of COUNTRIES) {
  CODE_BY_KEY.set(c.code.toLowerCase(), c.code);
  CODE_BY_KEY.set(c.label.toLowerCase(), c.code);
}

/** Longest accepted input: the longest country name with room to spare. */
const COUNTRY_MAX_LENGTH = 60;

/** The ISO code of a country given by ISO code or name (case and surrounding/double spaces ignored). */
export function countryCodeOf(value: string): string | undefined {
  return CODE_BY_KEY.get(value.trim().replace(/\s+/g, ' ').toLowerCase());
}

const UNKNOWN = 'validation.unknownCountry';

function toCode(value: string, ctx: z.RefinementCtx): string {
  const code = countryCodeOf(value);
  if (code) return code;
  ctx.addIssue({ code: 'custom', message: UNKNOWN, input: value });
  return z.NEVER;
}

const countryText = z.string({ error: 'validation.required' }).trim().max(COUNTRY_MAX_LENGTH, UNKNOWN);

/** One country, by ISO code or name: required, answered as the ISO code; unknown → validation.unknownCountry. */
export const countryField = countryText.min(1, 'validation.required').transform(toCode);

/**
 * As `countryField`, but empty is allowed (answered as ''): site forms check the required country with
 * their other fields, and filters take "any country".
 */
export const optionalCountryField = countryText
  .optional()
  .default('')
  .transform((value, ctx) => (value === '' ? '' : toCode(value, ctx)));

/**
 * A list of countries, each by ISO code or name, answered as distinct ISO codes in the order given.
 * `min`/`max` bound the list (with `message`, e.g. "Select at least one country!"); an unknown entry is
 * reported on the list itself, so the message lands on the form's field.
 */
export function countryListField({
  min = 0,
  max,
  message = 'validation.invalid',
}: {
  min?: number;
  max: number;
  message?: string;
}) {
  return z
    .array(z.string(), { error: message })
    .min(min, message)
    .max(max, message)
    .transform((list, ctx) => {
      // Anything longer than a country name is simply not one.
      const codes = list.map((v) => (v.length > COUNTRY_MAX_LENGTH ? undefined : countryCodeOf(v)));
      if (codes.some((c) => !c)) {
        ctx.addIssue({ code: 'custom', message: UNKNOWN, input: list });
        return z.NEVER;
      }
      return [...new Set(codes as string[])];
    });
}
