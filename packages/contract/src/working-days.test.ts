import { describe, expect, it } from 'vitest';
import {
  ballSince,
  ballStage,
  ballState,
  ballWindow,
  DEFAULT_BALL_DAYS,
  reminderWindow,
  startedLate,
  type BallClock,
} from './ball';
import { STATUS } from './statuses';
import {
  addWorkingDays,
  DEFAULT_CALENDAR,
  isoDay,
  isWorkingDay,
  parseClosures,
  parseDay,
  workingDaysLate,
  type WorkCalendar,
} from './working-days';

const cal = DEFAULT_CALENDAR;
const day = (text: string) => parseDay(text)!;
const at = (text: string) => new Date(text);
const due = (c: WorkCalendar, start: string, n: number) => isoDay(addWorkingDays(c, at(start), n));

describe('working days', () => {
  it('leaves out weekends', () => {
    expect(isWorkingDay(cal, day('2026-11-27'))).toBe(true); // Friday
    expect(isWorkingDay(cal, day('2026-11-28'))).toBe(false);
    expect(isWorkingDay(cal, day('2026-11-29'))).toBe(false);
    expect(due(cal, '2026-11-27T17:00:00Z', 1)).toBe('2026-11-30'); // Friday evening + 1 → Monday
    expect(due(cal, '2026-11-28T09:00:00Z', 1)).toBe('2026-11-30'); // from a Saturday too
    expect(due(cal, '2026-11-23T09:00:00Z', 10)).toBe('2026-12-07'); // two weeks
  });

  it('leaves out the closure, 23 December to 7 January, across the year boundary', () => {
    expect(isWorkingDay(cal, day('2026-12-22'))).toBe(true);
    expect(isWorkingDay(cal, day('2026-12-23'))).toBe(false);
    expect(isWorkingDay(cal, day('2027-01-07'))).toBe(false);
    expect(isWorkingDay(cal, day('2027-01-08'))).toBe(true); // Friday
    // Monday 21 Dec + 3: Tuesday 22, then Friday 8 Jan, Monday 11 Jan.
    expect(due(cal, '2026-12-21T10:00:00Z', 3)).toBe('2027-01-11');
    // An older year's closure is there too (it starts in the year before the day's).
    expect(isWorkingDay(cal, day('2025-01-06'))).toBe(false);
  });

  it('takes a configured closure for its year and the default for the others', () => {
    const set = parseClosures('2026-12-19..2027-01-04');
    if (typeof set === 'string') throw new Error(set);
    expect(isWorkingDay(set, day('2027-01-05'))).toBe(true);
    expect(isWorkingDay(set, day('2026-12-21'))).toBe(false);
    expect(isWorkingDay(set, day('2027-12-23'))).toBe(false); // 2027 keeps the default
    expect(due(set, '2026-12-18T10:00:00Z', 1)).toBe('2027-01-05');
  });

  it('refuses a closure that is not a range of real days', () => {
    expect(parseClosures('2026-12-19')).toMatch(/not yyyy-mm-dd/);
    expect(parseClosures('2026-02-30..2026-03-02')).toMatch(/not yyyy-mm-dd/);
    expect(parseClosures('2027-01-04..2026-12-19')).toMatch(/must end after/);
    expect(parseClosures('2026-10-01..2027-01-04')).toMatch(/within/);
    expect(parseClosures('2026-12-19..2027-01-04,2026-12-20..2026-12-24')).toMatch(/two closures/);
    expect(parseClosures('')).toEqual({ closures: {} });
  });

  it('counts working days late from the day after the due day', () => {
    const friday = day('2026-11-27');
    expect(workingDaysLate(cal, friday, at('2026-11-27T23:00:00Z'))).toBe(0);
    expect(workingDaysLate(cal, friday, at('2026-11-29T12:00:00Z'))).toBe(0); // a weekend is not late
    expect(workingDaysLate(cal, friday, at('2026-11-30T08:00:00Z'))).toBe(1);
    expect(workingDaysLate(cal, day('2026-12-22'), at('2027-01-08T08:00:00Z'))).toBe(1); // the closure neither
  });
});

describe('ball clock', () => {
  const clock: BallClock = { calendar: cal, days: DEFAULT_BALL_DAYS };

  it('restarts with a stage change: the due day counts from the new stage', () => {
    const submitted = ballState(
      clock,
      'completeness',
      at('2026-11-23T09:00:00Z'),
      at('2026-11-30T09:00:00Z'),
    );
    expect(submitted).toMatchObject({ dueDate: '2026-11-26', workingDaysLate: 2 });
    const approved = ballState(clock, 'content', at('2026-11-30T09:00:00Z'), at('2026-11-30T09:00:00Z'));
    expect(approved).toMatchObject({ dueDate: '2026-12-09', workingDaysLate: 0 });
  });

  // The list's SQL filters by these windows; they must keep exactly the starts whose state says so.
  it('windows keep exactly the overdue and due-this-week starts', () => {
    const closures = parseClosures('2026-12-19..2027-01-04') as WorkCalendar;
    for (const calendar of [cal, closures]) {
      for (const stage of ['completeness', 'content', 'corrections'] as const) {
        const c: BallClock = { calendar, days: DEFAULT_BALL_DAYS };
        for (let n = 0; n < 45; n += 2) {
          const now = new Date(Date.UTC(2026, 11, 1 + n, 10));
          const overdue = ballWindow(c, stage, 'overdue', now);
          const week = ballWindow(c, stage, 'dueThisWeek', now);
          const sunday = isoDay(Math.floor(now.getTime() / 86_400_000) + ((7 - now.getUTCDay()) % 7));
          for (let back = 0; back < 30; back++) {
            const since = new Date(now.getTime() - back * 86_400_000 + ((back * 7) % 13) * 3_600_000);
            const state = ballState(c, stage, since, now);
            expect(since < overdue.before, `${stage} ${now.toISOString()} ${since.toISOString()}`).toBe(
              state.workingDaysLate > 0,
            );
            const inWeek = since < week.before && since >= week.notBefore!;
            expect(inWeek).toBe(state.workingDaysLate === 0 && state.dueDate <= sunday);
          }
        }
      }
    }
  });
});

describe("the reminders' window", () => {
  it('keeps exactly the projects 1 to maxLate working days late, on the working days of a winter', () => {
    const c: BallClock = { calendar: DEFAULT_CALENDAR, days: DEFAULT_BALL_DAYS };
    const wrong: string[] = [];
    for (const stage of ['completeness', 'corrections'] as const) {
      for (const maxLate of [1, 20]) {
        for (let n = 0; n < 60; n += 3) {
          const now = new Date(Date.UTC(2026, 10, 20 + n, 10));
          if (!isWorkingDay(DEFAULT_CALENDAR, Math.floor(now.getTime() / 86_400_000))) continue;
          const w = reminderWindow(c, stage, now, maxLate);
          for (let back = 0; back < 70; back++) {
            const since = new Date(now.getTime() - back * 86_400_000 + ((back * 5) % 11) * 3_600_000);
            const late = ballState(c, stage, since, now).workingDaysLate;
            const kept = since < w.before && since >= w.notBefore;
            if (kept !== (late >= 1 && late <= maxLate))
              wrong.push(`${stage} ${maxLate} ${now.toISOString()} ${since.toISOString()} late ${late}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('a stage entry started so as to be late by a given count (the demo seed)', () => {
  const clocks: BallClock[] = [
    { calendar: DEFAULT_CALENDAR, days: DEFAULT_BALL_DAYS },
    {
      calendar: parseClosures('2026-12-19..2027-01-04') as WorkCalendar,
      days: { ...DEFAULT_BALL_DAYS, corrections: 1 },
    },
  ];

  /** What is wrong on `now` (the delay, the list's Overdue filter, the reminders' window), per stage and delay. */
  function wrongOn(c: BallClock, now: Date): string[] {
    const wrong: string[] = [];
    for (const stage of ['completeness', 'corrections'] as const) {
      const overdueBefore = ballWindow(c, stage, 'overdue', now).before;
      const w = reminderWindow(c, stage, now, 20);
      for (const late of [1, 2, 5]) {
        const since = startedLate(c, stage, now, late);
        const got = ballState(c, stage, since, now).workingDaysLate;
        const overdue = since < overdueBefore;
        const reminded = since < w.before && since >= w.notBefore;
        if (got !== late || !overdue || !reminded || since >= now)
          wrong.push(
            `${stage} ${late} ${now.toISOString()}: ${got} late, filter ${overdue}, reminded ${reminded}`,
          );
      }
    }
    return wrong;
  }

  // 732 days walked: seconds on a loaded machine.
  it(
    'is that many working days late on every day of a year, weekends and the closure included',
    { timeout: 30_000 },
    () => {
      // The first and the last hour of the day, in turn.
      const days = Array.from(
        { length: 366 },
        (_, n) => new Date(Date.UTC(2026, 5, 1 + n, n % 2 ? 23 : 0, 30)),
      );
      expect(clocks.flatMap((c) => days.flatMap((now) => wrongOn(c, now)))).toEqual([]);
    },
  );
});

describe('ball stage', () => {
  const facts = (statusId: number, feedbackAwaited = false, isEnabled = true) => ({
    statusId,
    feedbackAwaited,
    isEnabled,
  });
  it('follows the lifecycle table', () => {
    expect(ballStage(facts(STATUS.underReview))).toBe('completeness');
    expect(ballStage(facts(STATUS.revisionMeeting))).toBe('content');
    expect(ballStage(facts(STATUS.revisionMeeting, true))).toBe('feedback');
    expect(ballStage(facts(STATUS.refused))).toBe('corrections');
    expect(ballStage(facts(STATUS.refusedNotCompliant))).toBe('corrections');
    // The first submission is not on the clock, nor the CI stage, nor a paused project.
    expect(ballStage(facts(STATUS.registered))).toBeNull();
    expect(ballStage(facts(STATUS.approved))).toBeNull();
    expect(ballStage(facts(STATUS.underReview, false, false))).toBeNull();
  });
  it('starts the validators again when HQ answers', () => {
    const times = {
      statusDate: at('2026-11-02T09:00:00Z'),
      feedbackRequestedAt: at('2026-11-04T09:00:00Z'),
      feedbackProvidedAt: at('2026-11-09T09:00:00Z'),
    };
    expect(ballSince('feedback', times)).toEqual(times.feedbackRequestedAt);
    expect(ballSince('content', times)).toEqual(times.feedbackProvidedAt);
    expect(ballSince('content', { ...times, statusDate: at('2026-11-20T09:00:00Z') })).toEqual(
      at('2026-11-20T09:00:00Z'),
    );
  });
});
