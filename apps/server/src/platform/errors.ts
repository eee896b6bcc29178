import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@portal/contract';
import { conflictOf } from '../db/conflicts';
import type { Vars } from './i18n';
import { requestLanguage, t } from './i18n';

const ERROR_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * A refusal the user should read. `messageKey` is a language-pack key, translated into the caller's
 * language when the answer is written. 405 is the spec's "business refusal with a message".
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly vars: Vars = {},
    readonly fields?: Record<string, string>,
  ) {
    super(messageKey);
  }
}

export const badRequest = (key: string, fields?: Record<string, string>) =>
  new HttpError(400, key, {}, fields);
export const unauthorized = (key = 'error.unauthorized') => new HttpError(401, key);
export const forbidden = () => new HttpError(403, 'error.forbidden');
export const notFound = () => new HttpError(404, 'error.notFound');
/**
 * A business refusal the user should read (paused, already submitted, not open in this status…): 405, not
 * HTTP's "method not allowed", because the specification answers such refusals with 405 and a message, and
 * the web shows that message (docs/architecture.md, "API conventions").
 */
export const refused = (key: string, vars?: Vars) => new HttpError(405, key, vars);

/** 429 with Retry-After: a limit counted per caller or account, which lifts after that many seconds. */
export class RetryLater extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    messageKey = 'error.rateLimited',
  ) {
    super(429, messageKey);
  }
}

export function errorName(statusCode: number): string {
  return ERROR_NAMES[statusCode] ?? 'Error';
}

/** The answer of a failed call: one shape for every failure (contract `errorBody`, docs/architecture.md). */
export function errorAnswer(statusCode: number, message: string, fields?: Record<string, string>): ErrorBody {
  return { statusCode, error: errorName(statusCode), message, ...(fields ? { fields } : {}) };
}

/**
 * A server error's answer (5xx): the one shape with the request's id, which the web app shows as the
 * reference a user quotes, and which every log line of the request carries (platform/request-id.ts).
 */
export function serverErrorAnswer(request: FastifyRequest, statusCode: number, message: string): ErrorBody {
  return { ...errorAnswer(statusCode, message), requestId: request.id };
}

/** One error shape for every failure (docs/architecture.md); bad input never becomes a 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const lang = requestLanguage(request);
    if (error instanceof HttpError) {
      if (error instanceof RetryLater) reply.header('retry-after', String(error.retryAfterSeconds));
      const message = t(lang, error.messageKey, error.vars);
      if (error.statusCode >= 500)
        return reply.status(error.statusCode).send(serverErrorAnswer(request, error.statusCode, message));
      const fields = error.fields
        ? Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, t(lang, v, error.vars)]))
        : undefined;
      return reply.status(error.statusCode).send(errorAnswer(error.statusCode, message, fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
        if (!fields[name]) fields[name] = t(lang, issue.message ?? 'validation.invalid');
      }
      const [firstName, firstMessage] = Object.entries(fields)[0] ?? ['body', ''];
      return reply
        .status(400)
        .send(
          errorAnswer(400, t(lang, 'validation.field', { field: firstName, message: firstMessage }), fields),
        );
    }
    // Still meeting another transaction after its retries (db/conflicts.ts): rolled back whole, so nothing
    // was saved and the same call may succeed in a moment. Not the user's fault, and not a fault of ours.
    const conflict = conflictOf(error);
    if (conflict) {
      request.log.warn({ conflict }, 'transaction rolled back for a conflict after its retries');
      reply.header('retry-after', '1');
      return reply.status(503).send(serverErrorAnswer(request, 503, t(lang, 'error.concurrentChange')));
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(serverErrorAnswer(request, 500, t(lang, 'error.internal')));
    }
    // Fastify's own refusals (bad JSON, wrong content type, body too large, rate limit, ...).
    return reply
      .status(status)
      .send(errorAnswer(status, status === 429 ? t(lang, 'error.rateLimited') : error.message));
  });
}

/** The API's 404 for unknown paths, in the caller's language. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const lang = requestLanguage(request);
  return reply.status(404).send(errorAnswer(404, t(lang, 'error.notFound')));
}
