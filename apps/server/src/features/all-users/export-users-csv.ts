import { Readable } from 'node:stream';
import { and } from 'drizzle-orm';
import { stringify } from 'csv-stringify';
import { ALL_ROLES, type Api, type Language, type ParsedQuery, type Role } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { countryText, roleText, t } from '../../platform/i18n';
import { dayIn, safeCell } from '../../platform/csv';
import {
  afterCursor,
  cursorValue,
  orderOf,
  toUserRow,
  userColumns,
  userCondition,
  type SelectedUser,
  type SortDirection,
} from './query';
import type { AllUsersSortField } from '@portal/contract';

type CsvQuery = ParsedQuery<Api['getAllUsersCsv']>;

/** Rows read per statement while streaming. */
export const USERS_EXPORT_BATCH = 500;

/** The CSV columns: the grid's, in the grid's order, titled in the reader's language (the grid's titles). */
const CSV_COLUMNS = [
  { key: 'firstName', title: 'allUsers.col.firstName' },
  { key: 'surName', title: 'allUsers.col.surName' },
  { key: 'email', title: 'allUsers.col.email' },
  { key: 'company', title: 'allUsers.col.company' },
  { key: 'contactNumber', title: 'allUsers.col.contactNumber' },
  { key: 'brands', title: 'allUsers.col.brands' },
  { key: 'markets', title: 'allUsers.col.markets' },
  { key: 'roles', title: 'allUsers.col.roles' },
  { key: 'acceptedUser', title: 'allUsers.col.acceptedUser' },
  { key: 'siteName', title: 'allUsers.col.siteName' },
  { key: 'created_Date', title: 'allUsers.col.created_Date' },
  { key: 'city', title: 'allUsers.col.city' },
] as const;
type CsvKey = (typeof CSV_COLUMNS)[number]['key'];

/**
 * Every row of the list (same filters, search and order) in batches, read by keyset — `(sort value, id)`
 * after the last row of the previous batch — never by OFFSET and never all at once.
 */
export async function* exportUserRows(
  db: DbOrTx,
  query: Pick<CsvQuery, 'Search' | 'Role' | 'AcceptedUser'> & {
    SortField: AllUsersSortField;
    SortDirection: SortDirection;
  },
  batchSize = USERS_EXPORT_BATCH,
): AsyncGenerator<SelectedUser> {
  const where = userCondition(query);
  let cursor: { value: string; id: number } | null = null;
  for (;;) {
    const batch = (await db
      .select({ ...userColumns, cursor: cursorValue(query.SortField) })
      .from(users)
      .where(and(where, afterCursor(query.SortField, query.SortDirection, cursor)))
      .orderBy(...orderOf(query.SortField, query.SortDirection))
      .limit(batchSize)) as (SelectedUser & { cursor: string })[];
    for (const row of batch) yield row;
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) break;
    cursor = { value: last.cursor, id: last.id };
  }
}

/** One row as the reader reads it: role, state and countries in `lang`, the creation day in its time zone. */
function csvRecord(r: SelectedUser, lang: Language, day: ReturnType<typeof dayIn>): Record<CsvKey, string> {
  const row = toUserRow(r);
  const role = (ALL_ROLES as readonly string[]).includes(row.roles)
    ? roleText(lang, row.roles as Role)
    : row.roles;
  return {
    firstName: safeCell(row.firstName),
    surName: safeCell(row.surName),
    email: safeCell(row.email),
    company: safeCell(row.company),
    contactNumber: safeCell(row.contactNumber),
    brands: safeCell(row.brands),
    markets: row.arMarkets.map((code) => countryText(lang, code)).join(', '),
    roles: role,
    acceptedUser: t(lang, `allUsers.state.${row.acceptedUser}`),
    siteName: safeCell(row.siteName),
    created_Date: day(r.createdAt),
    city: safeCell(row.city),
  };
}

/**
 * GET users/GetAllUsersCSV (our addition): the CSV stream of the filtered, sorted list (UTF-8 with BOM for
 * spreadsheets, header row first) in the reader's language `lang`; dates in the reader's time zone.
 */
export function exportUsersCsv(db: DbOrTx, query: CsvQuery, lang: Language): Readable {
  const day = dayIn(query.TimeZone);
  const source = Readable.from(
    (async function* () {
      for await (const row of exportUserRows(db, query)) yield csvRecord(row, lang, day);
    })(),
  );
  const columns = CSV_COLUMNS.map((c) => ({ key: c.key, header: t(lang, c.title) }));
  const csv = stringify({ header: true, bom: true, columns });
  source.on('error', (err) => csv.destroy(err));
  return source.pipe(csv);
}
