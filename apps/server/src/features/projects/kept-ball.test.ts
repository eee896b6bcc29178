import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_STATUS, FEEDBACK_TYPE, PROJECT_STATUSES, ROLES, oversightFilters } from '@portal/contract';
import { ballStageStatuses, designValidations, projects } from '../../db/schema';
import { dataScope } from '../../platform/policy';
import { createTestContext, createUser, type TestContext } from '../../../test/helpers';
import { makeProject } from '../../../test/project-fixtures';
import { ballOf, overdueCounts, overdueCountsOf } from './ball';
import { ballStageRows, refreshAllBalls, syncBallStages } from './kept-ball';
import { oversightCondition } from './oversight';

/**
 * The ball kept on the project by migration 0023's triggers (docs/decisions/033-ball-in-court-kept.md) is the
 * contract's rule (`ballStage`, `ballSince`), whatever writes the project or its validation, in any order; the
 * kept counts per stage (migration 0024) give the dashboard's overdue counts a full count gives.
 */

let ctx: TestContext;
const db = () => ctx.database.db;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A small deterministic generator, so a failure can be run again. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

const day = (n: number) => new Date(Date.UTC(2026, 9, 1 + n, 9));

/** What each project's row keeps, and what the contract says of its ball now, read in one query. */
async function keptAndRule(projectIds: number[]) {
  const rows = await db()
    .select({ p: projects, v: designValidations })
    .from(projects)
    .leftJoin(designValidations, eq(designValidations.projectId, projects.id))
    .where(inArray(projects.id, projectIds));
  // The contract's rule as the screens get it (ballOf), from the same row and validation.
  return rows.map(({ p, v }) => {
    const ball = ballOf(ctx.config.ballClock, p, v, '');
    return {
      id: p.id,
      kept: { stage: p.ballStage, since: p.ballSince?.toISOString() ?? null },
      rule: { stage: ball?.stage ?? null, since: ball?.since ?? null },
    };
  });
}

async function expected(projectId: number) {
  return (await keptAndRule([projectId]))[0]!;
}

describe('ball in court kept on the project', () => {
  it('equals the rule after 400 random writes of projects and validations, in any order, deletes included', async () => {
    const next = random(23);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
    const statuses = PROJECT_STATUSES.map((_, id) => id).filter((id) => id > 0);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push((await makeProject(ctx)).id);
    const stagesSeen = new Set<string | null>();
    for (let i = 0; i < 400; i++) {
      const id = pick(ids);
      const what = next();
      if (what < 0.35) {
        await db()
          .update(projects)
          .set({ statusId: pick(statuses), statusDate: day(Math.floor(next() * 40)) })
          .where(eq(projects.id, id));
      } else if (what < 0.45) {
        await db()
          .update(projects)
          .set({ isEnabled: next() < 0.7 })
          .where(eq(projects.id, id));
      } else if (what < 0.9) {
        const values = {
          contentStatus: pick(Object.values(CHECK_STATUS)),
          feedbackType: pick([null, FEEDBACK_TYPE.requested, FEEDBACK_TYPE.provided]),
          feedbackRequestedAt: next() < 0.3 ? null : day(Math.floor(next() * 40)),
          feedbackProvidedAt: next() < 0.4 ? null : day(Math.floor(next() * 40)),
        };
        await db()
          .insert(designValidations)
          .values({ projectId: id, ...values })
          .onConflictDoUpdate({ target: designValidations.projectId, set: values });
      } else if (what < 0.95) {
        await db().delete(designValidations).where(eq(designValidations.projectId, id));
      } else {
        // One statement writing several projects and one writing several validations (the bulk seed's shape).
        await db()
          .update(projects)
          .set({ statusId: pick(statuses) })
          .where(sql`${projects.id} in (${sql.join(ids.slice(0, 5), sql`, `)})`);
        await db()
          .update(designValidations)
          .set({ feedbackType: FEEDBACK_TYPE.requested, contentStatus: CHECK_STATUS.feedbackRequested });
      }
      for (const { id: projectId, kept, rule } of await keptAndRule(ids)) {
        expect(kept, `write ${i}, project ${projectId}`).toEqual(rule);
        stagesSeen.add(rule.stage);
      }
    }
    // The walk reached every stage and none.
    expect([...stagesSeen].sort()).toEqual(
      ['completeness', 'content', 'corrections', 'feedback', null].sort(),
    );
  });

  it('the stages’ statuses are copied from the lifecycle table at start, and a changed copy resets every ball', async () => {
    const rows = await db().select().from(ballStageStatuses);
    expect(rows.map((r) => ({ ...r })).sort((a, b) => a.rank - b.rank || a.statusId - b.statusId)).toEqual(
      ballStageRows().sort((a, b) => a.rank - b.rank || a.statusId - b.statusId),
    );
    expect(await syncBallStages(db())).toEqual({ changed: false });

    // A copy out of date (as after a lifecycle change, or before migration 0023's first start): every ball is
    // set from the rule again.
    const project = await makeProject(ctx);
    await db().execute(
      sql`update projects set ball_stage = 'corrections', ball_since = now() where id = ${project.id}`,
    );
    await db().delete(ballStageStatuses).where(eq(ballStageStatuses.stage, 'completeness'));
    expect(await syncBallStages(db())).toEqual({ changed: true });
    const { kept, rule } = await expected(project.id);
    expect(kept).toEqual(rule);
    await refreshAllBalls(db());
    expect((await expected(project.id)).kept).toEqual(rule);
  });

  it('the dashboard’s overdue counts from the kept counts equal a count over the projects, whatever the filter and day', async () => {
    const vc = await createUser(ctx, { role: ROLES.VC });
    const auth = { userId: vc.id, role: ROLES.VC };
    const scope = await dataScope(db(), auth);
    const filterSets = [
      {},
      { IncludeArchivedProject: true },
      { arCountries: ['FR'] },
      { arBrands: ['Peugeot'] },
      { FromDate: '2026-10-10', ToDate: '2026-11-20' },
      { FromDate: '2020-01-01' },
    ];
    let nonZero = 0;
    for (const days of [3, 20, 45, 80])
      for (const f of filterSets) {
        const filters = oversightFilters.parse(f);
        const now = day(days);
        const kept = await overdueCountsOf(db(), auth, filters, ctx.config.ballClock, now);
        const where = await oversightCondition(db(), auth, filters, scope);
        const counted = await overdueCounts(db(), ctx.config.ballClock, where, now);
        expect(kept, `day ${days}, ${JSON.stringify(f)}`).toEqual(counted);
        nonZero += Object.values(counted).filter((n) => n > 0).length;
      }
    expect(nonZero).toBeGreaterThan(10);
  });
});
