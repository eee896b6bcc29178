import { z } from 'zod';

/** Database ids are 32-bit integers: a larger number is bad input (400), never a database error. */
export const MAX_DB_ID = 2_147_483_647;

/**
 * Canonical decimal only: one spelling per id, so "01" is not another name of 1. "0x10", " 1", "+1", "1e3",
 * "1.0" and leading zeros are refused, not read as numbers.
 */
const DIGITS = /^(0|[1-9][0-9]{0,9})$/;

const idSchemas = new WeakSet<z.ZodType>();

function idSchema(min: 0 | 1, message = 'validation.id') {
  const schema = z
    .union([z.int(message), z.string().regex(DIGITS, message)], { error: message })
    .transform(Number)
    .pipe(z.number().min(min, message).max(MAX_DB_ID, message));
  idSchemas.add(schema);
  return schema;
}

/** Whether a schema is one of the id schemas below (the route-table walk finds every id field with it). */
export const isDbId = (schema: unknown): boolean => idSchemas.has(schema as z.ZodType);

/**
 * The one id schema (issue 8 §2): a JSON integer, or a string of decimal digits (path and query
 * parameters), between 1 and MAX_DB_ID.
 */
export const dbId = idSchema(1);
/** As `dbId`, but 0 is allowed where the spec sends 0 for "none" (e.g. a user id the server ignores). */
export const dbIdOrZero = idSchema(0);
/** As `dbId`, with the field's own message (a form field that names what to choose). */
export const dbIdWithMessage = (message: string) => idSchema(1, message);
