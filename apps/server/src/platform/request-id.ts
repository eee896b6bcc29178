import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** The header a load balancer may set, and the one every answer carries. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An incoming id is kept only when it is a short token of safe characters (nginx's `$request_id`, a UUID,
 * HAProxy's `unique-id-format`): it is written into every log line and answer of the request, so anything
 * longer or with spaces, quotes or control characters is replaced.
 */
const SAFE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

export function isSafeRequestId(value: unknown): value is string {
  return typeof value === 'string' && SAFE_ID.test(value);
}

/** 16 hex digits: unique enough to find one request in the logs, short enough for a user to quote. */
export function newRequestId(): string {
  return randomBytes(8).toString('hex');
}

/** Fastify's `genReqId`: the load balancer's id when it is safe, else a new one. */
export function requestIdOf(raw: IncomingMessage): string {
  const incoming = raw.headers[REQUEST_ID_HEADER];
  return isSafeRequestId(incoming) ? incoming : newRequestId();
}

/**
 * A logger for one run of background work (a mail delivery round, a sweep, a scheduled job): its lines carry
 * the job's name and a run id of their own, as a request's lines carry its request id.
 */
export function jobLogger(log: FastifyBaseLogger, job: string): FastifyBaseLogger {
  return log.child({ job, runId: newRequestId() });
}

/**
 * Every answer says which request it was (`X-Request-Id`), set as the request arrives so that answers written
 * early (load shedding, 404, a refused session) carry it too. Registered before every other hook.
 */
async function requestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}

export default fp(requestIdHeader, { name: 'request-id' });
