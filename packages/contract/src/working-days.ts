/**
 * The working-day calendar of the ball-in-court clock (docs/lifecycle.md "Ball in court"): pure functions,
 * the same on server and web. Weekends and the yearly holiday closure (spec 000 §9: 23 December to
 * 7 January) are not working days. Days are UTC calendar days, counted as whole numbers from 1970-01-01.
 */

const DAY_MS = 86_400_000;
/** The longest closure a configuration may give, so that every walk over the calendar stays short. */
export const MAX_CLOSURE_DAYS = 62;

/** A closure's first and last day, inclusive, `yyyy-mm-dd`. */
export interface ClosureRange {
  from: string;
  to: string;
}

/**
 * The calendar: the closure of each year it names (keyed by the year the closure starts in); every other
 * year closes from 23 December to 7 January of the next year.
 */
export interface WorkCalendar {
  closures: Readonly<Record<number, ClosureRange>>;
}

export const DEFAULT_CALENDAR: WorkCalendar = { closures: {} };

/** The UTC day of a moment. */
export const dayOf = (moment: Date): number => Math.floor(moment.getTime() / DAY_MS);
/** The moment a day starts (UTC). */
export const startOfDay = (day: number): Date => new Date(day * DAY_MS);
/** A day as `yyyy-mm-dd`. */
export const isoDay = (day: number): string => startOfDay(day).toISOString().slice(0, 10);

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The day of `yyyy-mm-dd`, or null when it is not a real date. */
export function parseDay(text: string): number | null {
  const m = DAY_PATTERN.exec(text);
  if (!m) return null;
  const at = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return isoDay(at / DAY_MS) === text ? at / DAY_MS : null;
}

/** The closure that starts in `year`, as days. */
function closureOf(calendar: WorkCalendar, year: number): [number, number] {
  const set = calendar.closures[year];
  const from = parseDay(set?.from ?? `${year}-12-23`);
  const to = parseDay(set?.to ?? `${year + 1}-01-07`);
  return [from ?? 0, to ?? -1];
}

/** Not a Saturday or Sunday, and outside the closures that start this year or the year before. */
export function isWorkingDay(calendar: WorkCalendar, day: number): boolean {
  const weekday = (day + 4) % 7; // 1970-01-01 was a Thursday; 0 is Sunday
  if (weekday === 0 || weekday === 6) return false;
  const year = startOfDay(day).getUTCFullYear();
  for (const y of [year - 1, year]) {
    const [from, to] = closureOf(calendar, y);
    if (day >= from && day <= to) return false;
  }
  return true;
}

/** Working days after `after` up to and including `upTo` (0 when `upTo` is not after it). */
export function workingDaysBetween(calendar: WorkCalendar, after: number, upTo: number): number {
  let n = 0;
  for (let d = after + 1; d <= upTo; d++) if (isWorkingDay(calendar, d)) n++;
  return n;
}

/**
 * The due day of something that starts at `moment` and takes `n` working days (n ≥ 1): the n-th working day
 * after the moment's day, whatever the hour (a ball that arrives on Friday evening with 1 day is due Monday).
 */
export function addWorkingDays(calendar: WorkCalendar, moment: Date, n: number): number {
  let day = dayOf(moment);
  for (let left = Math.max(1, n); left > 0;) {
    day++;
    if (isWorkingDay(calendar, day)) left--;
  }
  return day;
}

/**
 * How many working days late something due on `due` is at `now`: the working days after the due day up to
 * and including today. Late means at least one (due Friday, it is not late on Saturday, 1 day late Monday).
 */
export const workingDaysLate = (calendar: WorkCalendar, due: number, now: Date): number =>
  workingDaysBetween(calendar, due, dayOf(now));

/**
 * The moments that make a due day of at most `by`: a start (of `n` working days) before the returned moment
 * is due on `by` or earlier, a start at or after it later. Lets a list ask "overdue" or "due this week" as
 * one comparison on an indexed timestamp, since the due day only grows with the start.
 */
export function startsDueBy(calendar: WorkCalendar, by: number, n: number): Date {
  let day = by;
  for (let count = 0; ; day--) {
    if (isWorkingDay(calendar, day) && ++count === Math.max(1, n)) return startOfDay(day);
  }
}

/** The last working day on or before `day`. */
export function workingDayOnOrBefore(calendar: WorkCalendar, day: number): number {
  while (!isWorkingDay(calendar, day)) day--;
  return day;
}

/** The Sunday that ends the (Monday to Sunday) week of `day`. */
export const endOfWeek = (day: number): number => day + ((7 - ((day + 4) % 7)) % 7);

/**
 * Reads closures from configuration: `yyyy-mm-dd..yyyy-mm-dd` ranges separated by commas, each replacing the
 * default closure of the year it starts in (e.g. `2026-12-19..2027-01-04`). Answers the calendar, or the
 * reason the text is not one.
 */
export function parseClosures(text: string): WorkCalendar | string {
  const closures: Record<number, ClosureRange> = {};
  for (const part of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [from = '', to = '', ...rest] = part.split('..');
    const [a, b] = [parseDay(from), parseDay(to)];
    if (rest.length || a === null || b === null) return `"${part}" is not yyyy-mm-dd..yyyy-mm-dd`;
    if (b < a || b - a >= MAX_CLOSURE_DAYS)
      return `"${part}" must end after it starts, within ${MAX_CLOSURE_DAYS} days`;
    const year = Number(from.slice(0, 4));
    if (closures[year]) return `two closures start in ${year}`;
    closures[year] = { from, to };
  }
  return { closures };
}
