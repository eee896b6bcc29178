const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * An ISO date or timestamp as DD/MM/YYYY (spec 001 §9); '' for null, undefined, '' or an unreadable value.
 * A plain date ('2026-05-01') is shown as written; a timestamp in the browser's time zone.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const plain = DATE_ONLY.exec(iso);
  if (plain) return `${plain[3]}/${plain[2]}/${plain[1]}`;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const dd = String(d.getDate()).padStart(2, '0');
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${d.getFullYear()}`;
}
