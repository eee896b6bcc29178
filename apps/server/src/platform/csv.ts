/** Cell formatting shared by the CSV and .xlsx exports (project list, All Users, dashboard). */

/** A text a spreadsheet would read as a formula is prefixed with an apostrophe. */
export const safeCell = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The span of instants sharing one remembered day (below): a quarter of an hour. */
const SPAN_MS = 15 * 60_000;

/**
 * The calendar day `yyyy-mm-dd` a timestamp falls on in `timeZone` (the reader's browser's, UTC when not
 * sent); a plain date as written; null when empty.
 *
 * Intl's formatting costs microseconds a call, and an extract formats a few million timestamps (a seventh of the
 * brand-based extract's time at a million projects): the day is remembered per quarter of an hour of time. A
 * quarter's day is known when its first and last instants show the same day and a wall clock 14:59 later (no
 * clock change inside it, so the clock ran on and the day stayed); otherwise each instant is formatted.
 */
export function dayOf(timeZone = 'UTC') {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  // "2026-11-28, 05:30:00"
  const dayOfText = (text: string) => text.slice(0, 10);
  const secondOfDay = (text: string) =>
    Number(text.slice(12, 14)) * 3600 + Number(text.slice(15, 17)) * 60 + Number(text.slice(18, 20));
  const known = new Map<number, string | false>();
  const dayAt = (t: number): string => {
    const span = Math.floor(t / SPAN_MS);
    let day = known.get(span);
    if (day === undefined) {
      const first = format.format(span * SPAN_MS);
      const last = format.format(span * SPAN_MS + SPAN_MS - 1);
      const steady =
        dayOfText(first) === dayOfText(last) && secondOfDay(last) - secondOfDay(first) === SPAN_MS / 1000 - 1;
      day = steady ? dayOfText(first) : false;
      // Bounded: an extract's timestamps span a few years, some 200,000 quarters.
      if (known.size >= 400_000) known.clear();
      known.set(span, day);
    }
    return day === false ? dayOfText(format.format(t)) : day;
  };
  return (value: Date | string | null): string | null => {
    if (value === null || value === '') return null;
    return typeof value === 'string' ? value.slice(0, 10) : dayAt(value.getTime());
  };
}

/** That day as DD/MM/YYYY (the CSV), '' when empty. */
export const ddmmyyyy = (day: string | null): string => {
  if (!day) return '';
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
};

/** That day as a date cell (UTC midnight: exceljs writes the day itself), null when empty. */
export const dateCell = (day: string | null): Date | null => {
  if (!day) return null;
  const [y = NaN, m = NaN, d = NaN] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
};

/**
 * `dateCell(dayOf(timeZone)(value))`, each day's midnight worked out once (an extract writes millions of date
 * cells on a few thousand days).
 */
export function dateCellIn(timeZone = 'UTC') {
  const day = dayOf(timeZone);
  const midnights = new Map<string, number>();
  return (value: Date | string | null): Date | null => {
    const d = day(value);
    if (!d) return null;
    let midnight = midnights.get(d);
    if (midnight === undefined) {
      midnight = dateCell(d)?.getTime() ?? NaN;
      if (midnights.size >= 100_000) midnights.clear();
      midnights.set(d, midnight);
    }
    return new Date(midnight);
  };
}

/** A timestamp (or a plain date) as DD/MM/YYYY in `timeZone`, as the grids show it; '' when empty. */
export function dayIn(timeZone = 'UTC') {
  const day = dayOf(timeZone);
  return (value: Date | string | null): string => ddmmyyyy(day(value));
}
