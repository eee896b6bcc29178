import type { FastifySchemaCompiler } from 'fastify';
import { HttpError } from './errors';

/**
 * Deepest nesting of objects and arrays a call may send. Real payloads stay under 5 levels; the limit only
 * stops a body built to exhaust the server (10,000 levels within the body limit).
 */
export const MAX_INPUT_DEPTH = 64;

/** A UTF-16 surrogate without its other half: not text (PostgreSQL's json and UTF-8 cannot carry it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface BadInput {
  /** Where it sits (`a.b.0`), or `body` for the whole input. */
  field: string;
  messageKey: 'validation.nulByte' | 'validation.loneSurrogate' | 'validation.tooDeep';
}

function badText(text: string): BadInput['messageKey'] | undefined {
  if (text.includes('\u0000')) return 'validation.nulByte';
  if (LONE_SURROGATE.test(text)) return 'validation.loneSurrogate';
  return undefined;
}

const join = (at: string, key: string) => (at ? `${at}.${key}` : key);

/**
 * The first thing in a parsed body, query or params object that is not acceptable input, in document order:
 * a NUL byte or a lone surrogate in a text or a key, or nesting deeper than MAX_INPUT_DEPTH. Iterative, so
 * any depth is walked without exhausting the stack.
 */
export function findBadInput(input: unknown): BadInput | undefined {
  const stack: { value: unknown; at: string; depth: number }[] = [{ value: input, at: '', depth: 0 }];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const { value, at, depth } = top;
    if (typeof value === 'string') {
      const messageKey = badText(value);
      if (messageKey) return { field: at || 'body', messageKey };
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { field: at || 'body', messageKey: 'validation.tooDeep' };
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i), v] as const)
      : Object.entries(value);
    for (const [key] of entries) {
      const messageKey = badText(key);
      if (messageKey) return { field: join(at, key), messageKey };
    }
    // Pushed last to first, so the first entry is looked at first (entries is this loop's own array).
    for (const [key, inner] of entries.reverse()) {
      stack.push({ value: inner, at: join(at, key), depth: depth + 1 });
    }
  }
  return undefined;
}

/** The refusal of bad input: 400 with the field named, in the caller's language. */
export function badInputError({ field, messageKey }: BadInput): HttpError {
  return new HttpError(400, messageKey, { max: MAX_INPUT_DEPTH }, { [field]: messageKey });
}

/**
 * Wraps the schema validator of every route: bad input anywhere (body, query, path) is a 400 with a field
 * message, once for all routes, before the schema runs (PostgreSQL text cannot hold a NUL byte nor its
 * json a lone surrogate; a deep body would exhaust the stack of whatever walks it next).
 */
export function refuseBadInput<S>(compiler: FastifySchemaCompiler<S>): FastifySchemaCompiler<S> {
  return (route) => {
    const validate = compiler(route);
    return (data: unknown) => {
      const bad = findBadInput(data);
      if (bad) return { error: badInputError(bad) };
      return validate(data);
    };
  };
}
