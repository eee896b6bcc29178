import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { projects } from './projects';

/** `running`: claimed by `owner` until `locked_until`; `failed`: to be tried again (stopped, or an error). */
export type JobRunStatus = 'running' | 'done' | 'failed';

/**
 * Background work done once across instances (platform/scheduler.ts): one row per job and period (a day, an
 * hour), claimed by the instance that runs it. The key is the guarantee: a period is run by one claim at a time.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    status: text('status').$type<JobRunStatus>().notNull(),
    /** The instance that holds or held the claim (host and process id). */
    owner: text('owner').notNull(),
    attempts: integer('attempts').notNull().default(1),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [primaryKey({ columns: [t.job, t.period] }), index('job_runs_started_idx').on(t.startedAt)],
);

/**
 * One ball-in-court reminder per person and working day (features/reminders): written in the transaction of its
 * mail, so a second run that day, on any instance or after a restart, finds it and sends nothing.
 */
export const ballReminders = pgTable(
  'ball_reminders',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    projects: integer('projects').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * A project's stage that became overdue, once per stage entry (`since`, when the ball reached the stage): the
 * Validation Center is notified when the row is written, never again for that entry.
 */
export const ballOverdueNotices = pgTable(
  'ball_overdue_notices',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull(),
    noticedAt: timestamp('noticed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.stage, t.since] })],
);
