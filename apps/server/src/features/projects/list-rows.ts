import { Readable } from 'node:stream';
import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { stringify } from 'csv-stringify';
import { COUNTRIES, type Language, type ProjectSortField } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { projects, users } from '../../db/schema';
import { dayIn, safeCell } from '../../platform/csv';
import { countryText, statusText, t } from '../../platform/i18n';
import { rowColumns, toProjectRow, type SelectedRow } from './project-row';

/**
 * The project list's rows beyond one page: the order of every sortable column (id as tie-breaker), the
 * keyset batches that read a whole filtered list, and its CSV. The paged list and its export
 * (features/project-list) and the dashboard's per-status CSV (features/dashboard) share them, so the
 * same rows come out in the same order with the same columns.
 */

export type SortDirection = 'asc' | 'desc';

/** A sort column: its expression, its SQL type (for keyset cursors) and whether it may be null. */
export interface SortSpec {
  expr: SQL | AnyPgColumn;
  type: 'text' | 'boolean' | 'timestamptz' | 'date' | 'integer';
  nullable: boolean;
}

/** `array_position(ARRAY[...], column)`: orders codes by the label the grid shows. */
function rankBy(column: AnyPgColumn, ordered: string[]): SQL {
  const items = ordered.map((v) => `'${v.replace(/'/g, "''")}'`).join(',');
  return sql`array_position(${sql.raw(`ARRAY[${items}]::text[]`)}, ${column}::text)`;
}

const countryOrder = [...COUNTRIES].sort((a, b) => a.label.localeCompare(b.label)).map((c) => c.code);

export const SORTS: Record<ProjectSortField, SortSpec> = {
  siteName: { expr: projects.siteName, type: 'text', nullable: false },
  brands: { expr: projects.brandNames, type: 'text', nullable: false },
  documentationOnly: { expr: projects.documentationOnly, type: 'boolean', nullable: false },
  createdOn: { expr: projects.createdAt, type: 'timestamptz', nullable: false },
  plannedOpeningDate: { expr: projects.plannedOpeningDate, type: 'date', nullable: true },
  city: { expr: projects.city, type: 'text', nullable: false },
  country: { expr: rankBy(projects.countryCode, countryOrder), type: 'integer', nullable: true },
  // Statuses sort in their lifecycle order (Registered ... Site Compliance), by id: index-friendly.
  status: { expr: projects.statusId, type: 'integer', nullable: false },
  statusDate: { expr: projects.statusDate, type: 'timestamptz', nullable: false },
  designValidationDate: { expr: projects.designValidationDate, type: 'timestamptz', nullable: true },
  projectUniqueId: { expr: projects.uniqueCode, type: 'text', nullable: false },
  architectEmail: { expr: users.email, type: 'text', nullable: true },
  isEnabled: { expr: projects.isEnabled, type: 'boolean', nullable: false },
};

/** ORDER BY the column then the id, both in the chosen direction (PostgreSQL: nulls last asc, first desc). */
export function orderOf(field: ProjectSortField, direction: SortDirection): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  return [by(SORTS[field].expr), by(projects.id)];
}

/** Keyset conditions for the export: the rows after a cursor, in one phase (non-null values, or nulls). */
export function afterCursor(
  field: ProjectSortField,
  direction: SortDirection,
  phase: 'values' | 'nulls',
  cursor: { value: string | null; id: number } | null,
): SQL | undefined {
  const spec = SORTS[field];
  const idOp = direction === 'asc' ? sql`>` : sql`<`;
  if (phase === 'nulls')
    return and(isNull(spec.expr), cursor ? sql`${projects.id} ${idOp} ${cursor.id}` : undefined);
  return and(
    spec.nullable ? isNotNull(spec.expr) : undefined,
    cursor
      ? sql`(${spec.expr}, ${projects.id}) ${idOp} (cast(${cursor.value} as ${sql.raw(spec.type)}), ${cursor.id})`
      : undefined,
  );
}

/** The text form of the sort value (exact, microseconds included) to continue after it. */
export function cursorValue(field: ProjectSortField): SQL<string | null> {
  return sql<string | null>`(${SORTS[field].expr})::text`;
}

export const EXPORT_BATCH = 1000;

export interface RowOrder {
  SortField: ProjectSortField;
  SortDirection: SortDirection;
}

/**
 * Every row matching `where` in `options`' order, in batches of `batchSize`, read by keyset — `(sort
 * value, id)` after the last row of the previous batch — never by OFFSET and never all at once. A
 * nullable sort column is read in two phases in PostgreSQL's null order (asc: values then nulls; desc:
 * nulls then values), each an index-friendly range.
 */
export async function* exportRows(
  db: DbOrTx,
  where: SQL | undefined,
  options: RowOrder,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<SelectedRow> {
  const { SortField: field, SortDirection: direction } = options;
  const phases: ('values' | 'nulls')[] = !SORTS[field].nullable
    ? ['values']
    : direction === 'asc'
      ? ['values', 'nulls']
      : ['nulls', 'values'];
  for (const phase of phases) {
    let cursor: { value: string | null; id: number } | null = null;
    for (;;) {
      const batch: (SelectedRow & { cursor: string | null })[] = await db
        .select({ ...rowColumns, cursor: cursorValue(field) })
        .from(projects)
        .leftJoin(users, eq(users.id, projects.originatorUserId))
        .where(and(where, afterCursor(field, direction, phase, cursor)))
        .orderBy(...(phase === 'nulls' ? orderOf(field, direction).slice(1) : orderOf(field, direction)))
        .limit(batchSize);
      for (const row of batch) yield row;
      const last = batch.at(-1);
      if (!last || batch.length < batchSize) break;
      cursor = { value: last.cursor, id: last.id };
    }
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
