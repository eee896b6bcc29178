import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
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

const placedColumns = (field: ProjectSortField) => ({ ...rowColumns, cursor: cursorValue(field) });

/** One phase's first `limit` rows after `from` (null: from the phase's start), as a query (the bench explains it). */
export function phaseQuery(
  db: DbOrTx,
  where: SQL | undefined,
  order: RowOrder,
  phase: Phase,
  from: Position | null,
  limit: number,
) {
  const { SortField: field, SortDirection: direction } = order;
  const by = orderOf(field, direction);
  return db
    .select(placedColumns(field))
    .from(projects)
    .leftJoin(users, eq(users.id, projects.originatorUserId))
    .where(and(where, afterCursor(field, direction, phase, from)))
    .orderBy(...(phase === 'nulls' ? by.slice(1) : by))
    .limit(limit);
}

/** Rows `offset` to `offset + limit` of the list: the jump to a page no cursor leads to. */
export function offsetQuery(
  db: DbOrTx,
  where: SQL | undefined,
  order: RowOrder,
  offset: number,
  limit: number,
) {
  return db
    .select(placedColumns(order.SortField))
    .from(projects)
    .leftJoin(users, eq(users.id, projects.originatorUserId))
    .where(where)
    .orderBy(...orderOf(order.SortField, order.SortDirection))
    .limit(limit)
    .offset(offset);
}

/** Up to `limit` rows after `from` (null: from the first row) in `order`, phase after phase. */
export async function rowsAfter(
  db: DbOrTx,
  where: SQL | undefined,
  order: RowOrder,
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
  order: RowOrder,
  from: Position,
  limit: number,
): Promise<PlacedRow[]> {
  const reverse: RowOrder = { ...order, SortDirection: order.SortDirection === 'asc' ? 'desc' : 'asc' };
  return (await rowsAfter(db, where, reverse, from, limit)).reverse();
}
