import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { portalScheduler } from '../../jobs';
import { DiskStorage } from '../../platform/storage';
import type { TestContext } from '../../../test/helpers';
import {
  FLEET_SKIP_REASON,
  fleetDatabase,
  inProcessInstance,
  onPostgres,
  processInstance,
} from '../../../test/fleet';
import { reminderWorld, WEDNESDAY } from '../../../test/reminder-fixtures';
import { sendReminders } from './send-reminders';

/**
 * Reminders and background jobs across instances (issue 22 §4, issue 23 §1): two instances on one PostgreSQL run
 * the day's reminders at once, and a third started after one of them stops: one mail per person and day. The
 * instances here share nothing but the database (each its own pool); their clock is the one each run is given.
 */

if (!onPostgres)
  describe.skip(`reminders across instances (${FLEET_SKIP_REASON})`, () => it('skipped', () => {}));

describe.runIf(onPostgres)('reminders across instances', () => {
  let db: Awaited<ReturnType<typeof fleetDatabase>>;
  let a: TestContext;
  let b: TestContext;
  const THURSDAY = new Date('2026-11-26T10:00:00Z');
  const schedulerOf = (ctx: TestContext, owner: string, now: Date) =>
    portalScheduler(
      {
        db: ctx.database.db,
        config: ctx.config,
        storage: new DiskStorage(path.join(ctx.dataDir, 'files')),
        log: ctx.app.log,
      },
      { now: () => now, owner },
    );
  const reminders = async (ctx: TestContext) =>
    ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'ballReminder'));

  beforeAll(async () => {
    db = await fleetDatabase();
    a = await inProcessInstance(db.url);
    b = await inProcessInstance(db.url);
    await reminderWorld(a);
  }, 60_000);
  afterAll(async () => {
    await a.close();
    await b.close();
    await db.drop();
  });

  it("two schedulers ticking at once: the day's reminders are sent by one, once per person", async () => {
    const [ra, rb] = await Promise.all([
      schedulerOf(a, 'a', WEDNESDAY).tick(),
      schedulerOf(b, 'b', WEDNESDAY).tick(),
    ]);
    expect([ra.reminders, rb.reminders].sort()).toEqual(['claimed elsewhere', 'done']);
    const mails = await reminders(a);
    expect(mails).toHaveLength(7);
    expect(new Set(mails.map((m) => m.toAddress)).size).toBe(7);
  });

  it('even without the claim, two runs at once write one mail per person: the (person, day) row decides', async () => {
    const [oa, ob] = await Promise.all([
      sendReminders(a.database.db, a.config, THURSDAY),
      sendReminders(b.database.db, b.config, THURSDAY),
    ]);
    expect(oa.mails + ob.mails).toBe(7);
    expect(await reminders(b)).toHaveLength(14);
  });

  it('after a restart the same day: nothing again; the next working day: once more', async () => {
    await a.close();
    a = await inProcessInstance(db.url);
    // Wednesday's period was done by the first test's schedulers; Thursday's mails were written by the runs above.
    expect((await schedulerOf(a, 'a2', new Date('2026-11-25T17:00:00Z')).tick()).reminders).toBe(
      'claimed elsewhere',
    );
    const later = new Date('2026-11-26T17:00:00Z');
    expect((await schedulerOf(a, 'a2', later).tick()).reminders).toBe('done');
    expect(await sendReminders(a.database.db, a.config, later)).toMatchObject({ mails: 0, notices: 0 });
    expect(await reminders(a)).toHaveLength(14);
    const friday = new Date('2026-11-27T10:00:00Z');
    expect((await schedulerOf(a, 'a2', friday).tick()).reminders).toBe('done');
    expect(await reminders(a)).toHaveLength(21);
  });
});

describe.runIf(onPostgres)('background jobs in a real instance', () => {
  it('an instance runs the due periods, and SIGTERM stops it with exit 0; BACKGROUND_JOBS=0 runs none', async () => {
    const db = await fleetDatabase();
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const quiet = await processInstance(db.url, { BACKGROUND_JOBS: '0' });
    const busy = await processInstance(db.url, { BACKGROUND_JOBS: '1', JOBS_POLL_MS: '1000' });
    try {
      expect(quiet.output()).toContain('"backgroundJobs":false');
      // The hourly sweep's period is claimed and done by the busy instance at its first tick.
      let rows: { status: string; owner: string }[] = [];
      for (let i = 0; i < 100 && !rows.some((r) => r.status === 'done'); i++) {
        rows = (await client.query('select status, owner from job_runs where job = $1', ['sweep'])).rows;
        if (!rows.some((r) => r.status === 'done')) await new Promise((r) => setTimeout(r, 100));
      }
      expect(rows).toEqual([{ status: 'done', owner: expect.stringMatching(`:${busy.child.pid}$`) }]);
      busy.child.kill('SIGTERM');
      expect(await busy.exited).toBe(0);
      expect(busy.output()).not.toContain('background jobs tick failed');
      expect(
        (
          await client.query('select count(*)::int as n from job_runs where owner like $1', [
            `%:${quiet.child.pid}`,
          ])
        ).rows,
      ).toEqual([{ n: 0 }]);
    } finally {
      await client.end();
      await quiet.stop();
      await busy.stop();
      await db.drop();
    }
  }, 300_000); // two process instances, each up to PROCESS_START_MS to start
});
