import { boolean, date, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Project counts kept, not counted (docs/decisions/029-project-counts-kept-by-triggers.md): how many projects
 * fall in each group of status, country, brand set (the project's `brand_ids` as stored), French region (of
 * its site), enabled flag, ball-in-court stage (the project's kept `ball_stage`, null when nobody is expected
 * to act; migration 0024) and, in the second table, creation month (UTC). Triggers on `projects` and `sites`
 * (migrations 0018 and 0024) write them in the transaction of every change. Insert-only: each row is a +/− delta and a
 * group's count is the sum of its rows, so no two transactions ever wait on one counter row; the
 * `project-counts` job folds each group's rows into one (db/project-counts.ts).
 */
const groupColumns = () => ({
  statusId: smallint('status_id').notNull(),
  countryCode: text('country_code').notNull(),
  brandIds: integer('brand_ids').array().notNull(),
  region: text('region').notNull(),
  isEnabled: boolean('is_enabled').notNull(),
  ballStage: text('ball_stage'),
  n: integer('n').notNull(),
});

/** Every creation month together: what the dashboard reads when no date bounds it. */
export const projectCounts = pgTable('project_counts', groupColumns());

/** Per creation month (first day of the month, UTC): whole months of a FromDate/ToDate range. */
export const projectMonthCounts = pgTable(
  'project_month_counts',
  { ...groupColumns(), month: date('month', { mode: 'string' }).notNull() },
  (t) => [index('project_month_counts_month_idx').on(t.month)],
);

/**
 * Per creation year (1 January, UTC): the whole years of a long range, so that "the last 12 months" sums one
 * year's groups and a month's instead of twelve months' (migration 0025). Written by triggers on
 * `project_month_counts` from its own delta rows (a year's count is the sum of its months'), insert-only too.
 */
export const projectYearCounts = pgTable(
  'project_year_counts',
  { ...groupColumns(), year: date('year', { mode: 'string' }).notNull() },
  (t) => [index('project_year_counts_year_idx').on(t.year)],
);
