/** Cell formatting shared by the CSV and .xlsx exports (project list, All Users, dashboard). */

/** A text a spreadsheet would read as a formula is prefixed with an apostrophe. */
export const safeCell = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * The calendar day `yyyy-mm-dd` a timestamp falls on in `timeZone` (the reader's browser's, UTC when not
 * sent); a plain date as written; null when empty.
 */
export function dayOf(timeZone = 'UTC') {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return (value: Date | string | null): string | null => {
    if (value === null || value === '') return null;
    return typeof value === 'string' ? value.slice(0, 10) : format.format(value);
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

/** A timestamp (or a plain date) as DD/MM/YYYY in `timeZone`, as the grids show it; '' when empty. */
export function dayIn(timeZone = 'UTC') {
  const day = dayOf(timeZone);
  return (value: Date | string | null): string => ddmmyyyy(day(value));
}
