import { sql } from 'drizzle-orm';
import { BALL_STAGES, ballStatuses } from '@portal/contract';
import type { Db } from '../../db/client';
import { ballStageStatuses } from '../../db/schema';

/**
 * Ball in court kept on the project (docs/decisions/033-ball-in-court-kept.md). Migration 0023's triggers write
 * `projects.ball_stage` and `ball_since` whenever a project's status, date or pause switch or its design
 * validation changes; the statuses in which each stage is open come from the lifecycle table
 * (`ballStatuses`), which lives in the contract, so they are copied here at every start.
 */

/** The rows `ball_stage_statuses` must hold: each stage, its place in BALL_STAGES, each status it is open in. */
export function ballStageRows(): { stage: string; rank: number; statusId: number }[] {
  return BALL_STAGES.flatMap((stage, rank) =>
    ballStatuses(stage).map((statusId) => ({ stage, rank, statusId })),
  );
}

const key = (r: { stage: string; rank: number; statusId: number }) => `${r.stage}:${r.rank}:${r.statusId}`;

/**
 * Copies the stages' statuses when they differ (a new lifecycle table, or the first start after migration
 * 0023), then sets every project's ball from the rule: the triggers keep it from then on. One instance at a
 * time (several may start at once); the others find the table already right.
 */
export async function syncBallStages(db: Db): Promise<{ changed: boolean }> {
  const wanted = ballStageRows();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ball_stage_statuses'))`);
    const have = new Set((await tx.select().from(ballStageStatuses)).map(key));
    if (have.size === wanted.length && wanted.every((r) => have.has(key(r)))) return { changed: false };
    await tx.delete(ballStageStatuses);
    await tx.insert(ballStageStatuses).values(wanted);
    await refreshAllBalls(tx);
    return { changed: true };
  });
}

/** Every project's ball from the rule (`project_ball_now`), written where it differs. */
export async function refreshAllBalls(db: Pick<Db, 'execute'>): Promise<void> {
  await db.execute(sql`
    update projects p set ball_stage = b.stage, ball_since = b.since
    from project_ball_now b
    where b.id = p.id and (p.ball_stage is distinct from b.stage or p.ball_since is distinct from b.since)`);
}
