import { Readable } from 'node:stream';
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { stringify } from 'csv-stringify';
import {
  countryLabelOf,
  NON_PSA_BRAND,
  PROJECT_STATUSES,
  REQUEST_STATUS_LABELS,
  ROLES,
  type AccountProjectRow,
  type FilterDetails,
  type ProjectListAnswer,
  type projectListBody,
  type ProjectSortField,
  type SavedFilters,
} from '@portal/contract';
import { DEFAULT_LANGUAGE, type Language } from '@portal/contract';
import type { Db, DbOrTx } from '../../db/client';
import {
  brands,
  countries,
  originatorRequests,
  projects,
  userBrands,
  userMarkets,
  userProjectFilters,
  users,
} from '../../db/schema';
import { dayIn, safeCell } from '../../platform/csv';
import { audit, type Actor } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { hasFilterPanel, ownProjectsCondition, scopeKindOf } from '../../platform/policy';
import { countryText, statusText, t } from '../../platform/i18n';
import { brandNamesText, listBrandText, lockProject } from '../projects/core';
import {
  afterCursor,
  cursorValue,
  listCondition,
  orderOf,
  rowColumns,
  SORTS,
  toProjectRow,
  type ListFilters,
  type SelectedRow,
  type SortDirection,
} from './query';

type ListBody = z.output<typeof projectListBody>;
type Caller = Pick<AuthContext, 'userId' | 'role'>;

/** Roles with the filter panel; their Filter Data / Show All choices are remembered (spec 001 §6). */

// ---- POST Projects/getallprojectsbyfilters ----

/** One page of the caller's projects (scope, filters, search, sort) and the total of the same filter. */
export async function listProjects(db: Db, auth: Caller, body: ListBody): Promise<ProjectListAnswer> {
  if (body.SaveFilters && hasFilterPanel(auth.role)) await saveFilters(db, auth.userId, body);
  const where = await listCondition(db, auth, body);
  const [rows, [count]] = await Promise.all([
    db
      .select(rowColumns)
      .from(projects)
      .leftJoin(users, eq(users.id, projects.originatorUserId))
      .where(where)
      .orderBy(...orderOf(body.SortField, body.SortDirection))
      .limit(body.PageSize)
      .offset(body.Page * body.PageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(projects)
      .where(where),
  ]);
  return { rows: rows.map(toProjectRow), total: Number(count?.n ?? 0) };
}

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

// ---- GET Projects/isFilterClicked ----

/** The filters the user last applied with Filter Data; Show All (empty filters) clears them. */
export async function savedFiltersOf(db: Db, auth: Caller): Promise<SavedFilters> {
  const none: SavedFilters = { isFilterClicked: false, arCountries: [], arBrands: [], arProjectStatus: [] };
  if (!hasFilterPanel(auth.role)) return none;
  const [row] = await db.select().from(userProjectFilters).where(eq(userProjectFilters.userId, auth.userId));
  if (!row) return none;
  const saved = { arCountries: row.countryCodes, arBrands: row.brandNames, arProjectStatus: row.statusIds };
  const any = saved.arCountries.length + saved.arBrands.length + saved.arProjectStatus.length > 0;
  return { isFilterClicked: any, ...saved };
}

// ---- GET /home/getfilterdetails?Role= ----

/** Filter options: every brand, country and status; RND only its own markets and brands. */
export async function filterDetailsOf(db: Db, auth: Caller): Promise<FilterDetails> {
  // Retail Network Development is offered only its own markets and brands (its scope).
  const own = scopeKindOf(auth.role) === 'markets';
  // The brand named Non-PSA Brand is never offered (spec 000 §3, as the brand lookup).
  const offered = ne(brands.name, NON_PSA_BRAND);
  const [brandRows, countryRows] = await Promise.all([
    own
      ? db
          .select({ id: brands.id, name: brands.name })
          .from(userBrands)
          .innerJoin(brands, eq(brands.id, userBrands.brandId))
          .where(and(eq(userBrands.userId, auth.userId), offered))
          .orderBy(asc(brands.name))
      : db.select({ id: brands.id, name: brands.name }).from(brands).where(offered).orderBy(asc(brands.name)),
    own
      ? db
          .select({ code: countries.code, label: countries.label })
          .from(userMarkets)
          .innerJoin(countries, eq(countries.code, userMarkets.countryCode))
          .where(eq(userMarkets.userId, auth.userId))
          .orderBy(asc(countries.label))
      : db
          .select({ code: countries.code, label: countries.label })
          .from(countries)
          .orderBy(asc(countries.label)),
  ]);
  return {
    result: {
      brands: brandRows.map((b) => ({ brand_id: b.id, brand_name: b.name })),
      countries: countryRows,
      projectStatus: PROJECT_STATUSES.map((description, id) => ({ id, description })),
    },
  };
}

// ---- GET Projects/getallprojectbyaccountname ----

/** Most rows of each part (projects, requests) the account list answers; the paged list has them all. */
export const ACCOUNT_LIST_LIMIT = 1000;

/**
 * "A list of projects" (spec 001 §7): the caller's own projects (originated, or linked to its Retail
 * Location account) as list rows, newest first, then its pending and rejected requests, newest first,
 * marked by their status. Roles without projects of their own (VC, HQ, RND) get [].
 */
export async function accountProjectsOf(db: Db, auth: Caller): Promise<AccountProjectRow[]> {
  const own = ownProjectsCondition(auth);
  if (!own) return [];
  const [projectRows, requestRows, [caller]] = await Promise.all([
    db
      .select(rowColumns)
      .from(projects)
      .leftJoin(users, eq(users.id, projects.originatorUserId))
      .where(own)
      .orderBy(...orderOf('createdOn', 'desc'))
      .limit(ACCOUNT_LIST_LIMIT),
    auth.role === ROLES.ORIGINATOR
      ? db
          .select()
          .from(originatorRequests)
          .where(
            and(
              eq(originatorRequests.originatorUserId, auth.userId),
              inArray(originatorRequests.status, ['pending', 'rejected']),
            ),
          )
          .orderBy(desc(originatorRequests.createdAt), desc(originatorRequests.id))
          .limit(ACCOUNT_LIST_LIMIT)
      : [],
    db.select({ email: users.email }).from(users).where(eq(users.id, auth.userId)),
  ]);
  const projectPart: AccountProjectRow[] = projectRows.map((r) => ({
    ...toProjectRow(r),
    originatorProjectRequestId: null,
    isNewCreation: null,
  }));
  const requestPart: AccountProjectRow[] = requestRows.map((r) => ({
    projectId: null,
    userId: r.originatorUserId,
    siteName: r.siteName,
    brands: listBrandText(brandNamesText(r.brandDetails.map((b) => b.brandId))),
    documentationOnly: r.isDocumentOnly,
    createdOn: r.createdAt.toISOString(),
    plannedOpeningDate: null,
    city: r.city,
    country: countryLabelOf(r.countryCode),
    countryCode: r.countryCode,
    statusId: null,
    status: REQUEST_STATUS_LABELS[r.status],
    statusDate: (r.decidedAt ?? r.createdAt).toISOString(),
    designValidationDate: null,
    projectUniqueId: '',
    architectEmail: caller?.email ?? '',
    isEnabled: true,
    isActive: 'Yes',
    originatorProjectRequestId: r.id,
    isNewCreation: r.isNewCreation ? 'Yes' : 'No',
  }));
  return [...projectPart, ...requestPart];
}

// ---- POST /Projects/holdorunholdproject/{projectId} ----

/** Pauses an enabled project or enables a paused one (VC only), audited in the same transaction. */
export async function toggleHold(db: Db, projectId: number, actor: Actor) {
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, projectId);
    if (!project) throw notFound();
    const isEnabled = !project.isEnabled;
    await tx.update(projects).set({ isEnabled, updatedAt: new Date() }).where(eq(projects.id, projectId));
    await audit(
      tx,
      actor,
      isEnabled ? 'projectLifecycle.enable' : 'projectLifecycle.pause',
      'project',
      projectId,
      {
        isEnabled,
      },
    );
    return { projectId, isEnabled };
  });
}

// ---- POST /Projects/exportprojectscsv ----

export const EXPORT_BATCH = 1000;

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
/** The header row in `lang`. */
export const csvHeaders = (lang: Language) => CSV_COLUMNS.map((c) => t(lang, c.title));
export const CSV_HEADERS = csvHeaders(DEFAULT_LANGUAGE);

export interface ExportOptions extends ListFilters {
  SortField: ProjectSortField;
  SortDirection: SortDirection;
  /** The reader's IANA time zone (the browser's): dates are the calendar days the grid shows there. */
  TimeZone?: string;
}

/**
 * Every row of the list (same scope, filters, search and order) in batches of `batchSize`, read by
 * keyset — `(sort value, id)` after the last row of the previous batch — never by OFFSET and never all
 * at once. A nullable sort column is read in two phases in PostgreSQL's null order (asc: values then
 * nulls; desc: nulls then values), each an index-friendly range.
 */
export async function* exportRows(
  db: DbOrTx,
  where: SQL | undefined,
  options: Pick<ExportOptions, 'SortField' | 'SortDirection'>,
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
      if (batch.length < batchSize) break;
      const last = batch[batch.length - 1]!;
      cursor = { value: last.cursor, id: last.id };
    }
  }
}

/**
 * One row as the reader reads it: status, country and yes / no in `lang`, dates as the grid shows them
 * (`day`, in the reader's time zone).
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

/**
 * The CSV stream of the caller's filtered list (UTF-8 with BOM for spreadsheets, header row first), in the
 * reader's language `lang` (the request's Accept-Language): titles, statuses, countries, yes / no; dates in
 * the reader's time zone (`options.TimeZone`, validated by the contract).
 */
export async function exportCsv(
  db: Db,
  auth: Caller,
  options: ExportOptions,
  lang: Language,
): Promise<Readable> {
  const where = await listCondition(db, auth, options);
  const day = dayIn(options.TimeZone);
  const source = Readable.from(
    (async function* () {
      for await (const row of exportRows(db, where, options)) yield csvRecord(row, lang, day);
    })(),
  );
  const headers = csvHeaders(lang);
  const columns = CSV_COLUMNS.map((c, i) => ({ key: c.key, header: headers[i]! }));
  const csv = stringify({ header: true, bom: true, columns });
  source.on('error', (err) => csv.destroy(err));
  return source.pipe(csv);
}
