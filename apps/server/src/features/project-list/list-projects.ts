import type { z } from 'zod';
import type { ProjectListAnswer, projectListBody } from '@portal/contract';
import type { Db } from '../../db/client';
import { userProjectFilters } from '../../db/schema';
import type { SignedInContext } from '../../platform/api';
import { hasFilterPanel } from '../../platform/policy';
import { listTotal } from './list-total';
import { pageStart, readPage } from './list-page';
import { listCondition, type ListFilters } from './query';
import { rowsWithBall } from './with-ball';

export interface ListProjectsInput {
  body: z.output<typeof projectListBody>;
}

/**
 * POST Projects/getallprojectsbyfilters: one page of the caller's projects (scope, filters, search, sort),
 * after or before a cursor or at Page (list-page.ts), and the total of the same filter. Roles with the filter
 * panel have their Filter Data / Show All choices remembered (spec 001 §6).
 */
export async function listProjects(
  { db, auth, config }: SignedInContext,
  { body }: ListProjectsInput,
): Promise<ProjectListAnswer> {
  const start = pageStart(body);
  if (body.SaveFilters && hasFilterPanel(auth.role)) await saveFilters(db, auth.userId, body);
  const where = await listCondition(db, auth, body, config.ballClock);
  const [page, counted] = await Promise.all([
    readPage(db, where, body, start, body.PageSize),
    listTotal(db, auth, body, where),
  ]);
  const { rows, firstCursor, lastCursor, hasNextPage } = page;
  return {
    rows: await rowsWithBall(db, config.ballClock, rows),
    total: counted.total,
    totalCapped: counted.capped,
    hasNextPage,
    firstCursor,
    lastCursor,
  };
}

/**
 * Stores the panel's filters (countries, brands, statuses). A drill-down's regions, dates and archived
 * choice are not stored: they come only from a dashboard slice or bar, for that visit.
 */
async function saveFilters(db: Db, userId: number, filters: ListFilters): Promise<void> {
  const values = {
    countryCodes: [...new Set(filters.arCountries)],
    brandNames: [...new Set(filters.arBrands)],
    statusIds: [...new Set(filters.arProjectStatus)],
    updatedAt: new Date(),
  };
  await db
    .insert(userProjectFilters)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userProjectFilters.userId, set: values });
}
