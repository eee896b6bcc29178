/**
 * Ball in court (docs/lifecycle.md "Ball in court"; issue 22 §4): which stage of the design validation waits
 * for someone, who that is, and by when. The stage follows from the lifecycle table: the event that would
 * end it may happen from the project's status.
 */
import {
  INITIAL_STATUSES,
  statusesAllowing,
  type LifecycleEvent,
  type LifecyclePolicyAction,
} from './lifecycle';
import { ROLES, type ProjectRole, type Role } from './roles';
import {
  addWorkingDays,
  dayOf,
  endOfWeek,
  isoDay,
  startOfDay,
  startsDueBy,
  workingDayOnOrBefore,
  workingDaysLate,
  type WorkCalendar,
} from './working-days';

export const BALL_STAGES = ['completeness', 'content', 'feedback', 'corrections'] as const;
export type BallStage = (typeof BALL_STAGES)[number];

/** The list's ball filters: overdue, due by the end of this week (not overdue yet), held by the caller. */
export const BALL_FILTERS = ['overdue', 'dueThisWeek', 'withMe'] as const;
export type BallFilter = (typeof BALL_FILTERS)[number];

/**
 * Working days each stage may take (configurable, `BALL_DAYS`). The validation team's part, completeness
 * then content, is 3 + 7 = 10 working days: the "about 2 weeks" of spec 001 §9. HQ answers a feedback
 * request within 3; the originator corrects a refused dossier within 10.
 */
export type BallDays = Record<BallStage, number>;
export const DEFAULT_BALL_DAYS: BallDays = { completeness: 3, content: 7, feedback: 3, corrections: 10 };
export const MAX_BALL_DAYS = 120;

/** The event that ends the stage, whose table row says in which statuses the stage is open. */
const ENDED_BY: Record<BallStage, LifecycleEvent> = {
  completeness: 'completenessApproved',
  content: 'contentApproved',
  feedback: 'feedbackProvided',
  corrections: 'submit',
};

/** The policy action of whoever holds the ball in the stage (the policy module decides who that is). */
export const BALL_ACTION: Record<BallStage, LifecyclePolicyAction> = {
  completeness: 'validateCompleteness',
  content: 'validateContent',
  feedback: 'giveFeedback',
  corrections: 'submit',
};

/** The holder as a person reads it: the role, and the Validation Center project roles where it matters. */
export const BALL_HOLDER: Record<BallStage, { role: Role; projectRoles: readonly ProjectRole[] }> = {
  completeness: { role: ROLES.VC, projectRoles: ['GEC Validator/Data Analyst'] },
  content: { role: ROLES.VC, projectRoles: ['Validator', 'Data Analyst'] },
  feedback: { role: ROLES.HQ, projectRoles: [] },
  corrections: { role: ROLES.ORIGINATOR, projectRoles: [] },
};

/**
 * The statuses in which a stage may be open. The originator's corrections are the resubmission after a
 * refusal: the first submission (from a status a project is created in) is not on the clock.
 */
export function ballStatuses(stage: BallStage): readonly number[] {
  const from = statusesAllowing(ENDED_BY[stage]);
  return stage === 'corrections' ? from.filter((s) => !INITIAL_STATUSES.includes(s)) : from;
}

/** What decides the stage: the status, the pause switch and whether HQ's feedback is awaited. */
export interface BallFacts {
  statusId: number;
  isEnabled: boolean;
  /** A content validator asked HQ for feedback that is not given yet. */
  feedbackAwaited: boolean;
}

/** The open stage, or null: nobody is expected to act (a paused project's clock stops too). */
export function ballStage(facts: BallFacts): BallStage | null {
  if (!facts.isEnabled) return null;
  const open = (stage: BallStage) => ballStatuses(stage).includes(facts.statusId);
  if (open('feedback') && facts.feedbackAwaited) return 'feedback';
  return BALL_STAGES.find((s) => s !== 'feedback' && open(s)) ?? null;
}

/** When the ball reached the stage: the status change, or HQ's request, or HQ's answer back to the validators. */
export interface BallTimes {
  statusDate: Date;
  feedbackRequestedAt: Date | null;
  feedbackProvidedAt: Date | null;
}
export function ballSince(stage: BallStage, times: BallTimes): Date {
  if (stage === 'feedback') return times.feedbackRequestedAt ?? times.statusDate;
  const answered = times.feedbackProvidedAt;
  if (stage === 'content' && answered && answered > times.statusDate) return answered;
  return times.statusDate;
}

/** The clock's settings: the calendar and each stage's working days. */
export interface BallClock {
  calendar: WorkCalendar;
  days: BallDays;
}

/** The ball's place as the screens show it. */
export interface BallState {
  stage: BallStage;
  since: Date;
  /** The due day, `yyyy-mm-dd` (the end of that working day). */
  dueDate: string;
  workingDaysLate: number;
}

export function ballState(clock: BallClock, stage: BallStage, since: Date, now: Date): BallState {
  const due = addWorkingDays(clock.calendar, since, clock.days[stage]);
  return {
    stage,
    since,
    dueDate: isoDay(due),
    workingDaysLate: workingDaysLate(clock.calendar, due, now),
  };
}

/**
 * The start moments a filter keeps, for a stage: `before` (exclusive) and `notBefore` (inclusive), so a list
 * filters with one indexed comparison. Overdue: due before today's last working day (at least one working day
 * missed). Due this week: not overdue, due by Sunday.
 */
export function ballWindow(
  clock: BallClock,
  stage: BallStage,
  filter: Exclude<BallFilter, 'withMe'>,
  now: Date,
): { before: Date; notBefore?: Date } {
  const n = clock.days[stage];
  const lastWorking = workingDayOnOrBefore(clock.calendar, dayOf(now));
  const overdueBefore = startsDueBy(clock.calendar, lastWorking - 1, n);
  if (filter === 'overdue') return { before: overdueBefore };
  return { before: startsDueBy(clock.calendar, endOfWeek(dayOf(now)), n), notBefore: overdueBefore };
}

/**
 * The overdue projects a reminder names (docs/lifecycle.md "Reminders"): overdue, and at most `maxLate` working
 * days late, as bounds on the stage's start moment like `ballWindow`'s. Late by k means due on the k-th working
 * day before today's last working day, so the earliest due day kept is found by walking back `maxLate` of them.
 */
export function reminderWindow(
  clock: BallClock,
  stage: BallStage,
  now: Date,
  maxLate: number,
): { before: Date; notBefore: Date } {
  let earliestDue = workingDayOnOrBefore(clock.calendar, dayOf(now));
  for (let k = 0; k < maxLate; k++) earliestDue = workingDayOnOrBefore(clock.calendar, earliestDue - 1);
  return {
    before: ballWindow(clock, stage, 'overdue', now).before,
    notBefore: startsDueBy(clock.calendar, earliestDue - 1, clock.days[stage]),
  };
}

/**
 * The moment a stage entry started if it is exactly `late` working days late at `now` (late ≥ 1): the demo's
 * overdue project is seeded with it, so it is as late on any day of the year, weekends and closure included.
 * The due day is the `late`-th working day before today's last working day; the start, the stage's n-th
 * working day before that (10:00 UTC of it).
 */
export function startedLate(clock: BallClock, stage: BallStage, now: Date, late: number): Date {
  const back = (from: number, count: number) => {
    let day = from;
    for (let k = 0; k < count; k++) day = workingDayOnOrBefore(clock.calendar, day - 1);
    return day;
  };
  const due = back(workingDayOnOrBefore(clock.calendar, dayOf(now)), Math.max(1, late));
  const start = back(due, Math.max(1, clock.days[stage]));
  return new Date(startOfDay(start).getTime() + 10 * 3_600_000);
}
