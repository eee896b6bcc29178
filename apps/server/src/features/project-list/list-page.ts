import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { MAX_DB_ID, PROJECT_SORT_FIELDS } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { findBadInput } from '../../platform/bad-input';
import { badRequest } from '../../platform/errors';
import {
  offsetQuery,
  rowsAfter,
  rowsBefore,
  type ListOrder,
  type PlacedRow,
  type Position,
} from '../projects/keyset';
import { SORTS, type RowOrder, type SortSpec } from '../projects/list-order';

/**
 * One page of the project list: after or before a row of a page already shown (the `Cursor` of the body,
 * keyset: an index walk whatever the depth), or by Page × PageSize when there is no cursor (the first page,
 * a page size change, a deep page restored from the address). The answer's cursors lead on from its first and
 * last rows. A cursor is base64url JSON `[side, sort field, direction, sort value, id]`: not signed, since a
 * forged one can only start a page elsewhere inside the caller's own scope, but checked to the last field so
 * that no value reaches the database that would fail its cast (a 400, never a 500).
 */

type Side = 'after' | 'before';

export interface PageRequest extends RowOrder {
  Page: number;
  PageSize: number;
  Cursor?: string | undefined;
}

/** Where a page starts: a place with the side to read, or an offset. */
export type PageStart = { side: Side; from: Position } | { offset: number };

export interface ListPage {
  rows: PlacedRow[];
  firstCursor: string | null;
  lastCursor: string | null;
  hasNextPage: boolean;
}

const cursorShape = z.tuple([
  z.enum(['after', 'before']),
  z.enum(PROJECT_SORT_FIELDS),
  z.enum(['asc', 'desc']),
  z.string().nullable(),
  z.number().int().min(1).max(MAX_DB_ID),
]);

const ISO_INSTANT = z.iso.datetime({ precision: 6 });
const ISO_DAY = z.iso.date();

/** Whether `value` is what cursorValue writes for a column of this type (so its cast cannot fail). */
function isSortValue(spec: SortSpec, value: string | null): boolean {
  if (value === null) return spec.nullable;
  switch (spec.type) {
    case 'text':
      return !findBadInput(value);
    case 'boolean':
      return value === 'true' || value === 'false';
    case 'integer':
      return /^-?\d{1,9}$/.test(value);
    case 'date':
      return ISO_DAY.safeParse(value).success && !value.startsWith('0000');
    case 'timestamptz':
      return ISO_INSTANT.safeParse(value).success && !value.startsWith('0000');
  }
}

const refuse = () => badRequest('validation.cursor', { Cursor: 'validation.cursor' });

function decodeCursor(token: string, order: RowOrder): { side: Side; from: Position } {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  const parsed = cursorShape.safeParse(decoded);
  if (!parsed.success) throw refuse();
  const [side, field, direction, value, id] = parsed.data;
  if (field !== order.SortField || direction !== order.SortDirection) throw refuse();
  if (!isSortValue(SORTS[field], value)) throw refuse();
  return { side, from: { value, id } };
}

function encodeCursor(side: Side, order: RowOrder, row: PlacedRow): string {
  const json = JSON.stringify([side, order.SortField, order.SortDirection, row.cursor, row.id]);
  return Buffer.from(json, 'utf8').toString('base64url');
}

/** The page's start from the body, checked before any query runs (a bad cursor is a 400). */
export function pageStart(body: PageRequest): PageStart {
  if (body.Cursor) return decodeCursor(body.Cursor, body);
  return { offset: body.Page * body.PageSize };
}

/**
 * The rows of the page that starts at `start`, with the cursors of its first and last rows and whether a page
 * follows (read as one row more; a page read before a cursor has that cursor's row after it).
 * `order.arCountries` must be the countries `where` is filtered to (or absent).
 */
export async function readPage(
  db: DbOrTx,
  where: SQL | undefined,
  order: ListOrder,
  start: PageStart,
  pageSize: number,
): Promise<ListPage> {
  const read =
    'offset' in start
      ? await offsetQuery(db, where, order, start.offset, pageSize + 1)
      : start.side === 'after'
        ? await rowsAfter(db, where, order, start.from, pageSize + 1)
        : await rowsBefore(db, where, order, start.from, pageSize);
  const rows = read.slice(0, pageSize);
  const first = rows.at(0);
  const last = rows.at(-1);
  return {
    rows,
    firstCursor: first ? encodeCursor('before', order, first) : null,
    lastCursor: last ? encodeCursor('after', order, last) : null,
    hasNextPage: ('side' in start && start.side === 'before') || read.length > pageSize,
  };
}
