import { z } from 'zod';

/** Database ids are 32-bit integers: a larger number is bad input (400), never a database error. */
export const MAX_DB_ID = 2_147_483_647;

/** Plain decimal digits only: "0x10", " 1", "+1", "1e3" and "1.0" are refused, not read as numbers. */
const DIGITS = /^[0-9]{1,10}$/;

function idSchema(min: 0 | 1) {
  return z
    .union([z.int('validation.id'), z.string().regex(DIGITS, 'validation.id')], { error: 'validation.id' })
    .transform(Number)
    .pipe(z.number().min(min, 'validation.id').max(MAX_DB_ID, 'validation.id'));
}

/**
 * The one id schema (issue 8 §2): a JSON integer, or a string of decimal digits (path and query
 * parameters), between 1 and MAX_DB_ID.
 */
export const dbId = idSchema(1);
/** As `dbId`, but 0 is allowed where the spec sends 0 for "none" (e.g. a user id the server ignores). */
export const dbIdOrZero = idSchema(0);
