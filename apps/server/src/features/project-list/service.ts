import type { Readable } from 'node:stream';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
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
  type SavedFilters,
} from '@portal/contract';
import { DEFAULT_LANGUAGE, type Language } from '@portal/contract';
import type { Db } from '../../db/client';
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
import { audit, type Actor } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { hasFilterPanel, ownProjectsCondition, scopeKindOf } from '../../platform/policy';
import { brandNamesText, listBrandText } from '../projects/list-copies';
import { lockProject } from '../projects/record';
import { projectCsv, projectCsvHeaders, type ProjectCsvOptions } from '../projects/list-rows';
import { listCondition, orderOf, rowColumns, toProjectRow, type ListFilters } from './query';

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

export { EXPORT_BATCH, exportRows } from '../projects/list-rows';
/** The header row in `lang`. */
export const csvHeaders = projectCsvHeaders;
export const CSV_HEADERS = csvHeaders(DEFAULT_LANGUAGE);

export interface ExportOptions extends ListFilters, ProjectCsvOptions {}

/**
 * The CSV stream of the caller's filtered list (same scope, filters, search and order as the grid), in
 * the reader's language `lang` (the request's Accept-Language), dates in the reader's time zone
 * (`options.TimeZone`, validated by the contract).
 */
export async function exportCsv(
  db: Db,
  auth: Caller,
  options: ExportOptions,
  lang: Language,
): Promise<Readable> {
  return projectCsv(db, await listCondition(db, auth, options), options, lang);
}
