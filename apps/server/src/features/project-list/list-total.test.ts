import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_LIST, ROLES, type ProjectListAnswer, type ProjectListBody } from '@portal/contract';
import { rowsOf } from '../../db/client';
import { seedBulk } from '../../db/seed-bulk';
import { createTestContext, createUser, post, signIn, type TestContext } from '../../../test/helpers';

/**
 * The list's total (list-total.ts, docs/decisions/035-list-totals-capped.md): exact from the kept counts for
 * the filter panel's filters; for a search or a ball filter counted up to PROJECT_LIST.totalCap rows, with
 * `totalCapped` past it and `hasNextPage` telling whether Next leads anywhere.
 */

let ctx: TestContext;
let token: string;
const BULK = PROJECT_LIST.totalCap + 150;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedBulk(ctx.database.db, BULK);
  const vc = await createUser(ctx, { role: ROLES.VC });
  token = await signIn(ctx, vc.email);
});
afterAll(() => ctx.close());

async function list(body: ProjectListBody): Promise<ProjectListAnswer> {
  const res = await post(ctx, '/Projects/getallprojectsbyfilters', body, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ProjectListAnswer;
}

async function countWhere(condition: SQL): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await ctx.database.db.execute(sql`select count(*)::int as n from projects where ${condition}`),
  );
  return Number(rows[0]?.n);
}

describe('the list total', () => {
  it('is exact from the kept counts without a search, however many match', async () => {
    const answer = await list({ PageSize: 25 });
    expect(answer).toMatchObject({ total: BULK, totalCapped: false, hasNextPage: true });
  });

  it('is exact for a search matching fewer rows than the cap', async () => {
    const word = 'PRESTIGE';
    const exact = await countWhere(sql`site_name ilike ${`%${word}%`}`);
    expect(exact).toBeGreaterThan(0);
    expect(exact).toBeLessThanOrEqual(PROJECT_LIST.totalCap);
    const answer = await list({ Search: word, PageSize: 100 });
    expect(answer).toMatchObject({ total: exact, totalCapped: false });
  });

  it('stops at the cap for a search matching more, and Next still leads to the last row', async () => {
    // Every bulk project's unique code is country-year-number ("FR-2026-000042"): "-20" matches them all.
    const code = '-20';
    const exact = await countWhere(sql`unique_code ilike ${`%${code}%`}`);
    expect(exact).toBeGreaterThan(PROJECT_LIST.totalCap);
    const first = await list({ Search: code, PageSize: 100 });
    expect(first).toMatchObject({ total: PROJECT_LIST.totalCap, totalCapped: true, hasNextPage: true });
    // Walk past the cap by Next: every matching row once, the last page says nothing follows.
    let seen = first.rows.length;
    let last = first;
    while (last.hasNextPage) {
      last = await list({ Search: code, PageSize: 100, Cursor: last.lastCursor ?? '' });
      seen += last.rows.length;
      expect(last.totalCapped).toBe(true);
    }
    expect(seen).toBe(exact);
    expect(last.rows.length).toBeGreaterThan(0);
  });
});
