import { Readable } from 'node:stream';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { stringify } from 'csv-stringify';
import { statusesOfCsvName, type Language, type processStatusCsvBody } from '@portal/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { projects, users } from '../../db/schema';
import type { AuthContext } from '../../platform/auth';
import { countryText, statusText, t } from '../../platform/i18n';
import { listBrandText, rowColumns, type SelectedRow } from '../projects/core';
import { oversightCondition } from '../projects/oversight';
import { dayOf, ddmmyyyy, safeCell } from '../../platform/csv';

type Body = z.output<typeof processStatusCsvBody>;

export const CSV_BATCH = 1000;

/** The columns of the project list's grid and CSV, titled with its pack texts (the reader knows them). */
const COLUMNS = [
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
type Key = (typeof COLUMNS)[number]['key'];

export const processCsvHeaders = (lang: Language) => COLUMNS.map((c) => t(lang, c.title));

/** The filtered rows, newest first, in keyset batches on (created, id): never OFFSET, never all at once. */
async function* rowsOf(db: DbOrTx, where: SQL | undefined, batchSize: number): AsyncGenerator<SelectedRow> {
  let after: { created: string; id: number } | null = null;
  for (;;) {
    const batch: (SelectedRow & { cursor: string })[] = await db
      .select({ ...rowColumns, cursor: sql<string>`${projects.createdAt}::text` })
      .from(projects)
      .leftJoin(users, eq(users.id, projects.originatorUserId))
      .where(
        and(
          where,
          after
            ? sql`(${projects.createdAt}, ${projects.id}) < (cast(${after.created} as timestamptz), ${after.id})`
            : undefined,
        ),
      )
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(batchSize);
    yield* batch;
    if (batch.length < batchSize) return;
    const last = batch[batch.length - 1]!;
    after = { created: last.cursor, id: last.id };
  }
}

function record(r: SelectedRow, lang: Language, day: ReturnType<typeof dayOf>): Record<Key, string> {
  const yesNo = (b: boolean) => t(lang, b ? 'common.yes' : 'common.no');
  return {
    siteName: safeCell(r.siteName),
    brands: safeCell(listBrandText(r.brandNames)),
    documentationOnly: yesNo(r.documentationOnly),
    createdOn: ddmmyyyy(day(r.createdAt)),
    plannedOpeningDate: ddmmyyyy(day(r.plannedOpeningDate)),
    city: safeCell(r.city),
    country: countryText(lang, r.countryCode),
    status: statusText(lang, r.statusId),
    statusDate: ddmmyyyy(day(r.statusDate)),
    designValidationDate: ddmmyyyy(day(r.designValidationDate)),
    projectUniqueId: r.uniqueCode,
    architectEmail: safeCell(r.architectEmail ?? ''),
    isEnabled: yesNo(r.isEnabled),
    isActive: yesNo(r.isActive),
  };
}

/**
 * `home/GetProcessStatusCSV`: the filtered projects of one process status (`Name`; TotalProjectRegistered:
 * all of them) with the project list's columns, titles, statuses and countries in the reader's language,
 * dates DD/MM/YYYY in the reader's time zone, newest first, streamed (UTF-8 with BOM for spreadsheets).
 */
export async function processStatusCsv(
  db: Db,
  auth: Pick<AuthContext, 'userId' | 'role'>,
  body: Body,
  lang: Language,
  batchSize = CSV_BATCH,
): Promise<Readable> {
  const statuses = statusesOfCsvName(body.Name);
  const where = and(
    await oversightCondition(db, auth, body),
    statuses ? inArray(projects.statusId, [...statuses]) : undefined,
  );
  const day = dayOf(body.TimeZone);
  const source = Readable.from(
    (async function* () {
      for await (const row of rowsOf(db, where, batchSize)) yield record(row, lang, day);
    })(),
  );
  const headers = processCsvHeaders(lang);
  const columns = COLUMNS.map((c, i) => ({ key: c.key, header: headers[i]! }));
  const csv = stringify({ header: true, bom: true, columns });
  source.on('error', (err) => csv.destroy(err));
  return source.pipe(csv);
}
