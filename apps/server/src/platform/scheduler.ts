import os from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf, type Db } from '../db/client';
import { jobRuns } from '../db/schema';
import type { PortalMetrics } from './metrics';
import { jobLogger } from './request-id';

/**
 * Background work done once across instances, also across restarts (docs/production.md "Background work";
 * docs/decisions/026-background-jobs-and-reminders.md). Every instance may run a scheduler: at each tick it asks
 * each job which period is due (a working day, an hour), and claims that (job, period) row of `job_runs` with one
 * atomic upsert. The instance whose upsert wrote the row runs the period; the others find it claimed and skip
 * it. A claim holds for `leaseMs`: a run cut off by a crash is taken again by any instance once it runs out; a
 * run that failed is taken again at the next tick, up to MAX_ATTEMPTS claims.
 */

export interface Job {
  name: string;
  /** The period due at `now` (e.g. `2026-11-25`), or null when nothing is due now. */
  period(now: Date): string | null;
  /** Does the period's work; stops early, throwing, once `signal` is aborted (SIGTERM). */
  run(now: Date, signal: AbortSignal): Promise<unknown>;
}

export const MAX_ATTEMPTS = 5;
/** Longer than any run takes: the reminders of a whole network are a few thousand small transactions. */
export const DEFAULT_LEASE_MS = 15 * 60_000;

export interface SchedulerOptions {
  pollMs: number;
  leaseMs?: number;
  /** The clock: tests move it instead of waiting. */
  now?: () => Date;
  /** Names this instance in `job_runs.owner`. */
  owner?: string;
  /** Counts each run, ok or failed, with its duration (`/metrics`, docs/production.md "Metrics"). */
  metrics?: Pick<PortalMetrics, 'timeJob'>;
}

/** What one tick did per job: ran it (and how it ended), or found nothing to do. */
export type TickResult = Record<string, 'idle' | 'claimed elsewhere' | 'done' | 'failed' | 'stopped'>;

class Stopped extends Error {}

export class Scheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private readonly abort = new AbortController();
  private readonly leaseMs: number;
  private readonly now: () => Date;
  readonly owner: string;

  constructor(
    private readonly db: Db,
    private readonly jobs: readonly Job[],
    private readonly log: FastifyBaseLogger,
    private readonly options: SchedulerOptions,
  ) {
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.now = options.now ?? (() => new Date());
    this.owner = options.owner ?? `${os.hostname()}:${process.pid}`;
  }

  start(): void {
    const loop = () => {
      this.running = this.tick()
        .catch((err: unknown) => this.log.error({ err }, 'background jobs tick failed'))
        .finally(() => {
          if (this.timer !== undefined) this.timer = setTimeout(loop, this.options.pollMs);
        });
    };
    this.timer = setTimeout(loop, 0);
  }

  /** Stops ticking and asks a run in progress to stop; resolves once it has (its period is left for the next claim). */
  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.abort.abort(new Stopped('stopped'));
    await this.running;
  }

  /** One round: every job whose period is due and not claimed yet is run here, one after the other. */
  async tick(): Promise<TickResult> {
    const result: TickResult = {};
    for (const job of this.jobs) {
      if (this.abort.signal.aborted) break;
      const now = this.now();
      const period = job.period(now);
      if (period === null) {
        result[job.name] = 'idle';
        continue;
      }
      const attempt = await this.claim(job.name, period, now);
      if (attempt === null) {
        result[job.name] = 'claimed elsewhere';
        continue;
      }
      result[job.name] = await this.runClaimed(job, period, attempt, now);
    }
    return result;
  }

  /**
   * Takes (job, period): a new row, or one whose claim ran out (its instance died) or that failed and may be
   * tried again. One statement, so of two instances asking at once exactly one gets a row back: the other
   * waits for the first's row lock, then finds the claim held. Answers the attempt number, or null.
   */
  private async claim(job: string, period: string, now: Date): Promise<number | null> {
    const at = now.toISOString();
    const until = new Date(now.getTime() + this.leaseMs).toISOString();
    const result = await this.db.execute(sql`
      insert into job_runs (job, period, status, owner, attempts, started_at, locked_until)
      values (${job}, ${period}, 'running', ${this.owner}, 1, ${at}::timestamptz, ${until}::timestamptz)
      on conflict (job, period) do update set
        status = 'running', owner = excluded.owner, attempts = job_runs.attempts + 1,
        started_at = excluded.started_at, locked_until = excluded.locked_until, finished_at = null
      where (job_runs.status = 'running' and job_runs.locked_until <= ${at}::timestamptz)
         or (job_runs.status = 'failed' and job_runs.attempts < ${MAX_ATTEMPTS})
      returning attempts`);
    const [row] = rowsOf<{ attempts: number }>(result);
    return row ? Number(row.attempts) : null;
  }

  private async runClaimed(job: Job, period: string, attempt: number, now: Date) {
    const mine = and(
      eq(jobRuns.job, job.name),
      eq(jobRuns.period, period),
      eq(jobRuns.owner, this.owner),
      eq(jobRuns.attempts, attempt),
    );
    // Every line of this run carries the job and a run id, as a request's lines carry its request id.
    const log = jobLogger(this.log, job.name);
    const work = () => job.run(now, this.abort.signal);
    try {
      const outcome = await (this.options.metrics ? this.options.metrics.timeJob(job.name, work) : work());
      await this.db
        .update(jobRuns)
        .set({ status: 'done', finishedAt: this.now(), lockedUntil: null, lastError: null })
        .where(mine);
      log.info({ period, attempt, outcome }, 'background job done');
      return 'done' as const;
    } catch (err) {
      const stopped = this.abort.signal.aborted;
      // A stop is not the job's failure: the claim is handed back without counting it.
      await this.db
        .update(jobRuns)
        .set({
          status: 'failed',
          lockedUntil: null,
          lastError: stopped ? 'stopped' : String((err as Error).message ?? err).slice(0, 500),
          ...(stopped ? { attempts: sql`${jobRuns.attempts} - 1` } : {}),
        })
        .where(mine);
      if (stopped) {
        log.info({ period }, 'background job stopped; another run takes it up');
        return 'stopped' as const;
      }
      log.error({ err, period, attempt }, 'background job failed');
      return 'failed' as const;
    }
  }
}

/** Throws once the scheduler is stopping: jobs call it between units of work. */
export function checkNotStopped(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Stopped('stopped');
}
