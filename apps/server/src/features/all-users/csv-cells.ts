/**
 * Cells of the users CSV, written as the project list's export writes them (features/project-list/service.ts;
 * features do not import each other, so the two small helpers are repeated here).
 */

/** DD/MM/YYYY, as the grid shows a timestamp: its calendar day in `timeZone` (the reader's; UTC when not sent). */
export function dayIn(timeZone = 'UTC') {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  return (value: Date): string => {
    const parts = format.formatToParts(value);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('day')}/${part('month')}/${part('year')}`;
  };
}

/** A cell a spreadsheet would read as a formula is prefixed with an apostrophe. */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
