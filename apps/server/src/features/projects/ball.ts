import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  BALL_ACTION,
  BALL_STAGES,
  ballSince,
  ballStage,
  ballState,
  ballWindow,
  reminderWindow,
  CHECK_STATUS,
  FEEDBACK_TYPE,
  type BallClock,
  type BallFilter,
  type BallInfo,
  type BallStage,
  type ParsedOversightFilters,
} from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { designValidations, projects } from '../../db/schema';
import type { AuthContext } from '../../platform/auth';
import { dataScope, holdsBallCondition, type PolicyUser } from '../../platform/policy';
import { keptCounts } from './kept-counts';
import { oversightCondition } from './oversight';

/** Every condition given (drizzle's `and` is undefined only when given none: then nothing is excluded). */
const allOf = (...conditions: (SQL | undefined)[]): SQL => and(...conditions) ?? sql`true`;

/**
 * Ball in court on the server (docs/lifecycle.md "Ball in court"): the stage and due day of a project, and
 * the list's filters as SQL on indexed columns. The rules themselves are in packages/contract/src/ball.ts.
 */

/** The project's columns the clock reads. */
export interface BallProject {
  statusId: number;
  isEnabled: boolean;
  statusDate: Date;
}
/** The design_validations columns the clock reads (none before the first submission). */
export interface BallValidation {
  contentStatus: string;
  feedbackType: number | null;
  feedbackRequestedAt: Date | null;
  feedbackProvidedAt: Date | null;
}

const feedbackAwaited = (v: BallValidation | null | undefined) =>
  v?.feedbackType === FEEDBACK_TYPE.requested && v.contentStatus === CHECK_STATUS.feedbackRequested;

/** The ball of one project now, or null when nobody is expected to act. */
export function ballOf(
  clock: BallClock,
  project: BallProject,
  validation: BallValidation | null | undefined,
  holderEmail: string,
  now = new Date(),
): BallInfo | null {
  const stage = ballStage({ ...project, feedbackAwaited: feedbackAwaited(validation) });
  if (!stage) return null;
  const since = ballSince(stage, {
    statusDate: project.statusDate,
    feedbackRequestedAt: validation?.feedbackRequestedAt ?? null,
    feedbackProvidedAt: validation?.feedbackProvidedAt ?? null,
  });
  const state = ballState(clock, stage, since, now);
  return {
    stage,
    since: since.toISOString(),
    dueDate: state.dueDate,
    workingDaysLate: state.workingDaysLate,
    holderEmail: stage === 'corrections' ? holderEmail : '',
  };
}

/** The clock's columns of design_validations for these projects (only those where a stage may need them). */
export async function validationsFor(db: DbOrTx, projectIds: number[]): Promise<Map<number, BallValidation>> {
  if (!projectIds.length) return new Map();
  const rows = await db
    .select({
      projectId: designValidations.projectId,
      contentStatus: designValidations.contentStatus,
      feedbackType: designValidations.feedbackType,
      feedbackRequestedAt: designValidations.feedbackRequestedAt,
      feedbackProvidedAt: designValidations.feedbackProvidedAt,
    })
    .from(designValidations)
    .where(inArray(designValidations.projectId, projectIds));
  return new Map(rows.map((r) => [r.projectId, r]));
}

// ---- the list's filters as SQL ----

/**
 * The stage is open on the project: its kept ball (projects.ball_stage, written by migration 0023's triggers
 * from the same rule as `ballStage`; docs/decisions/033-ball-in-court-kept.md).
 */
const inStage = (stage: BallStage): SQL => eq(projects.ballStage, stage);

/** The moment the ball reached the stage (kept as projects.ball_since, the rule of `ballSince`) is in the window. */
function sinceIn(window: { before: Date; notBefore?: Date | undefined }): SQL {
  const { before, notBefore } = window;
  return allOf(
    sql`${projects.ballSince} < ${before.toISOString()}::timestamptz`,
    notBefore ? sql`${projects.ballSince} >= ${notBefore.toISOString()}::timestamptz` : undefined,
  );
}

/**
 * The list's ball filter (with its stage, if one) as a condition on `projects`; the caller's scope is the
 * list's own condition. "With me": the stages whose holder's action the policy gives the caller.
 */
export function ballCondition(
  clock: BallClock,
  user: PolicyUser,
  filter: BallFilter,
  stage: BallStage | undefined,
  now = new Date(),
): SQL {
  const stages = stage ? [stage] : BALL_STAGES;
  const parts = stages.flatMap((s) => {
    if (filter === 'withMe') {
      const holds = holdsBallCondition(user, BALL_ACTION[s]);
      return holds === null ? [] : [allOf(inStage(s), holds)];
    }
    return [allOf(inStage(s), sinceIn(ballWindow(clock, s, filter, now)))];
  });
  return or(...parts) ?? sql`false`;
}

/** Overdue projects per stage among `where` (the dashboard): one scan, one count per stage. */
export async function overdueCounts(
  db: DbOrTx,
  clock: BallClock,
  where: SQL | undefined,
  now = new Date(),
): Promise<Record<BallStage, number>> {
  const count = (s: BallStage) =>
    sql<number>`count(*) filter (where ${and(inStage(s), sinceIn(ballWindow(clock, s, 'overdue', now)))})::int`;
  const [row] = await db
    .select({
      completeness: count('completeness'),
      content: count('content'),
      feedback: count('feedback'),
      corrections: count('corrections'),
    })
    .from(projects)
    .where(and(where, sql`${projects.ballStage} is not null`));
  return {
    completeness: Number(row?.completeness ?? 0),
    content: Number(row?.content ?? 0),
    feedback: Number(row?.feedback ?? 0),
    corrections: Number(row?.corrections ?? 0),
  };
}

/**
 * The projects among `where` whose ball is not late yet, per stage, counted negatively: with the kept counts
 * per stage (kept-counts.ts `keptCounts` by `ball_stage`) they sum to the overdue counts, in one statement. A
 * stage's ball is late once it reached the stage before `ballWindow(…, 'overdue')`'s bound, so these are the
 * few recent ones: one range of the ball index (`projects_ball_idx`) per stage, from that bound on (an `or` of
 * the four made PostgreSQL read the whole index: 117 ms at 1,000,000 projects, 13 ms as four ranges).
 * `ball_since` is never null beside a stage (migration 0023's rule falls back on the non-null status date).
 */
export function notYetLatePart(clock: BallClock, where: SQL | undefined, now = new Date()): SQL {
  const ranges = BALL_STAGES.map(
    (s) =>
      sql`select ${projects.ballStage} as k from ${projects} where ${and(
        where,
        inStage(s),
        sql`${projects.ballSince} >= ${ballWindow(clock, s, 'overdue', now).before.toISOString()}::timestamptz`,
      )}`,
  );
  return sql`select k, -count(*)::int as n from (${sql.join(ranges, sql` union all `)}) as recent group by k`;
}

/**
 * The projects of a stage a reminder names today (docs/lifecycle.md "Reminders"): overdue, and at most
 * `maxLate` working days late.
 */
export function remindedCondition(clock: BallClock, stage: BallStage, now: Date, maxLate: number): SQL {
  return and(inStage(stage), sinceIn(reminderWindow(clock, stage, now, maxLate))) ?? sql`false`;
}

/**
 * Overdue projects per stage among the filtered projects of the caller's scope (the dashboard's): each stage's
 * kept count (the kept counts are grouped by the ball's stage too, migration 0024) minus its projects not yet
 * late, in one statement; counted over `projects` (`overdueCounts`) when the scope is a person's own projects.
 */
export async function overdueCountsOf(
  db: DbOrTx,
  auth: Pick<AuthContext, 'userId' | 'role'>,
  filters: ParsedOversightFilters,
  clock: BallClock,
  now = new Date(),
): Promise<Record<BallStage, number>> {
  const scope = await dataScope(db, auth);
  const where = await oversightCondition(db, auth, filters, scope);
  const kept = await keptCounts(
    db,
    auth,
    scope,
    { ...filters, statuses: [] },
    'ball_stage',
    [notYetLatePart(clock, where, now)],
    now.getTime(),
  );
  if (!kept) return overdueCounts(db, clock, where, now);
  const answer: Record<BallStage, number> = { completeness: 0, content: 0, feedback: 0, corrections: 0 };
  for (const { k, n } of kept) if (BALL_STAGES.includes(k as BallStage)) answer[k as BallStage] = n;
  return answer;
}
