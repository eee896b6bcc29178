import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns } from '../db/schema';
import { createTestContext, type TestContext } from '../../test/helpers';
import { MAX_ATTEMPTS, Scheduler, checkNotStopped, type Job } from './scheduler';

/**
 * The scheduler's claim (docs/production.md "Background work"): a job's period runs on one scheduler only, a run
 * cut off by a crash is taken again once its claim runs out, a failed one at the next tick, and a stop hands the
 * period back. Two schedulers on one database stand for two instances; their clock is a variable.
 */

let ctx: TestContext;
let clock = new Date('2026-11-25T10:00:00Z');
const LEASE_MS = 60_000;
let serial = 0;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const scheduler = (owner: string, jobs: Job[]) =>
  new Scheduler(ctx.database.db, jobs, ctx.app.log, {
    pollMs: 60_000,
    leaseMs: LEASE_MS,
    now: () => clock,
    owner,
  });

/** A job of its own per test (its name keeps the rows apart), counting its runs. */
function countingJob(run: Job['run'] = async () => 'ok') {
  const name = `job-${++serial}`;
  const job = {
    name,
    runs: 0,
    period: (now: Date) => now.toISOString().slice(0, 10),
    run: async (now: Date, signal: AbortSignal) => {
      job.runs++;
      return run(now, signal);
    },
  };
  return job;
}
const rowOf = async (job: string) => {
  const [row] = await ctx.database.db.select().from(jobRuns).where(eq(jobRuns.job, job));
  return row;
};

describe('the claim', () => {
  it('two instances ticking at once: the period runs on one of them only', async () => {
    const job = countingJob(async () => new Promise((r) => setTimeout(() => r('ok'), 50)));
    const a = scheduler('a', [job]);
    const b = scheduler('b', [job]);
    const results = await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    expect(job.runs).toBe(1);
    expect(results.map((r) => r[job.name]).sort()).toEqual([
      'claimed elsewhere',
      'claimed elsewhere',
      'claimed elsewhere',
      'done',
    ]);
    expect(await rowOf(job.name)).toMatchObject({ period: '2026-11-25', status: 'done', attempts: 1 });
    // Later the same day: done, nothing to run; the next day is a new period.
    expect((await b.tick())[job.name]).toBe('claimed elsewhere');
    clock = new Date('2026-11-26T10:00:00Z');
    expect((await b.tick())[job.name]).toBe('done');
    expect(job.runs).toBe(2);
  });

  it('no period due: nothing claimed', async () => {
    const job = { ...countingJob(), period: () => null };
    expect(await scheduler('a', [job]).tick()).toEqual({ [job.name]: 'idle' });
    expect(await rowOf(job.name)).toBeUndefined();
  });

  it('a run cut off by a crash is taken again by another instance once its claim runs out', async () => {
    const job = countingJob();
    // What an instance killed mid-run leaves: the row claimed, the claim running.
    await ctx.database.db.insert(jobRuns).values({
      job: job.name,
      period: clock.toISOString().slice(0, 10),
      status: 'running',
      owner: 'dead',
      startedAt: clock,
      lockedUntil: new Date(clock.getTime() + LEASE_MS),
    });
    const b = scheduler('b', [job]);
    expect((await b.tick())[job.name]).toBe('claimed elsewhere');
    clock = new Date(clock.getTime() + LEASE_MS);
    expect((await b.tick())[job.name]).toBe('done');
    expect(job.runs).toBe(1);
    expect(await rowOf(job.name)).toMatchObject({ status: 'done', owner: 'b', attempts: 2 });
  });

  it(`a failed run is tried again at the next tick, ${MAX_ATTEMPTS} times at most`, async () => {
    const job = countingJob(async () => {
      throw new Error('SMTP down');
    });
    const a = scheduler('a', [job]);
    for (let i = 0; i < MAX_ATTEMPTS; i++) expect((await a.tick())[job.name]).toBe('failed');
    expect((await a.tick())[job.name]).toBe('claimed elsewhere');
    expect(job.runs).toBe(MAX_ATTEMPTS);
    expect(await rowOf(job.name)).toMatchObject({ status: 'failed', lastError: 'SMTP down' });
  });

  it('a job that fails once succeeds on the next tick, from another instance', async () => {
    let fail = true;
    const job = countingJob(async () => {
      if (fail) throw new Error('once');
      return 'ok';
    });
    expect((await scheduler('a', [job]).tick())[job.name]).toBe('failed');
    fail = false;
    expect((await scheduler('b', [job]).tick())[job.name]).toBe('done');
    expect(await rowOf(job.name)).toMatchObject({ status: 'done', owner: 'b', attempts: 2, lastError: null });
  });
});

describe('stopping (SIGTERM)', () => {
  it('stop() ends a run in progress at its next step and hands the period back; another instance finishes it', async () => {
    let started: () => void = () => {};
    const begun = new Promise<void>((r) => (started = r));
    const steps: number[] = [];
    const job = countingJob(async (_now, signal) => {
      for (let step = 0; step < 100; step++) {
        checkNotStopped(signal);
        steps.push(step);
        if (step === 0) started();
        await new Promise((r) => setTimeout(r, 5));
      }
      return 'all steps';
    });
    const a = scheduler('a', [job]);
    a.start();
    await begun;
    await a.stop();
    const stoppedAt = steps.length;
    expect(stoppedAt).toBeLessThan(100);
    expect(await rowOf(job.name)).toMatchObject({ status: 'failed', lastError: 'stopped', attempts: 0 });
    await new Promise((r) => setTimeout(r, 30));
    expect(steps).toHaveLength(stoppedAt); // nothing runs after stop() resolved

    const b = scheduler('b', [job]);
    expect((await b.tick())[job.name]).toBe('done');
    expect(
      await ctx.database.db
        .select()
        .from(jobRuns)
        .where(and(eq(jobRuns.job, job.name), eq(jobRuns.status, 'done'))),
    ).toHaveLength(1);
  });

  it('a stopped scheduler claims nothing more', async () => {
    const job = countingJob();
    const a = scheduler('a', [job]);
    await a.stop();
    expect(await a.tick()).toEqual({});
    expect(job.runs).toBe(0);
  });
});
