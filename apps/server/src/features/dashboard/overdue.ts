import type { BallClock, OverdueCountsAnswer, ParsedOversightFilters } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../platform/auth';
import { overdueCountsOf } from '../projects/ball';

/**
 * `home/GetOverdueCounts` (our addition): overdue projects per ball-in-court stage among the filtered
 * projects of the caller's scope (docs/lifecycle.md "Ball in court"); each count opens the list filtered
 * with Ball=overdue and its stage, which lists the same projects. Read from the kept counts (projects/ball.ts
 * `overdueCountsOf`, docs/decisions/033-ball-in-court-kept.md addendum).
 */
export function overdueByStage(
  db: DbOrTx,
  auth: Pick<AuthContext, 'userId' | 'role'>,
  filters: ParsedOversightFilters,
  clock: BallClock,
): Promise<OverdueCountsAnswer> {
  return overdueCountsOf(db, auth, filters, clock);
}
