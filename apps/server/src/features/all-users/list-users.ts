import { sql } from 'drizzle-orm';
import type { AllUsersAnswer, ParsedQuery, Api } from '@portal/contract';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { orderOf, toUserRow, userColumns, userCondition, type SelectedUser } from './query';

type ListQuery = ParsedQuery<Api['getAllUsers']>;

/**
 * GET users/GetAllUsers/ (spec 002 §7): one page of every accepted or pending account, filtered, searched and
 * sorted on the server, with the total of the same filter. Who may ask is the route's (VC and HQ).
 */
export async function listUsers(db: Db, query: ListQuery): Promise<AllUsersAnswer> {
  const where = userCondition(query);
  const [rows, [count]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(...orderOf(query.SortField, query.SortDirection))
      .limit(query.PageSize)
      .offset(query.Page * query.PageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows: (rows as SelectedUser[]).map(toUserRow), total: Number(count?.n ?? 0) };
}
