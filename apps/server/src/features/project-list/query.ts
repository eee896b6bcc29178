import { and, inArray, or, sql, type SQL } from 'drizzle-orm';
import { packs } from '@portal/contract/i18n';
import {
  COUNTRIES,
  countryKey,
  LANGUAGES,
  PROJECT_STATUSES,
  statusKey,
  type BallClock,
  type BallFilter,
  type BallStage,
} from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { projects, users } from '../../db/schema';
import type { AuthContext } from '../../platform/auth';
import { containsPattern } from '../../platform/like';
import { ballCondition } from '../projects/ball';
import { oversightCondition } from '../projects/oversight';
export { brandIdsOf } from '../projects/list-copies';
export { rowColumns, toProjectRow, type SelectedRow } from '../projects/project-row';
export { orderOf, SORTS, type SortDirection, type SortSpec } from '../projects/list-order';

/**
 * The project list as SQL: one WHERE (scope + filters + search) on `projects`; its order is in
 * projects/list-order, its keyset reads in projects/keyset, its CSV in projects/list-rows. Used by the paged
 * list and by the CSV export, so both always show the same rows in the same order.
 */

export interface ListFilters {
  arCountries: string[];
  arBrands: string[];
  arProjectStatus: number[];
  Search: string;
  /** The dashboard's drill-down filters (contract `projectFilters`); absent: no bound. */
  arReagion?: string[];
  FromDate?: string;
  ToDate?: string;
  /** Absent: paused projects shown, as the list always did; false leaves them out (the dashboard's). */
  IncludeArchivedProject?: boolean | undefined;
  /** Ball in court (projects/ball.ts): overdue, due this week or with the caller; a stage narrows it. */
  Ball?: BallFilter | undefined;
  BallStage?: BallStage | undefined;
}

/**
 * Scope, filters and search as one condition on `projects` (no join needed: counts stay single-table).
 * Scope, countries, brands, regions, archived and dates are the oversight screens' own condition, so a
 * drill-down from a dashboard slice lists exactly the projects the slice counted.
 */
export async function listCondition(
  db: DbOrTx,
  auth: Pick<AuthContext, 'userId' | 'role'> & { projectRole?: string | null },
  filters: ListFilters,
  clock?: BallClock,
): Promise<SQL | undefined> {
  const oversight = await oversightCondition(db, auth, {
    arCountries: filters.arCountries,
    arBrands: filters.arBrands,
    arReagion: filters.arReagion ?? [],
    IncludeArchivedProject: filters.IncludeArchivedProject ?? true,
    FromDate: filters.FromDate ?? '',
    ToDate: filters.ToDate ?? '',
  });
  return and(
    oversight,
    filters.arProjectStatus.length ? inArray(projects.statusId, filters.arProjectStatus) : undefined,
    filters.Search ? await searchCondition(db, filters.Search) : undefined,
    filters.Ball && clock ? ballCondition(clock, auth, filters.Ball, filters.BallStage) : undefined,
  );
}

/**
 * Case-insensitive "contains" over the texts a row shows: site name, city, unique code and brand names
 * (one lower-cased expression on `projects` with a pg_trgm GIN index, so a search of three letters or
 * more is an index search), country and status names in every language (matched in memory, compared by
 * code / id) and the architect's email (ids of matching users). Both sides are lower-cased by the
 * database, so accented letters fold the same way.
 */
async function searchCondition(db: DbOrTx, search: string): Promise<SQL> {
  const pattern = containsPattern(search);
  const needle = search.toLowerCase();
  // A name matches in any language: what a French reader sees ("Allemagne") finds as "Germany" does.
  const named = (key: string) => LANGUAGES.some((l) => packs[l][key]?.toLowerCase().includes(needle));
  const codes = COUNTRIES.filter((c) => named(countryKey(c.code))).map((c) => c.code);
  const statusIds = PROJECT_STATUSES.flatMap((_, id) => (named(statusKey(id)) ? [id] : []));
  // Matching architects first (a small table), so every branch of the OR can use its own index.
  const architects = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) like lower(${pattern})`);
  const inText = sql`${searchText} like lower(${pattern})`;
  return (
    or(
      inText,
      codes.length ? inArray(projects.countryCode, codes) : undefined,
      statusIds.length ? inArray(projects.statusId, statusIds) : undefined,
      architects.length
        ? inArray(
            projects.originatorUserId,
            architects.map((a) => a.id),
          )
        : undefined,
    ) ?? inText
  );
}

/** The searchable texts of a project, separated so that a search never spans two of them. */
export const searchText = sql`lower(${projects.siteName} || chr(1) || ${projects.city} || chr(1) || ${projects.uniqueCode} || chr(1) || ${projects.brandNames})`;
