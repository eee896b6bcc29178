import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/helpers';
import { makeProject, makeSite, type SiteRecord } from '../../test/project-fixtures';
import { rowsOf, type DbOrTx } from './client';
import { compactProjectCounts, rebuildProjectCounts } from './project-counts';
import { CHECK_STATUS, FEEDBACK_TYPE } from '@portal/contract';
import { designValidations, projects, sites } from './schema';
import { seedBulk } from './seed-bulk';
import { replaceProjectBrands, syncSiteCopies } from '../features/projects/list-copies';

/**
 * The kept project counts (docs/decisions/029-project-counts-kept-by-triggers.md) against a full count after
 * thousands of random changes — inserts (one by one through the creation path, and the bulk seed's set-based
 * statements), status, pause, creation date, brand, site and region changes, HQ's feedback asked and answered
 * (which moves the kept ball, migration 0024), deletes, statements over many rows and rolled-back transactions
 * — on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

let ctx: TestContext;
let db: DbOrTx;

/** A small deterministic generator (mulberry32): the same changes on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MONTH = `date_trunc('month', p.created_at at time zone 'UTC')::date`;
const YEAR = `date_trunc('year', p.created_at at time zone 'UTC')::date`;

/** A per-period table's groups with a count other than 0. */
const kept = (table: string, period: string) =>
  sql.raw(`select status_id, country_code, brand_ids, region, is_enabled, ball_stage, ${period}::text,
    sum(n)::int from ${table} group by 1, 2, 3, 4, 5, 6, 7 having sum(n) <> 0`);
/** The same groups counted over projects, the period being `period` of the creation time. */
const counted = (period: string) =>
  sql.raw(`select p.status_id, p.country_code, p.brand_ids, s.region, p.is_enabled, p.ball_stage,
    ${period}::text, count(*)::int from projects p join sites s on s.id = p.site_id group by 1, 2, 3, 4, 5, 6, 7`);

/** Each table's groups with a count other than 0, as sorted lines, next to the same groups counted. */
async function keptAndCounted(d: DbOrTx = db) {
  const lines = async (query: ReturnType<typeof sql>) =>
    rowsOf<Record<string, unknown>>(await d.execute(query))
      .map((r) => JSON.stringify(Object.values(r).map(String)))
      .sort();
  return {
    months: await lines(kept('project_month_counts', 'month')),
    countedMonths: await lines(counted(MONTH)),
    years: await lines(kept('project_year_counts', 'year')),
    countedYears: await lines(counted(YEAR)),
    all: await lines(sql`select status_id, country_code, brand_ids, region, is_enabled, ball_stage, sum(n)::int
        from project_counts group by 1, 2, 3, 4, 5, 6 having sum(n) <> 0`),
    countedAll: await lines(sql`select p.status_id, p.country_code, p.brand_ids, s.region, p.is_enabled,
        p.ball_stage, count(*)::int from projects p join sites s on s.id = p.site_id group by 1, 2, 3, 4, 5, 6`),
  };
}

async function expectExact(d: DbOrTx = db) {
  const r = await keptAndCounted(d);
  expect(r.months).toEqual(r.countedMonths);
  expect(r.years).toEqual(r.countedYears);
  expect(r.all).toEqual(r.countedAll);
  return r;
}

const REGIONS = ['DR IDF Nord', 'DR Lyon', 'DR Bordeaux', ''];
const COUNTRIES = ['FR', 'DE', 'IT'];
const BRAND_SETS = [[2], [1], [4], [1, 2], [2, 4], [1, 2, 4], []];

beforeAll(async () => {
  ctx = await createTestContext();
  db = ctx.database.db;
});
afterAll(() => ctx.close());

describe('kept project counts', () => {
  it('match a full count after thousands of random changes, and after compaction and rebuild', async () => {
    const rnd = random(2026);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
    const siteList: SiteRecord[] = [];
    for (let i = 0; i < 12; i++)
      siteList.push(await makeSite(ctx, { countryCode: pick(COUNTRIES), region: pick(REGIONS) }));
    // The bulk seed's set-based statements (sites and projects inserted by one statement).
    await seedBulk(db, 400);
    await expectExact();

    const ids = async () => (await db.select({ id: projects.id }).from(projects)).map((p) => p.id);
    let known = await ids();
    const someProject = () => pick(known);
    const changes: Record<string, (tx: DbOrTx) => Promise<unknown>> = {
      create: () =>
        makeProject(ctx, {
          site: pick(siteList),
          brandIds: pick(BRAND_SETS.filter((s) => s.length)),
        }).then((p) => known.push(p.id)),
      status: (tx) =>
        tx
          .update(projects)
          .set({ statusId: Math.floor(rnd() * 12) })
          .where(eq(projects.id, someProject())),
      pause: (tx) =>
        tx
          .update(projects)
          .set({ isEnabled: rnd() < 0.5 })
          .where(eq(projects.id, someProject())),
      created: (tx) =>
        tx
          .update(projects)
          .set({ createdAt: new Date(Date.UTC(2025, Math.floor(rnd() * 24), 1 + Math.floor(rnd() * 28))) })
          .where(eq(projects.id, someProject())),
      brands: (tx) =>
        replaceProjectBrands(
          tx,
          someProject(),
          pick(BRAND_SETS).map((brandId) => ({ brandId, contractTypeId: 1, salesVolume: 10 })),
        ),
      region: (tx) =>
        tx
          .update(sites)
          .set({ region: pick(REGIONS) })
          .where(eq(sites.id, pick(siteList).id)),
      siteCountry: async (tx) => {
        const site = pick(siteList);
        await tx
          .update(sites)
          .set({ countryCode: pick(COUNTRIES) })
          .where(eq(sites.id, site.id));
        await syncSiteCopies(tx, site.id);
      },
      // HQ's feedback asked or answered: the validation's change moves the project's kept ball (content ↔
      // feedback in the statuses where both are open), and the counts with it.
      feedback: (tx) => {
        const values = {
          contentStatus: pick([CHECK_STATUS.feedbackRequested, CHECK_STATUS.approved]),
          feedbackType: pick([null, FEEDBACK_TYPE.requested, FEEDBACK_TYPE.provided]),
          feedbackRequestedAt: new Date(Date.UTC(2026, 10, 1 + Math.floor(rnd() * 20))),
        };
        return tx
          .insert(designValidations)
          .values({ projectId: someProject(), ...values })
          .onConflictDoUpdate({ target: designValidations.projectId, set: values });
      },
      moveSite: (tx) =>
        tx
          .update(projects)
          .set({ siteId: pick(siteList).id })
          .where(eq(projects.id, someProject())),
      many: (tx) =>
        tx.execute(
          sql`update projects set status_id = ${Math.floor(rnd() * 12)}, is_enabled = not is_enabled
            where id % 7 = ${Math.floor(rnd() * 7)}`,
        ),
      remove: async (tx) => {
        const id = someProject();
        await tx.delete(projects).where(eq(projects.id, id));
        known = known.filter((k) => k !== id);
      },
    };
    const names = Object.keys(changes);
    for (let i = 0; i < 2000; i++) {
      const name = pick(names);
      if (name === 'create') {
        await changes.create?.(db);
        continue;
      }
      // Some changes in a transaction that is rolled back: their counts must go with them.
      const rollBack = rnd() < 0.1;
      const before = known;
      await db
        .transaction(async (tx) => {
          await changes[name]?.(tx);
          if (rollBack) throw new Error('roll back');
        })
        .catch((err: unknown) => {
          if ((err as Error).message !== 'roll back') throw err;
          known = before;
        });
      if (i % 500 === 0) await expectExact();
    }
    // Every stage of the ball reached on purpose (the random changes reach HQ's feedback only by chance: an
    // enabled project in a feedback status whose validation awaits HQ), one project each, then HQ's answer given.
    known = await ids();
    const stageStatuses = rowsOf<{ stage: string; status: number }>(
      await db.execute(
        sql`select stage, min(status_id)::int as status from ball_stage_statuses group by stage`,
      ),
    );
    const asked = { contentStatus: CHECK_STATUS.feedbackRequested, feedbackType: FEEDBACK_TYPE.requested };
    /** An enabled project in `status`, its validation's content and feedback columns set to `values`. */
    const putIn = async (
      d: DbOrTx,
      projectId: number,
      status: number,
      values: Omit<typeof designValidations.$inferInsert, 'projectId'>,
    ) => {
      await d.update(projects).set({ statusId: status, isEnabled: true }).where(eq(projects.id, projectId));
      await d
        .insert(designValidations)
        .values({ projectId, ...values })
        .onConflictDoUpdate({ target: designValidations.projectId, set: values });
    };
    for (const [i, { stage, status }] of stageStatuses.entries()) {
      const values =
        stage === 'feedback' ? asked : { contentStatus: CHECK_STATUS.approved, feedbackType: null };
      await db.transaction((tx) => putIn(tx, known[i] as number, status, values));
    }
    await expectExact();
    const answered = known[stageStatuses.length] as number;
    const feedbackStatus = stageStatuses.find((s) => s.stage === 'feedback')?.status as number;
    await putIn(db, answered, feedbackStatus, asked);
    await expectExact();
    await db
      .update(designValidations)
      .set({ feedbackType: FEEDBACK_TYPE.provided, feedbackProvidedAt: new Date() })
      .where(eq(designValidations.projectId, answered));
    const before = await expectExact();
    expect(before.countedMonths.length).toBeGreaterThan(50);
    // Creation dates over several years (the year table's groups are not the month table's).
    expect(
      new Set(before.countedYears.map((line) => (JSON.parse(line) as string[])[6])).size,
    ).toBeGreaterThan(1);
    // Every stage of the ball, and none (paused, or a status without one), is among the kept groups.
    const stages = rowsOf<{ stage: string }>(
      await db.execute(sql`select distinct coalesce(ball_stage, 'none') as stage from project_counts
        group by status_id, country_code, brand_ids, region, is_enabled, ball_stage having sum(n) <> 0`),
    ).map((r) => r.stage);
    expect(stages.sort()).toEqual([...stageStatuses.map((s) => s.stage), 'none'].sort());

    // Compaction folds each group into one row and changes no sum.
    expect(await compactProjectCounts(db)).toBeGreaterThan(0);
    await expectExact();
    const several = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from (select 1 from project_month_counts
        group by status_id, country_code, brand_ids, region, is_enabled, ball_stage, month having count(*) > 1) g`),
    );
    expect(Number(several[0]?.n)).toBe(0);
    const severalYears = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from (select 1 from project_year_counts
        group by status_id, country_code, brand_ids, region, is_enabled, ball_stage, year having count(*) > 1) g`),
    );
    expect(Number(severalYears[0]?.n)).toBe(0);
    // A month row is a delta, never changed in place: the years could not follow an update.
    await expect(db.execute(sql`update project_month_counts set n = n + 1`)).rejects.toThrow();

    // The rebuild recounts from projects: wrong rows disappear.
    await db.execute(sql`insert into project_counts (status_id, country_code, brand_ids, region, is_enabled, n)
      values (1, 'FR', '{2}', 'DR Lyon', true, 5)`);
    expect((await keptAndCounted()).all).not.toEqual((await keptAndCounted()).countedAll);
    const rebuilt = await rebuildProjectCounts(ctx.database.db);
    expect(rebuilt.projects).toBe(known.length);
    await expectExact();
  }, 180_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('kept project counts on PostgreSQL, two connections', () => {
  it('take opposite moves between the same groups, region changes and compactions at once: no deadlock, exact', async () => {
    const site = await makeSite(ctx, { countryCode: 'DE', region: '' });
    const other = await makeSite(ctx, { countryCode: 'DE', region: '' });
    const make = () => makeProject(ctx, { site, brandIds: [2], set: { statusId: 1 } });
    const a = [await make(), await make()];
    const b = [await make(), await make()];
    const atOther = await makeProject(ctx, { site: other, brandIds: [2], set: { statusId: 1 } });
    const rounds = 150;
    // Worker A moves its projects 1 → 2 and back; worker B moves its own 2 → 1 in the opposite order.
    const worker = (mine: typeof a, first: number, second: number) => async () => {
      for (let i = 0; i < rounds; i++)
        await db.transaction(async (tx) => {
          const [x, y] = mine;
          if (!x || !y) throw new Error('two projects each');
          await tx
            .update(projects)
            .set({ statusId: i % 2 ? first : second })
            .where(eq(projects.id, x.id));
          await tx.execute(sql`select pg_sleep(0.001)`);
          await tx
            .update(projects)
            .set({ statusId: i % 2 ? second : first })
            .where(eq(projects.id, y.id));
        });
    };
    const regions = async () => {
      for (let i = 0; i < rounds; i++) {
        await db
          .update(sites)
          .set({ region: REGIONS[i % REGIONS.length] ?? '' })
          .where(eq(sites.id, site.id));
        await db
          .update(projects)
          .set({ statusId: i % 12 })
          .where(eq(projects.id, atOther.id));
      }
    };
    const compactions = async () => {
      for (let i = 0; i < 30; i++) await compactProjectCounts(db);
    };
    await Promise.all([worker(a, 1, 2)(), worker(b, 2, 1)(), regions(), compactions()]);
    await expectExact();
  }, 120_000);
});
