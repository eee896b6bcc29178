import type { FastifySchemaCompiler } from 'fastify';
import { HttpError } from './errors';

/** Where the first NUL byte sits in a parsed body, query or params object (`a.b.0`), if any. */
export function findNulByte(value: unknown, at = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? at || 'body' : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNulByte(value[i], at ? `${at}.${i}` : String(i));
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key.includes('\u0000')) return at ? `${at}.${key}` : key;
      const found = findNulByte(inner, at ? `${at}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Wraps the schema validator of every route: a NUL byte anywhere in the input is a 400 with a field
 * message, once for all routes (PostgreSQL text cannot hold it and would answer with an error).
 */
export function refuseNulBytes<S>(compiler: FastifySchemaCompiler<S>): FastifySchemaCompiler<S> {
  return (route) => {
    const validate = compiler(route);
    return (data: unknown) => {
      const field = findNulByte(data);
      if (field)
        return { error: new HttpError(400, 'validation.nulByte', {}, { [field]: 'validation.nulByte' }) };
      return validate(data);
    };
  };
}
