import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { LoggerOptions } from 'pino';

/**
 * What the log may hold (issue 9 §1): no query strings (mailed links carry their token there:
 * `/user/approveuserRequest?email=…&token=…`, `/user/forgotPassword?…`), no credentials in headers, and no
 * parameters of a failed query (a failed insert of an account carries its argon2id hash).
 */

/** Error properties that carry the values a query was run with, or rows they matched. */
const DROPPED_ERROR_KEYS = new Set([
  'params', // drizzle's DrizzleQueryError, PGlite's errors
  'queryOptions', // PGlite
  'parameters',
  'values',
  'detail', // PostgreSQL: "Key (email)=(…) already exists."
  'where', // PostgreSQL: the PL/pgSQL context, may quote values
  'internalQuery',
  'raw',
]);

/**
 * PostgreSQL quotes the offending value in some messages (`invalid input syntax for type integer: "…"`,
 * `value "…" is out of range`). Names of database objects stay readable; every other quoted text goes.
 */
const OBJECT_WORDS =
  'relation|column|constraint|table|index|function|schema|database|extension|sequence|type|operator|role|trigger|view';
const QUOTED_VALUE = new RegExp(`(?<!\\b(?:${OBJECT_WORDS}) )"[^"]*"`, 'g');

function isDatabaseError(err: Error): boolean {
  const e = err as Error & { severity?: unknown; code?: unknown };
  return typeof e.severity === 'string' && typeof e.code === 'string';
}

function safeMessage(err: Error): string {
  const e = err as Error & { query?: unknown; params?: unknown };
  // drizzle: "Failed query: <sql>\nparams: <every value>": keep the SQL (placeholders only).
  if (typeof e.query === 'string' && 'params' in e && err.message.startsWith('Failed query:'))
    return `Failed query: ${e.query}`;
  if (isDatabaseError(err)) return err.message.replace(QUOTED_VALUE, '"…"');
  return err.message;
}

/** The stack's frames under a first line rebuilt from the safe message (the original first line repeats the message). */
function safeStack(err: Error, message: string): string | undefined {
  if (typeof err.stack !== 'string') return undefined;
  const frames = err.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${err.name}: ${message}`, ...frames].join('\n');
}

/** pino's `err` serializer without query parameters or quoted values; follows `cause`. */
function serializeError(value: unknown, seen = new Set<unknown>()): unknown {
  if (!(value instanceof Error)) return value;
  if (seen.has(value)) return '[Circular]';
  seen.add(value);
  const message = safeMessage(value);
  const out: Record<string, unknown> = {
    type: value.constructor?.name ?? value.name,
    message,
    stack: safeStack(value, message),
  };
  for (const [key, v] of Object.entries(value)) {
    if (DROPPED_ERROR_KEYS.has(key) || key in out) continue;
    out[key] = v instanceof Error ? serializeError(v, seen) : v;
  }
  if (value.cause instanceof Error && !('cause' in out)) out.cause = serializeError(value.cause, seen);
  return out;
}

/** The request as logged: the path without its query string. */
function serializeRequest(request: FastifyRequest) {
  const url = typeof request.url === 'string' ? request.url : '';
  const q = url.indexOf('?');
  return {
    method: request.method,
    url: q === -1 ? url : url.slice(0, q),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Header and field paths pino censors wherever they are logged. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  'authorization',
  'token',
  'password',
];

const logSerializers = { req: serializeRequest, err: serializeError, error: serializeError };

/** pino options for the app's logger and the start-up logger. */
export function safeLoggerOptions<T extends LoggerOptions>(options: T): T {
  return {
    ...options,
    serializers: { ...options.serializers, ...logSerializers },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}

/** Fastify's `logger` option with the serializers and redaction above (`false` stays off). */
export function appLoggerOptions(
  logger: FastifyServerOptions['logger'],
  level: string,
): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const base = logger === true || logger === undefined ? { level } : logger;
  return safeLoggerOptions(base as LoggerOptions) as FastifyServerOptions['logger'];
}
