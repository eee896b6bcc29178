import fp from 'fastify-plugin';
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { bearerToken } from './auth';
import { sha256 } from './crypto';
import { serverErrorAnswer } from './errors';
import { requestLanguage, t } from './i18n';
import { isApiRequest } from './no-store';
import { RefusalLog } from './refusal-log';

export interface LoadSheddingOptions {
  /** Shed once the event loop's mean delay over a sample exceeds this (ms); 0 turns the check off. */
  maxEventLoopDelayMs: number;
  /** How often the delay is sampled (ms). */
  sampleIntervalMs: number;
  /** The Retry-After of a shed answer (s). */
  retryAfterSeconds: number;
  /**
   * For this long after the app is ready (ms), the pressure signals (the event loop's delay, `pressureCheck`)
   * shed nothing; the in-flight limits still do. A process that has just started compiles its code paths and
   * opens its connections while its first calls come: the soak saw 19 calls shed within a second of an
   * instance joining the balancer after its restart, with no call in progress, on the start's own lag
   * (docs/decisions/004-fair-load-shedding.md, addendum). 0 or undefined = no such grace.
   */
  warmupMs?: number;
  /**
   * The pressure signals shed only once the pressure has lasted this long (ms), as CoDel drops only after the
   * queue's delay has stayed above its target for an interval: one stall (a collection, the machine's other
   * work taking the CPU) is over before the calls it held up are answered, and shedding them turned a few
   * hundred milliseconds into the clients' Retry-After (the soak of 2026-11-27, run 11: about 30 calls shed in
   * 170 ms after one sample of 355 ms). A lag that lasts is a saturated process, and is shed. 0 or undefined =
   * at once.
   */
  sustainMs?: number;
  /**
   * Most API calls in progress at once (exempt calls not counted); the next is shed at once. 0 = no limit;
   * undefined = the default for the database kind.
   */
  maxInFlight?: number;
  /**
   * Of those, most at once from one session (or one IP for calls without a session); the next is answered
   * 503 at once. 0 or undefined = no such limit.
   */
  maxInFlightPerCaller?: number;
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
    /** What load shedding makes of a call: decided when it arrives, so its log lines can be left out. */
    shedVerdict(request: FastifyRequest): Verdict;
  }
}

/** `caller`: this session (or IP) has too many calls in progress; `busy`: the whole process has. */
type Verdict = 'served' | 'caller' | 'busy';

/**
 * Who a call counts against: its session (bearer token, hashed: no token is held or logged) or, without
 * one, its IP (`request.ip`, which follows TRUST_PROXY).
 */
function callerOf(request: FastifyRequest): string {
  const token = bearerToken(request);
  return token ? `session:${sha256(token).slice(0, 16)}` : `ip:${request.ip}`;
}

/**
 * Fastify's log controller: a shed call writes none of the per-request lines (incoming, completed), only
 * the sampled line of its refusal (refusal-log.ts).
 */
export const shedAwareLogController = new LogController({
  disableRequestLogging: (request) =>
    request.server.hasDecorator('shedVerdict') && request.server.shedVerdict(request) !== 'served',
});

/**
 * Load shedding (issue 9 §1). Under a flood of keep-alive requests, calls queued for the database and the
 * event loop made a request on a new connection wait for seconds (health 12 s, sign-in 7 s on the embedded
 * database with 200 clients). API calls are answered at once instead of queueing, and health and sign-in
 * stay answered:
 * - one caller (session, or IP without one) with `maxInFlightPerCaller` calls in progress (issue 20
 *   §7: one client with 200 connections got every other user's calls refused). Checked first, so a flood
 *   sheds its sender while the others are still served;
 * - the event loop's measured delay (@fastify/under-pressure), once it has lasted `sustainMs`: the process
 *   itself is saturated (not in the first `warmupMs` after the start, whose lag is the start's own);
 * - the number of API calls in progress: the database queue would grow. On PostgreSQL the event loop
 *   stays nearly idle while calls wait for a pool connection, so the delay alone does not see that stall.
 * Registered before authentication, so a shed call costs no session read. In-flight calls are counted per
 * process: they are what this instance's database queue holds.
 */
async function loadShedding(app: FastifyInstance, options: LoadSheddingOptions) {
  const retryAfter = String(options.retryAfterSeconds);
  const refusals = new RefusalLog(app.log);
  const shed = (request: FastifyRequest, reply: FastifyReply, verdict: Exclude<Verdict, 'served'>) => {
    // Which limit refused it: the calls in progress (a database stall) or the event loop's delay (the process).
    refusals.note(callerOf(request), verdict, Date.now(), () => ({
      inFlight,
      eventLoopDelayMs: Math.round(eventLoopDelay()),
    }));
    // 503 either way: the web app retries it (a browser's burst past its own limit is rare, not a refusal).
    app.metrics.shed(verdict);
    reply.status(503).header('retry-after', retryAfter);
    return serverErrorAnswer(
      request,
      503,
      t(requestLanguage(request), verdict === 'caller' ? 'error.tooManyCalls' : 'error.overloaded'),
    );
  };

  let pressed = () => false;
  let eventLoopDelay = () => 0;
  const check = options.pressureCheck;
  if (options.maxEventLoopDelayMs > 0 || check) {
    await app.register(underPressure, {
      maxEventLoopDelay: Math.max(0, options.maxEventLoopDelayMs),
      sampleInterval: options.sampleIntervalMs,
      retryAfter: options.retryAfterSeconds,
      ...(check ? { healthCheck: async () => !check(), healthCheckInterval: options.sampleIntervalMs } : {}),
      // The plugin only measures: the hook below decides, the per-caller limit first. Returning undefined lets
      // the request carry on (the plugin's types say void).
      pressureHandler: (() => undefined) as unknown as FastifyUnderPressureOptions['pressureHandler'],
    });
    // Nothing is answered before the app is ready; the grace starts then.
    let warmUntil = Number.POSITIVE_INFINITY;
    app.addHook('onReady', async () => {
      warmUntil = Date.now() + (options.warmupMs ?? 0);
    });
    // Since when the pressure has lasted: looked at by every call and, so that a pressure that ended while no
    // call came is not taken for the next one's start, at every sample too.
    let pressureSince: number | null = null;
    const track = () => {
      if (!app.isUnderPressure()) pressureSince = null;
      else pressureSince ??= Date.now();
    };
    const tracker = setInterval(track, options.sampleIntervalMs).unref();
    app.addHook('onClose', async () => clearInterval(tracker));
    const sustain = options.sustainMs ?? 0;
    pressed = () => {
      if (Date.now() < warmUntil) return false;
      track();
      return pressureSince !== null && Date.now() - pressureSince >= sustain;
    };
    eventLoopDelay = () => app.memoryUsage().eventLoopDelay;
  }

  const maxInFlight = options.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT[options.databaseKind];
  const maxPerCaller = options.maxInFlightPerCaller ?? 0;
  let inFlight = 0;
  const byCaller = new Map<string, number>();
  const verdicts = new WeakMap<FastifyRequest, Verdict>();
  const judge = (request: FastifyRequest): Verdict => {
    if (isExemptFromShedding(request)) return 'served';
    if (maxPerCaller > 0 && (byCaller.get(callerOf(request)) ?? 0) >= maxPerCaller) return 'caller';
    if (pressed() || (maxInFlight > 0 && inFlight >= maxInFlight)) return 'busy';
    return 'served';
  };
  app.decorate('apiCallsInFlight', () => inFlight);
  // First asked by the log controller as the call arrives; the hook below judges again before counting.
  app.decorate('shedVerdict', (request: FastifyRequest) => {
    let verdict = verdicts.get(request);
    if (!verdict) verdicts.set(request, (verdict = judge(request)));
    return verdict;
  });
  app.addHook('onRequest', (request, reply, done) => {
    const verdict = judge(request);
    verdicts.set(request, verdict);
    if (verdict !== 'served') return void reply.send(shed(request, reply, verdict));
    if (isExemptFromShedding(request)) return done();
    const caller = callerOf(request);
    inFlight++;
    byCaller.set(caller, (byCaller.get(caller) ?? 0) + 1);
    let counted = true;
    const release = () => {
      if (!counted) return;
      counted = false;
      inFlight--;
      const left = (byCaller.get(caller) ?? 1) - 1;
      if (left > 0) byCaller.set(caller, left);
      else byCaller.delete(caller);
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
