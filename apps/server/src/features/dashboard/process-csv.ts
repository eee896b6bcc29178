import type { Readable } from 'node:stream';
import { and, inArray } from 'drizzle-orm';
import { statusesOfCsvName, type Language, type processStatusCsvBody } from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import type { AuthContext } from '../../platform/auth';
import { EXPORT_BATCH, projectCsv } from '../projects/list-rows';
import { oversightCondition } from '../projects/oversight';
export { projectCsvHeaders as processCsvHeaders } from '../projects/list-rows';

type Body = z.output<typeof processStatusCsvBody>;

export const CSV_BATCH = EXPORT_BATCH;

/**
 * `home/GetProcessStatusCSV`: the filtered projects of one process status (`Name`; TotalProjectRegistered:
 * all of them) as the project list's CSV (its columns, titles, statuses and countries in the reader's
 * language, dates DD/MM/YYYY in the reader's time zone), newest first, streamed in keyset batches.
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
  const order = { SortField: 'createdOn', SortDirection: 'desc' } as const;
  return projectCsv(db, where, { ...order, TimeZone: body.TimeZone }, lang, batchSize);
}
