import { and, asc, desc, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { packs } from '@portal/contract/i18n';
import {
  COUNTRIES,
  countryKey,
  LANGUAGES,
  PROJECT_STATUSES,
  statusKey,
  type ProjectSortField,
} from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { projects, users } from '../../db/schema';
import type { AuthContext } from '../../platform/auth';
import { containsPattern } from '../../platform/like';
import { dataScope, scopeCondition, sharesBrand } from '../../platform/policy';
import { brandIdsOf } from '../projects/core';
export { brandIdsOf, rowColumns, toProjectRow, type SelectedRow } from '../projects/core';

/**
 * The project list as SQL: one WHERE (scope + filters + search) on `projects`, an ORDER BY for every
 * sortable column with the id as tie-breaker, and the row shape of the grid. Used by the paged list and
 * by the CSV export, so both always show the same rows in the same order.
 */

export interface ListFilters {
  arCountries: string[];
  arBrands: string[];
  arProjectStatus: number[];
  Search: string;
}
export type SortDirection = 'asc' | 'desc';

/** Scope, filters and search as one condition on `projects` (no join needed: counts stay single-table). */
export async function listCondition(
  db: DbOrTx,
  auth: Pick<AuthContext, 'userId' | 'role'>,
  filters: ListFilters,
): Promise<SQL | undefined> {
  const scope = await dataScope(db, auth);
  const conditions: (SQL | undefined)[] = [scopeCondition(scope)];
  if (filters.arCountries.length) conditions.push(inArray(projects.countryCode, filters.arCountries));
  if (filters.arBrands.length) {
    const ids = brandIdsOf(filters.arBrands);
    conditions.push(ids.length ? sharesBrand(ids) : sql`false`);
  }
  if (filters.arProjectStatus.length) conditions.push(inArray(projects.statusId, filters.arProjectStatus));
  if (filters.Search) conditions.push(await searchCondition(db, filters.Search));
  return and(...conditions);
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
  return or(
    sql`${searchText} like lower(${pattern})`,
    codes.length ? inArray(projects.countryCode, codes) : undefined,
    statusIds.length ? inArray(projects.statusId, statusIds) : undefined,
    architects.length
      ? inArray(
          projects.originatorUserId,
          architects.map((a) => a.id),
        )
      : undefined,
  )!;
}

/** The searchable texts of a project, separated so that a search never spans two of them. */
export const searchText = sql`lower(${projects.siteName} || chr(1) || ${projects.city} || chr(1) || ${projects.uniqueCode} || chr(1) || ${projects.brandNames})`;

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
