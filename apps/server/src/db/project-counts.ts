import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type DbOrTx } from './client';

/**
 * Upkeep of the kept project counts (db/schema/project-counts.ts; docs/decisions/029-project-counts-kept-by-
 * triggers.md): folding each group's delta rows into one (the `project-counts` job, and after the bulk seed),
 * and the rebuild from `projects` (`npm run rollups:rebuild`).
 */

const GROUP = ['status_id', 'country_code', 'brand_ids', 'region', 'is_enabled', 'ball_stage'] as const;
/** Columns that may be null (no ball): compared as '' so that the fold's join stays a hash join. */
const NULLABLE: ReadonlySet<string> = new Set(['ball_stage']);
const same = (c: string) =>
  NULLABLE.has(c) ? `coalesce(t.${c}, '') = coalesce(d.${c}, '')` : `t.${c} = d.${c}`;

/**
 * Replaces the rows of every group that has several by one row holding their sum (none when it is 0), in one
 * statement per table. Rows that other transactions write meanwhile are not in this statement's snapshot and
 * stay as they are, and two compactions at once each fold only the rows they deleted, so the sums never change.
 */
async function compactTable(db: DbOrTx, table: string, group: readonly string[]): Promise<number> {
  const cols = group.join(', ');
  const matching = group.map(same).join(' and ');
  const result = await db.execute(
    sql.raw(`with several as (
        select ${cols} from ${table} group by ${cols} having count(*) > 1
      ), gone as (
        delete from ${table} t using several d where ${matching} returning t.*
      ), folded as (
        insert into ${table} (${cols}, n)
        select ${cols}, sum(n)::int from gone group by ${cols} having sum(n) <> 0 returning 1
      )
      select (select count(*) from gone)::int as removed`),
  );
  return Number(rowsOf<{ removed: number }>(result)[0]?.removed ?? 0);
}

/**
 * Folds the three tables; returns how many delta rows were folded. The months before the years: folding months
 * writes the years a delta row per group folded (migration 0025's triggers: its deletes and its inserts cancel).
 */
export async function compactProjectCounts(db: DbOrTx): Promise<number> {
  return (
    (await compactTable(db, 'project_counts', GROUP)) +
    (await compactTable(db, 'project_month_counts', [...GROUP, 'month'])) +
    (await compactTable(db, 'project_year_counts', [...GROUP, 'year']))
  );
}

/**
 * Recounts the three tables from `projects` in one transaction. The SHARE locks hold back every write to projects
 * and sites until the recount commits (reads go on, and see the old counts until then), so it is exact.
 */
export async function rebuildProjectCounts(db: Db): Promise<{ groups: number; projects: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table projects, sites in share mode`);
    // The months' delete writes the years its negative rows (migration 0025's triggers): the years go after it,
    // and the months' insert below writes them again.
    await tx.execute(sql`delete from project_month_counts`);
    await tx.execute(sql`delete from project_year_counts`);
    await tx.execute(sql`delete from project_counts`);
    await tx.execute(sql`
      insert into project_month_counts (status_id, country_code, brand_ids, region, is_enabled, ball_stage,
        month, n)
      select p.status_id, p.country_code, p.brand_ids, s.region, p.is_enabled, p.ball_stage,
        date_trunc('month', p.created_at at time zone 'UTC')::date, count(*)::int
      from projects p join sites s on s.id = p.site_id group by 1, 2, 3, 4, 5, 6, 7`);
    await tx.execute(sql`
      insert into project_counts (status_id, country_code, brand_ids, region, is_enabled, ball_stage, n)
      select status_id, country_code, brand_ids, region, is_enabled, ball_stage, sum(n)::int
      from project_month_counts group by 1, 2, 3, 4, 5, 6`);
    const [row] = rowsOf<{ groups: number; projects: number }>(
      await tx.execute(
        sql`select count(*)::int as groups, coalesce(sum(n), 0)::int as projects from project_month_counts`,
      ),
    );
    return { groups: Number(row?.groups ?? 0), projects: Number(row?.projects ?? 0) };
  });
}
