import fp from 'fastify-plugin';
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorName } from './errors';
import { requestLanguage, t } from './i18n';
import { isApiRequest } from './no-store';

export interface LoadSheddingOptions {
  /** Shed once the event loop's mean delay over a sample exceeds this (ms); 0 turns the check off. */
  maxEventLoopDelayMs: number;
  /** How often the delay is sampled (ms). */
  sampleIntervalMs: number;
  /** The Retry-After of a shed answer (s). */
  retryAfterSeconds: number;
  /**
   * An extra pressure signal, asked every `sampleIntervalMs`: true means "under pressure". Tests use it to
   * force the state; it is not configurable from the environment.
   */
  pressureCheck?: () => boolean;
}

/**
 * Calls that stay answered under pressure: health, and what signing in needs (the login page's settings and
 * texts, the device id, sign-in and the one-time code). They are cheap or rate limited, and being able to
 * sign in while the portal is busy matters more than the request that would be refused instead. The SPA's
 * page and assets (outside /api) are never shed.
 */
const EXEMPT_ROUTES = new Set(
  [
    '/api/health',
    '/api/users/authenticate',
    '/api/users/validateotp',
    '/api/client-config',
    '/api/resources/getresources/:lang',
    '/api/resources/getIdfordevice',
  ].map((u) => u.toLowerCase()),
);

export function isExemptFromShedding(request: FastifyRequest): boolean {
  if (!isApiRequest(request)) return true;
  const route = request.routeOptions.url;
  return route !== undefined && EXEMPT_ROUTES.has(route.toLowerCase().replace(/\/$/, ''));
}

/**
 * Load shedding (issue 9 §1): under a flood of keep-alive requests, work queued behind the event loop made
 * a request on a new connection wait for seconds. Past a measured event-loop delay, API calls are answered
 * at once with 503 and Retry-After instead of being queued, which drains the backlog; health and sign-in
 * are still served. Registered before authentication, so a shed call costs no session read.
 */
async function loadShedding(app: FastifyInstance, options: LoadSheddingOptions) {
  if (options.maxEventLoopDelayMs <= 0 && !options.pressureCheck) return;
  const check = options.pressureCheck;
  await app.register(underPressure, {
    maxEventLoopDelay: Math.max(0, options.maxEventLoopDelayMs),
    sampleInterval: options.sampleIntervalMs,
    retryAfter: options.retryAfterSeconds,
    ...(check ? { healthCheck: async () => !check(), healthCheckInterval: options.sampleIntervalMs } : {}),
    // The plugin sends what the handler returns; undefined lets the request carry on (its types say void).
    pressureHandler: ((request: FastifyRequest, reply: FastifyReply) => {
      if (isExemptFromShedding(request)) return undefined;
      reply.status(503).header('retry-after', String(options.retryAfterSeconds));
      return {
        statusCode: 503,
        error: errorName(503),
        message: t(requestLanguage(request), 'error.overloaded'),
      };
    }) as unknown as FastifyUnderPressureOptions['pressureHandler'],
  });
}

export default fp(loadShedding, { name: 'load-shedding' });
