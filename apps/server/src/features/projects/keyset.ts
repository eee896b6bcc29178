import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { ProjectSortField } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { projects, users } from '../../db/schema';
import { orderOf, SORTS, type RowOrder, type SortDirection } from './list-order';
import { rowColumns, type SelectedRow } from './project-row';

/**
 * Reading the project list by keyset: the rows after (or before) a row's place in the list's order, `(sort
 * value, id)`, instead of skipping rows by OFFSET. The paged list's Next and Previous (project-list) and the
 * CSV exports (list-rows.ts) read through it. A nullable sort column is read in two phases in PostgreSQL's
 * null order (asc: values then nulls; desc: nulls then values), each one range of the column's index.
 */

/** A place in the list's order: a row's sort value as `cursorValue` writes it (null for a null) and its id. */
export interface Position {
  value: string | null;
  id: number;
}

/** A list row with its sort value as text, to continue after it. */
export type PlacedRow = SelectedRow & { cursor: string | null };

type Phase = 'values' | 'nulls';

function phasesOf({ SortField, SortDirection }: RowOrder): Phase[] {
  if (!SORTS[SortField].nullable) return ['values'];
  return SortDirection === 'asc' ? ['values', 'nulls'] : ['nulls', 'values'];
}

/** The rows of one phase after a place (none: the whole phase). */
export function afterCursor(
  field: ProjectSortField,
  direction: SortDirection,
  phase: Phase,
  cursor: Position | null,
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

/**
 * The text form of the sort value, exact and independent of the session's settings: instants in UTC with
 * their microseconds, days as yyyy-mm-dd whatever the DateStyle, the rest as PostgreSQL writes them.
 */
export function cursorValue(field: ProjectSortField): SQL<string | null> {
  const { expr, type } = SORTS[field];
  if (type === 'timestamptz')
    return sql<string | null>`to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  if (type === 'date') return sql<string | null>`to_char(${expr}, 'YYYY-MM-DD')`;
  return sql<string | null>`(${expr})::text`;
}

// The cursor has a name of its own: unnamed, `site_name::text` would be a second "site_name" of a union's output.
const placedColumns = (field: ProjectSortField) => ({
  ...rowColumns,
  cursor: cursorValue(field).as('list_cursor'),
});

/**
 * The list's order, and the countries it is filtered to when it is (every row is of one of them): sorted by site
 * name or city, a page is then read one country at a time (`byCountry`).
 */
export type ListOrder = RowOrder & { arCountries?: readonly string[] | undefined };

/** Sorts whose index leads with the country (projects_country_site_name_idx, projects_country_city_idx). */
const COUNTRY_LED: ReadonlySet<ProjectSortField> = new Set(['siteName', 'city']);
/** Past this many countries one walk of the column's own index is as good. */
const MAX_COUNTRY_WALKS = 6;

/**
 * The countries to read one at a time, or null. Filtered to a few countries and sorted by site name or city, a
 * page is the first rows of one walk of the country-led index per country, merged (a `union all` whose parts each
 * stop at the page's end). One walk of the name index for all of them passed every row of the other countries
 * first: PostgreSQL 15 does not walk an index in order for several leading values (at 1,000,000 projects, FR+DE by
 * site name skipped 146,000 rows: 300 ms; decision 030 addendum).
 */
function byCountry(order: ListOrder): string[] | null {
  const countries = [...new Set(order.arCountries ?? [])];
  return COUNTRY_LED.has(order.SortField) && countries.length > 1 && countries.length <= MAX_COUNTRY_WALKS
    ? countries
    : null;
}

/**
 * The ids of a deep page's rows: skipping the rows before it by their ids reads the sort column's index alone (it
 * ends in the id); skipping whole rows had read each one from the table (page 400 of a million: 10,000 rows,
 * 24 ms against 1.3; README, Benchmarks). The originator is joined only when the sort is theirs: PostgreSQL drops
 * an unused join but still counts its column as needed, which rules out the index-only walk.
 */
function pageIds(
  db: DbOrTx,
  where: SQL | undefined,
  field: ProjectSortField,
  by: () => SQL[],
  offset: number,
  limit: number,
) {
  const all = db.select({ id: projects.id }).from(projects).$dynamic();
  const joined =
    SORTS[field].expr === users.email ? all.leftJoin(users, eq(users.id, projects.originatorUserId)) : all;
  return joined
    .where(where)
    .orderBy(...by())
    .limit(limit)
    .offset(offset);
}

/**
 * The first `limit` rows (after `offset`) of `query(where)` in `order`: that query alone, or, for a filter on a few
 * countries (byCountry), each country's first `offset + limit` rows merged.
 */
function readOrdered(
  db: DbOrTx,
  where: SQL | undefined,
  order: ListOrder,
  by: () => SQL[],
  offset: number,
  limit: number,
) {
  const field = order.SortField;
  const query = (condition: SQL | undefined) =>
    db
      .select(placedColumns(field))
      .from(projects)
      .leftJoin(users, eq(users.id, projects.originatorUserId))
      .where(condition)
      .orderBy(...by());
  const countries = byCountry(order);
  if (!countries)
    return offset === 0
      ? query(where).limit(limit)
      : query(inArray(projects.id, pageIds(db, where, field, by, offset, limit)));
  const [first, second, ...rest] = countries.map((c) =>
    query(and(where, eq(projects.countryCode, c))).limit(offset + limit),
  );
  // The outer ORDER BY names the parts' output columns: drizzle rewrites the columns of the SQL it is given into
  // bare names, in place, so it gets SQL of its own (the parts' "id" would be ambiguous beside users.id).
  return unionAll(first!, second!, ...rest)
    .orderBy(...by())
    .limit(limit)
    .offset(offset);
}

/** One phase's first `limit` rows after `from` (null: from the phase's start), as a query (the bench explains it). */
export function phaseQuery(
  db: DbOrTx,
  where: SQL | undefined,
  order: ListOrder,
  phase: Phase,
  from: Position | null,
  limit: number,
) {
  const { SortField: field, SortDirection: direction } = order;
  return readOrdered(
    db,
    and(where, afterCursor(field, direction, phase, from)),
    order,
    () => (phase === 'nulls' ? orderOf(field, direction).slice(1) : orderOf(field, direction)),
    0,
    limit,
  );
}

/** Rows `offset` to `offset + limit` of the list: the jump to a page no cursor leads to. */
export function offsetQuery(
  db: DbOrTx,
  where: SQL | undefined,
  order: ListOrder,
  offset: number,
  limit: number,
) {
  return readOrdered(db, where, order, () => orderOf(order.SortField, order.SortDirection), offset, limit);
}

/** Up to `limit` rows after `from` (null: from the first row) in `order`, phase after phase. */
export async function rowsAfter(
  db: DbOrTx,
  where: SQL | undefined,
  order: ListOrder,
  from: Position | null,
  limit: number,
): Promise<PlacedRow[]> {
  const phases = phasesOf(order);
  const start = from ? phases.indexOf(from.value === null ? 'nulls' : 'values') : 0;
  if (start < 0) throw new Error(`a null place in the order of ${order.SortField}, which has no nulls`);
  const rows: PlacedRow[] = [];
  for (const [i, phase] of phases.entries()) {
    if (i < start || rows.length >= limit) continue;
    rows.push(...(await phaseQuery(db, where, order, phase, i === start ? from : null, limit - rows.length)));
  }
  return rows;
}

/**
 * Up to `limit` rows just before `from`, in `order`: read after it in the opposite direction, whose null
 * order is exactly the reverse (asc puts nulls last, desc first), then turned back.
 */
export async function rowsBefore(
  db: DbOrTx,
  where: SQL | undefined,
  order: ListOrder,
  from: Position,
  limit: number,
): Promise<PlacedRow[]> {
  const reverse: ListOrder = { ...order, SortDirection: order.SortDirection === 'asc' ? 'desc' : 'asc' };
  return (await rowsAfter(db, where, reverse, from, limit)).reverse();
}
