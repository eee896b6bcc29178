import { monitorEventLoopDelay } from 'node:perf_hooks';
import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { rowsOf, type Database } from '../db/client';
import { CONFLICTS, noConflicts } from '../db/conflicts';
import { bearerToken } from './auth';
import { sha256 } from './crypto';
import { sendNotFound, unauthorized } from './errors';
import { isLoopbackClient } from './loopback';

/**
 * Prometheus metrics (issue 23 §3, docs/decisions/024-metrics-and-request-ids.md): one registry per app, so
 * several apps in one process (the tests) never share a metric. Metric names and labels are listed in
 * docs/production.md.
 */

/** Outside /api: scraped per instance, never through the web app's routes or load shedding. */
export const METRICS_PATH = '/metrics';

/** The outbox gauges are read from the database at most this often (ms), however often Prometheus scrapes. */
export const OUTBOX_CACHE_MS = 5000;

export type JobOutcome = 'ok' | 'failed';

/** What background work reports: the mail worker, the sweeps, scheduled jobs. */
export interface JobMetrics {
  /** One run of `job` ended (`seconds`: how long it took, when known). */
  jobRun(job: string, outcome: JobOutcome, seconds?: number): void;
}

/** monitorEventLoopDelay's timer interval (ms): its samples are intervals, so this much of each is not delay. */
const LOOP_RESOLUTION_MS = 10;
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const JOB_BUCKETS = [0.01, 0.1, 0.5, 1, 5, 15, 60, 300, 1800];

/** The route a request is counted under: never the raw path (ids would make every project a series). */
export function routeLabel(request: FastifyRequest): string {
  const url = request.routeOptions.url;
  if (!url) return 'unmatched';
  // The web app's own files and page: one label (asset names change with every build).
  return url.toLowerCase().startsWith('/api') ? url : 'web';
}

interface Sources {
  database: Pick<Database, 'db' | 'poolStats' | 'transactionRetries'>;
  log: FastifyBaseLogger;
  /** Open notification streams (read at scrape time: the hub is registered after this plugin). */
  streams: () => number;
  /** API calls in progress (load shedding's count). */
  inFlight: () => number;
}

export class PortalMetrics implements JobMetrics {
  readonly registry = new Registry();
  private readonly loopDelay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly durations: Histogram<'method' | 'route' | 'status_class'>;
  private readonly shedCount: Counter<'reason'>;
  private readonly limited: Counter<'route'>;
  private readonly jobs: Counter<'job' | 'outcome'>;
  private readonly jobDurations: Histogram<'job'>;
  private outbox: { at: number; read: Promise<OutboxState> } | undefined;

  constructor(private readonly sources: Sources) {
    const registers = [this.registry];
    this.loopDelay.enable();
    this.requests = new Counter({
      name: 'portal_http_requests_total',
      help: 'HTTP requests answered, by route template, method and status code.',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.durations = new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Time from arrival to the end of the answer, by route template, method and status class.',
      labelNames: ['method', 'route', 'status_class'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.shedCount = new Counter({
      name: 'portal_http_requests_shed_total',
      help: 'API calls answered 503 by load shedding: caller (one caller had too many in progress) or busy.',
      labelNames: ['reason'],
      registers,
    });
    this.limited = new Counter({
      name: 'portal_http_requests_rate_limited_total',
      help: 'Calls answered 429 (per-IP and per-account limits), by route template.',
      labelNames: ['route'],
      registers,
    });
    this.jobs = new Counter({
      name: 'portal_jobs_total',
      help: 'Runs of background work, by job and outcome (ok, failed).',
      labelNames: ['job', 'outcome'],
      registers,
    });
    this.jobDurations = new Histogram({
      name: 'portal_job_duration_seconds',
      help: 'How long runs of background work took, by job.',
      labelNames: ['job'],
      buckets: JOB_BUCKETS,
      registers,
    });
    new Gauge({
      name: 'portal_http_requests_in_flight',
      help: 'API calls in progress that count against the load-shedding limit.',
      registers,
      collect() {
        this.set(sources.inFlight());
      },
    });
    this.eventLoopGauges(registers);
    this.poolGauges(registers);
    this.outboxGauges(registers);
    new Gauge({
      name: 'portal_notification_streams_open',
      help: 'Live notification streams open on this instance.',
      registers,
      collect() {
        this.set(sources.streams());
      },
    });
    this.processGauges(registers);
  }

  /** Counts one answered request (not /metrics itself). */
  observe(request: FastifyRequest, status: number, seconds: number): void {
    const route = routeLabel(request);
    const method = request.method;
    this.requests.inc({ method, route, status: String(status) });
    this.durations.observe({ method, route, status_class: `${Math.floor(status / 100)}xx` }, seconds);
    if (status === 429) this.limited.inc({ route });
  }

  shed(reason: 'caller' | 'busy'): void {
    this.shedCount.inc({ reason });
  }

  jobRun(job: string, outcome: JobOutcome, seconds?: number): void {
    this.jobs.inc({ job, outcome });
    if (seconds !== undefined) this.jobDurations.observe({ job }, seconds);
  }

  /** Runs `work` as one run of `job`: counted ok or failed with its duration; its error is rethrown. */
  async timeJob<T>(job: string, work: () => Promise<T>): Promise<T> {
    const start = process.hrtime.bigint();
    const seconds = () => Number(process.hrtime.bigint() - start) / 1e9;
    try {
      const result = await work();
      this.jobRun(job, 'ok', seconds());
      return result;
    } catch (err) {
      this.jobRun(job, 'failed', seconds());
      throw err;
    }
  }

  close(): void {
    this.loopDelay.disable();
  }

  /**
   * The event loop's delay since the previous scrape (monitorEventLoopDelay, reset at each scrape): each sample
   * is the time between two ticks of a 10 ms timer, so the resolution is taken off (as @fastify/under-pressure
   * does); an idle loop reads about 0, not 10 ms. After a reset the monitor's next tick only restarts its
   * count, so a stall that starts in the very tick of a scrape is not seen (Node's histogram, not ours).
   */
  private eventLoopGauges(registers: Registry[]) {
    const delay = this.loopDelay;
    new Gauge({
      name: 'portal_event_loop_delay_seconds',
      help: 'Event-loop delay since the previous scrape: p50, p90, p99, max and mean.',
      labelNames: ['stat'],
      registers,
      collect() {
        const s = (ns: number) =>
          Number.isFinite(ns) ? Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS) / 1e3 : 0;
        this.set({ stat: 'p50' }, s(delay.percentile(50)));
        this.set({ stat: 'p90' }, s(delay.percentile(90)));
        this.set({ stat: 'p99' }, s(delay.percentile(99)));
        this.set({ stat: 'max' }, s(delay.max));
        this.set({ stat: 'mean' }, s(delay.mean));
        delay.reset();
      },
    });
  }

  private poolGauges(registers: Registry[]) {
    const stats = () => this.sources.database.poolStats();
    new Gauge({
      name: 'portal_db_pool_connections',
      help: 'Database connections: total open, idle, busy, and the pool maximum (PGlite: one).',
      labelNames: ['state'],
      registers,
      collect() {
        const { max, total, idle } = stats();
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'busy' }, total - idle);
        this.set({ state: 'max' }, max);
      },
    });
    new Gauge({
      name: 'portal_db_pool_waiting',
      help: 'Queries waiting for a database connection (PGlite: statements queued behind the running one).',
      registers,
      collect() {
        this.set(stats().waiting);
      },
    });
    const retries = () => this.sources.database.transactionRetries();
    const counted = noConflicts();
    new Counter({
      name: 'portal_db_transaction_retries_total',
      help: 'Transactions run again after PostgreSQL rolled them back for a deadlock or a serialization failure.',
      labelNames: ['conflict'],
      registers,
      collect() {
        const now = retries();
        for (const conflict of CONFLICTS) {
          this.inc({ conflict }, now[conflict] - counted[conflict]);
          counted[conflict] = now[conflict];
        }
      },
    });
  }

  private outboxGauges(registers: Registry[]) {
    const read = () => this.outboxState();
    new Gauge({
      name: 'portal_mail_outbox_backlog',
      help: 'Mails not yet delivered, by status: pending (waiting or retrying) and sending (claimed).',
      labelNames: ['status'],
      registers,
      async collect() {
        const state = await read();
        this.set({ status: 'pending' }, state.pending);
        this.set({ status: 'sending' }, state.sending);
      },
    });
    new Gauge({
      name: 'portal_mail_outbox_oldest_age_seconds',
      help: 'Age of the oldest mail not yet delivered (0 when none).',
      registers,
      async collect() {
        this.set((await read()).oldestAgeSeconds);
      },
    });
  }

  /** Read through a short cache: both gauges and concurrent scrapes share one query. */
  private outboxState(): Promise<OutboxState> {
    const now = Date.now();
    if (this.outbox && now - this.outbox.at < OUTBOX_CACHE_MS) return this.outbox.read;
    const previous = this.outbox?.read;
    const read = readOutbox(this.sources.database).catch(async (err: unknown) => {
      this.sources.log.warn({ err }, 'metrics: the mail outbox could not be read');
      return (await previous?.catch(() => undefined)) ?? { pending: 0, sending: 0, oldestAgeSeconds: 0 };
    });
    this.outbox = { at: now, read };
    return read;
  }

  private processGauges(registers: Registry[]) {
    new Gauge({
      name: 'process_resident_memory_bytes',
      help: 'Resident memory size in bytes.',
      registers,
      collect() {
        this.set(process.memoryUsage.rss());
      },
    });
    new Gauge({
      name: 'nodejs_heap_used_bytes',
      help: 'V8 heap in use, in bytes.',
      registers,
      collect() {
        this.set(process.memoryUsage().heapUsed);
      },
    });
    let counted = 0;
    new Counter({
      name: 'process_cpu_seconds_total',
      help: 'User and system CPU time spent by the process, in seconds.',
      registers,
      collect() {
        const { user, system } = process.cpuUsage();
        const total = (user + system) / 1e6;
        this.inc(Math.max(0, total - counted));
        counted = total;
      },
    });
  }
}

interface OutboxState {
  pending: number;
  sending: number;
  oldestAgeSeconds: number;
}

/** One query on the (status, next_attempt_at) index: only undelivered rows are read. */
async function readOutbox(database: Pick<Database, 'db'>): Promise<OutboxState> {
  const rows = rowsOf<{ status: string; n: number; age: number | string | null }>(
    await database.db.execute(sql`
      select status, count(*)::int as n, extract(epoch from now() - min(created_at))::float8 as age
      from mail_outbox where status in ('pending', 'sending') group by status`),
  );
  const state: OutboxState = { pending: 0, sending: 0, oldestAgeSeconds: 0 };
  for (const row of rows) {
    if (row.status === 'pending' || row.status === 'sending') state[row.status] = Number(row.n);
    state.oldestAgeSeconds = Math.max(state.oldestAgeSeconds, Number(row.age ?? 0));
  }
  return state;
}

/** The same token, compared in constant time (on hashes, so lengths never differ). */
function sameToken(given: string, expected: string): boolean {
  return timingSafeEqual(Buffer.from(sha256(given), 'hex'), Buffer.from(sha256(expected), 'hex'));
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: PortalMetrics;
  }
}

/**
 * `/metrics` and the request counts. Access: with `METRICS_TOKEN` set, only `Authorization: Bearer <token>`
 * (401 otherwise, from anywhere); without it, only a client on this machine that was not forwarded
 * (loopback.ts), everyone else gets the 404 of an unknown path. The scrape itself is not counted.
 */
async function metricsPlugin(app: FastifyInstance, options: { token?: string }) {
  const metrics = new PortalMetrics({
    database: app.database,
    log: app.log,
    streams: () => (app.hasDecorator('notificationEvents') ? app.notificationEvents.streamCount() : 0),
    inFlight: () => (app.hasDecorator('apiCallsInFlight') ? app.apiCallsInFlight() : 0),
  });
  app.decorate('metrics', metrics);
  app.addHook('onClose', async () => metrics.close());
  app.addHook('onResponse', (request, reply, done) => {
    if (request.routeOptions.url !== METRICS_PATH)
      metrics.observe(request, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  app.get(METRICS_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (options.token) {
      const given = bearerToken(request);
      if (!given || !sameToken(given, options.token)) {
        reply.header('www-authenticate', 'Bearer');
        throw unauthorized();
      }
    } else if (!isLoopbackClient(request)) {
      return sendNotFound(request, reply);
    }
    const text = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(text);
  });
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['db'] });
