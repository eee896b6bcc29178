import { BALL_STAGES, ballStatuses, type BallClock } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { ballOf, validationsFor } from '../projects/ball';
import { toProjectRow } from './query';

/** Statuses in which some stage holds the ball: only those rows need their validation row. */
const ballStatusesAll: readonly number[] = BALL_STAGES.flatMap(ballStatuses);

/** List rows with who holds the ball and by when (projects/ball.ts): the project list's and the account list's. */
export async function rowsWithBall(db: DbOrTx, clock: BallClock, rows: Parameters<typeof toProjectRow>[0][]) {
  const validations = await validationsFor(
    db,
    rows.filter((r) => ballStatusesAll.includes(r.statusId)).map((r) => r.id),
  );
  const now = new Date();
  return rows.map((r) => ({
    ...toProjectRow(r),
    ball: ballOf(clock, r, validations.get(r.id), r.architectEmail ?? '', now),
  }));
}
