import os from 'node:os';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf } from '../../../db/client';
import { extractRequests } from '../../../db/schema';
import type { JobMetrics } from '../../../platform/metrics';
import { jobLogger } from '../../../platform/request-id';
import { makeExtract, type ClaimedExtract, type MakeDeps, type MakeOutcome } from './make';

/** Claims of one request before it is given up (a run that failed, or was cut off by a crash, each counts). */
export const MAX_EXTRACT_ATTEMPTS = 3;
/** How long a claim holds without news from its worker; renewed every third of it while the run goes on. */
export const DEFAULT_EXTRACT_LEASE_MS = 2 * 60_000;

export interface ExtractWorkerOptions {
  pollMs: number;
  leaseMs?: number;
  /** Names this instance in `extract_requests.owner`. */
  owner?: string;
  metrics?: JobMetrics;
}

export type RunResult = 'idle' | MakeOutcome | 'failed' | 'stopped' | 'lost';

class Stopped extends Error {}
class LeaseLost extends Error {}

/**
 * The prepared extracts' worker (decision 031), one per instance, one extract at a time (each takes a core for
 * minutes). Requests are claimed one by one with FOR UPDATE SKIP LOCKED and a lease, like the mail outbox: any
 * number of instances may run it and each request is made once. The lease is renewed while the run goes on; a
 * run whose instance died is taken again once its lease has run out; `stop()` (SIGTERM) cuts the run off and
 * hands the request back without counting the attempt.
 */
export class ExtractWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private readonly abort = new AbortController();
  private readonly leaseMs: number;
  readonly owner: string;

  constructor(
    private readonly deps: MakeDeps,
    private readonly log: FastifyBaseLogger,
    private readonly options: ExtractWorkerOptions,
  ) {
    this.leaseMs = options.leaseMs ?? DEFAULT_EXTRACT_LEASE_MS;
    this.owner = options.owner ?? `${os.hostname()}:${process.pid}`;
  }

  start(): void {
    const loop = () => {
      this.running = this.drain()
        .catch((err: unknown) => this.log.error({ err }, 'extract worker round failed'))
        .finally(() => {
          if (this.timer !== undefined) this.timer = setTimeout(loop, this.options.pollMs);
        });
    };
    this.timer = setTimeout(loop, 0);
  }

  /** Stops polling and cuts a run in progress off; resolves once its request is handed back. */
  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.abort.abort(new Stopped('stopped'));
    await this.running;
  }

  /** Makes requests one after the other until none is waiting. */
  private async drain(): Promise<void> {
    while (!this.abort.signal.aborted) {
      if ((await this.runOnce()) === 'idle') return;
    }
  }

  /** Claims the oldest waiting request (or one whose lease ran out) and makes it. */
  async runOnce(): Promise<RunResult> {
    if (this.abort.signal.aborted) return 'stopped';
    const claimed = await this.claim();
    if (!claimed) return 'idle';
    return this.run(claimed);
  }

  /**
   * One statement: of several workers asking at once each gets another row (SKIP LOCKED). Rows cut off too
   * often are given up first.
   */
  async claim(): Promise<ClaimedExtract | null> {
    const { db } = this.deps;
    await db
      .update(extractRequests)
      .set({ status: 'failed', lockedUntil: null, lastError: 'cut off too often' })
      .where(
        and(
          eq(extractRequests.status, 'running'),
          lte(extractRequests.lockedUntil, sql`now()`),
          sql`${extractRequests.attempts} >= ${MAX_EXTRACT_ATTEMPTS}`,
        ),
      );
    const result = await db.execute(sql`
      update extract_requests
      set status = 'running', owner = ${this.owner}, attempts = attempts + 1, started_at = now(),
          locked_until = now() + make_interval(secs => ${this.leaseMs / 1000})
      where id = (
        select id from extract_requests
        where status = 'queued' or (status = 'running' and locked_until <= now())
        order by id
        limit 1
        for update skip locked)
      returning id, attempts`);
    const [row] = rowsOf<{ id: number; attempts: number }>(result);
    return row ? { id: Number(row.id), attempt: Number(row.attempts), owner: this.owner } : null;
  }

  private async run(claimed: ClaimedExtract): Promise<RunResult> {
    const log = jobLogger(this.log, 'extract');
    const started = process.hrtime.bigint();
    const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
    // This run's own signal: the worker's stop, or its lease lost to another instance.
    const runAbort = new AbortController();
    const onStop = () => runAbort.abort(this.abort.signal.reason);
    this.abort.signal.addEventListener('abort', onStop, { once: true });
    const renew = setInterval(() => {
      this.renew(claimed).then(
        (held) => {
          if (!held) runAbort.abort(new LeaseLost('lease lost'));
        },
        (err: unknown) => log.warn({ err, extractId: claimed.id }, 'extract lease not renewed'),
      );
    }, this.leaseMs / 3);
    try {
      const outcome = await makeExtract(this.deps, claimed, runAbort.signal);
      this.options.metrics?.jobRun('extract', 'ok', seconds());
      log.info(
        { extractId: claimed.id, attempt: claimed.attempt, outcome, seconds: seconds() },
        'extract made',
      );
      return outcome;
    } catch (err) {
      const reason: unknown = runAbort.signal.reason;
      if (reason instanceof Stopped) {
        await this.handBack(claimed);
        log.info({ extractId: claimed.id }, 'extract stopped; another run takes it up');
        return 'stopped';
      }
      if (reason instanceof LeaseLost) {
        log.warn({ extractId: claimed.id }, 'extract lease lost; another run makes it');
        return 'lost';
      }
      this.options.metrics?.jobRun('extract', 'failed', seconds());
      log.error({ err, extractId: claimed.id, attempt: claimed.attempt }, 'extract failed');
      await this.failed(claimed, err);
      return 'failed';
    } finally {
      clearInterval(renew);
      this.abort.signal.removeEventListener('abort', onStop);
    }
  }

  private mine(claimed: ClaimedExtract) {
    return and(
      eq(extractRequests.id, claimed.id),
      eq(extractRequests.owner, claimed.owner),
      eq(extractRequests.attempts, claimed.attempt),
      eq(extractRequests.status, 'running'),
    );
  }

  private async renew(claimed: ClaimedExtract): Promise<boolean> {
    const rows = await this.deps.db
      .update(extractRequests)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${this.leaseMs / 1000})` })
      .where(this.mine(claimed))
      .returning({ id: extractRequests.id });
    return rows.length > 0;
  }

  /** A stop is not the request's failure: it waits again, its attempt uncounted. */
  private async handBack(claimed: ClaimedExtract): Promise<void> {
    await this.deps.db
      .update(extractRequests)
      .set({
        status: 'queued',
        owner: null,
        lockedUntil: null,
        attempts: sql`${extractRequests.attempts} - 1`,
      })
      .where(this.mine(claimed));
  }

  /** Tried again by the next round (any instance) until MAX_EXTRACT_ATTEMPTS, then given up. */
  private async failed(claimed: ClaimedExtract, err: unknown): Promise<void> {
    await this.deps.db
      .update(extractRequests)
      .set({
        status: claimed.attempt >= MAX_EXTRACT_ATTEMPTS ? 'failed' : 'queued',
        lockedUntil: null,
        lastError: String((err as Error).message ?? err).slice(0, 500),
      })
      .where(this.mine(claimed));
  }
}
