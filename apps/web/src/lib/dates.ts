const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The portal's date formatter (the CI tables' long dates are lib/ciDates.ts): an ISO date or timestamp as
 * DD/MM/YYYY (spec 001 §9); '' for null, undefined, '' or an unreadable value. A plain date ('2026-05-01') is shown as written; a timestamp in the
 * browser's time zone (the CSV export is asked for in the same zone: `browserTimeZone`).
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const plain = DATE_ONLY.exec(iso);
  if (plain) return `${plain[3]}/${plain[2]}/${plain[1]}`;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** Today in the browser's time zone, as a plain date `yyyy-mm-dd`. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/** A timestamp as DD/MM/YYYY HH:MM in the browser's time zone; '' when missing or unreadable. */
export function formatDateTime(iso: string | null | undefined): string {
  const day = formatDate(iso);
  if (!day || !iso || DATE_ONLY.test(iso)) return day;
  const d = new Date(iso);
  return `${day} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** The browser's IANA time zone (e.g. 'Europe/Paris'), in which the grid shows days; undefined if unknown. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
