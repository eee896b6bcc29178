import { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import { stringify } from 'csv-stringify';
import type { Language } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { dayIn, safeCell } from '../../platform/csv';
import { countryText, statusText, t } from '../../platform/i18n';
import { rowsAfter, type Position } from './keyset';
import type { RowOrder } from './list-order';
import { toProjectRow, type SelectedRow } from './project-row';

export { orderOf, SORTS, type RowOrder, type SortDirection, type SortSpec } from './list-order';

/**
 * The project list's rows beyond one page: the keyset batches that read a whole filtered list (keyset.ts),
 * and its CSV. The paged list's export (features/project-list) and the dashboard's per-status CSV
 * (features/dashboard) share them, so the same rows come out in the same order with the same columns.
 */

export const EXPORT_BATCH = 1000;

/**
 * Every row matching `where` in `options`' order, in batches of `batchSize`, read by keyset — `(sort
 * value, id)` after the last row of the previous batch — never by OFFSET and never all at once.
 */
export async function* exportRows(
  db: DbOrTx,
  where: SQL | undefined,
  options: RowOrder,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<SelectedRow> {
  const order: RowOrder = { SortField: options.SortField, SortDirection: options.SortDirection };
  let from: Position | null = null;
  for (;;) {
    const batch = await rowsAfter(db, where, order, from, batchSize);
    for (const row of batch) yield row;
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    from = { value: last.cursor, id: last.id };
  }
}

/** The CSV columns: the grid's, in the grid's order, titled in the reader's language (the grid's titles). */
const CSV_COLUMNS = [
  { key: 'siteName', title: 'projectList.col.siteName' },
  { key: 'brands', title: 'projectList.col.brands' },
  { key: 'documentationOnly', title: 'projectList.col.documentationOnly' },
  { key: 'createdOn', title: 'projectList.col.createdOn' },
  { key: 'plannedOpeningDate', title: 'projectList.col.plannedOpeningDate' },
  { key: 'city', title: 'projectList.col.city' },
  { key: 'country', title: 'projectList.col.country' },
  { key: 'status', title: 'projectList.col.status' },
  { key: 'statusDate', title: 'projectList.col.statusDate' },
  { key: 'designValidationDate', title: 'projectList.col.designValidationDate' },
  { key: 'projectUniqueId', title: 'projectList.col.projectUniqueId' },
  { key: 'architectEmail', title: 'projectList.col.architectEmail' },
  { key: 'isEnabled', title: 'projectList.enabled' },
  { key: 'isActive', title: 'projectList.col.isActive' },
] as const;

/** The CSV's header row in `lang`. */
export const projectCsvHeaders = (lang: Language) => CSV_COLUMNS.map((c) => t(lang, c.title));

/**
 * One row as the reader reads it: status, country and yes / no in `lang`, dates DD/MM/YYYY as the grid
 * shows them (`day`, in the reader's time zone).
 */
function csvRecord(
  r: SelectedRow,
  lang: Language,
  day: ReturnType<typeof dayIn>,
): Record<(typeof CSV_COLUMNS)[number]['key'], string> {
  const row = toProjectRow(r);
  const yesNo = (b: boolean) => t(lang, b ? 'common.yes' : 'common.no');
  return {
    siteName: safeCell(row.siteName),
    brands: safeCell(row.brands),
    documentationOnly: yesNo(row.documentationOnly),
    createdOn: day(r.createdAt),
    plannedOpeningDate: day(r.plannedOpeningDate),
    city: safeCell(row.city),
    country: countryText(lang, r.countryCode),
    status: statusText(lang, r.statusId),
    statusDate: day(r.statusDate),
    designValidationDate: day(r.designValidationDate),
    projectUniqueId: row.projectUniqueId,
    architectEmail: safeCell(row.architectEmail),
    isEnabled: yesNo(row.isEnabled),
    isActive: yesNo(r.isActive),
  };
}

export interface ProjectCsvOptions extends RowOrder {
  /** The reader's IANA time zone (the browser's, validated by the contract); UTC when absent. */
  TimeZone?: string | undefined;
}

/**
 * The CSV stream of the projects matching `where` (scope and filters already in it), in `options`' order,
 * read in keyset batches: UTF-8 with BOM for spreadsheets, header row first, in the reader's language
 * `lang` (titles, statuses, countries, yes / no), dates in the reader's time zone.
 */
export function projectCsv(
  db: DbOrTx,
  where: SQL | undefined,
  options: ProjectCsvOptions,
  lang: Language,
  batchSize = EXPORT_BATCH,
): Readable {
  const day = dayIn(options.TimeZone);
  const source = Readable.from(
    (async function* () {
      for await (const row of exportRows(db, where, options, batchSize)) yield csvRecord(row, lang, day);
    })(),
  );
  const columns = CSV_COLUMNS.map((c) => ({ key: c.key, header: t(lang, c.title) }));
  const csv = stringify({ header: true, bom: true, columns });
  source.on('error', (err) => csv.destroy(err));
  return source.pipe(csv);
}
