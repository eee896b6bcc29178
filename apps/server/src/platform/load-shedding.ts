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
   * Most API calls in progress at once (exempt calls not counted); the next is shed at once. 0 = no limit;
   * undefined = the default for the database kind.
   */
  maxInFlight?: number;
  databaseKind: 'pglite' | 'postgres';
  /**
   * An extra pressure signal, asked every `sampleIntervalMs`: true means "under pressure". Tests use it to
   * force the state; it is not configurable from the environment.
   */
  pressureCheck?: () => boolean;
}

/**
 * Default in-flight limits, measured with `npm run bench -- --sections stall`: PostgreSQL has a pool of 10
 * connections, so 4 waiting calls per connection; the embedded database runs one query at a time on the
 * event loop itself, so every queued query delays everything else, health included.
 */
export const DEFAULT_MAX_IN_FLIGHT = { postgres: 40, pglite: 8 } as const;

/**
 * Calls that stay answered under pressure are marked `alwaysAnswered` in the contract's route table (health
 * and what signing in needs). The SPA's page and assets (outside /api) are never shed.
 */
export function isExemptFromShedding(request: FastifyRequest): boolean {
  return !isApiRequest(request) || request.routeOptions.config?.alwaysAnswered === true;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** API calls in progress that count against the in-flight limit. */
    apiCallsInFlight(): number;
  }
}

/**
 * Load shedding (issue 9 §1). Under a flood of keep-alive requests, calls queued for the database and the
 * event loop made a request on a new connection wait for seconds (health 12 s, sign-in 7 s on the embedded
 * database with 200 clients). Two triggers answer API calls at once with 503 and Retry-After instead of
 * queueing them, and health and sign-in stay answered:
 * - the event loop's measured delay (@fastify/under-pressure): the process itself is saturated;
 * - the number of API calls in progress: the database queue would grow. On PostgreSQL the event loop stays
 *   nearly idle while calls wait for a pool connection, so the delay alone does not see that stall.
 * Registered before authentication, so a shed call costs no session read.
 */
async function loadShedding(app: FastifyInstance, options: LoadSheddingOptions) {
  const retryAfter = String(options.retryAfterSeconds);
  const shed = (request: FastifyRequest, reply: FastifyReply) => {
    reply.status(503).header('retry-after', retryAfter);
    return {
      statusCode: 503,
      error: errorName(503),
      message: t(requestLanguage(request), 'error.overloaded'),
    };
  };

  const check = options.pressureCheck;
  if (options.maxEventLoopDelayMs > 0 || check) {
    await app.register(underPressure, {
      maxEventLoopDelay: Math.max(0, options.maxEventLoopDelayMs),
      sampleInterval: options.sampleIntervalMs,
      retryAfter: options.retryAfterSeconds,
      ...(check ? { healthCheck: async () => !check(), healthCheckInterval: options.sampleIntervalMs } : {}),
      // The plugin sends what the handler returns; undefined lets the request carry on (its types say void).
      pressureHandler: ((request: FastifyRequest, reply: FastifyReply) =>
        isExemptFromShedding(request)
          ? undefined
          : shed(request, reply)) as unknown as FastifyUnderPressureOptions['pressureHandler'],
    });
  }

  const maxInFlight = options.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT[options.databaseKind];
  let inFlight = 0;
  app.decorate('apiCallsInFlight', () => inFlight);
  if (maxInFlight <= 0) return;
  app.addHook('onRequest', (request, reply, done) => {
    if (isExemptFromShedding(request)) return done();
    if (inFlight >= maxInFlight) return void reply.send(shed(request, reply));
    inFlight++;
    let counted = true;
    const release = () => {
      if (!counted) return;
      counted = false;
      inFlight--;
    };
    // 'close' comes after the answer is sent and also when the client goes away first.
    reply.raw.once('close', release);
    releases.set(request, release);
    done();
  });
}

const releases = new WeakMap<FastifyRequest, () => void>();

/**
 * Stops counting a call against the in-flight limit before its answer ends: for a long-lived answer (the
 * notification event stream) once it is established. Such a call is still shed when it arrives under
 * pressure (its client retries later), but an open stream waits for no database and must not hold a slot
 * for hours. Does nothing for a call that was not counted.
 */
export function leaveInFlight(request: FastifyRequest): void {
  releases.get(request)?.();
}

export default fp(loadShedding, { name: 'load-shedding' });
