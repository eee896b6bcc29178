import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import { compactProjectCounts } from './db/project-counts';
import { sweepExtracts } from './features/dashboard/prepared/sweep';
import { sendReminders, reminderPeriod } from './features/reminders/send-reminders';
import { sweepOrphans } from './platform/orphan-sweep';
import { Scheduler, type Job, type SchedulerOptions } from './platform/scheduler';
import type { Storage } from './platform/storage';
import { sweepExpired } from './platform/sweeps';

/**
 * The portal's scheduled background work (docs/production.md "Background work"), each period done once across
 * instances by platform/scheduler.ts. The mail outbox is not here: its rows are claimed one by one
 * (platform/mail.ts), which already makes every instance's worker safe.
 */
export function portalJobs(deps: { db: Db; config: Config; storage: Storage }): Job[] {
  const { db, config, storage } = deps;
  return [
    {
      name: 'reminders',
      period: (now) => reminderPeriod(config, now),
      run: (now, signal) => sendReminders(db, config, now, signal),
    },
    {
      name: 'sweep',
      // Hourly: `2026-11-25T10`.
      period: (now) => now.toISOString().slice(0, 13),
      run: async (now) => ({
        ...(await sweepExpired(db, now, { keepMails: config.demo })),
        // Prepared extracts past their end: their files leave the storage (decision 031).
        ...(await sweepExtracts(db, storage, now)),
      }),
    },
    {
      name: 'project-counts',
      // Every ten minutes (`2026-11-25T10:3`): folds the kept counts' delta rows, so readers sum few rows
      // (docs/decisions/029-project-counts-kept-by-triggers.md).
      period: (now) => now.toISOString().slice(0, 15),
      run: () => compactProjectCounts(db),
    },
    {
      name: 'orphans',
      // Daily, besides each instance's sweep at start (docs/decisions/015-orphan-sweep-at-start.md).
      period: (now) => now.toISOString().slice(0, 10),
      run: (now) => sweepOrphans(db, storage, now),
    },
  ];
}

export function portalScheduler(
  deps: {
    db: Db;
    config: Config;
    storage: Storage;
    log: FastifyBaseLogger;
    metrics?: SchedulerOptions['metrics'];
  },
  options: Partial<SchedulerOptions> = {},
): Scheduler {
  return new Scheduler(deps.db, portalJobs(deps), deps.log, {
    pollMs: deps.config.jobsPollMs,
    metrics: deps.metrics,
    ...options,
  });
}
