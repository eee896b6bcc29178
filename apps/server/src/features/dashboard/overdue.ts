import type { BallClock, OverdueCountsAnswer, ParsedOversightFilters } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../platform/auth';
import { overdueCounts } from '../projects/ball';
import { oversightCondition } from '../projects/oversight';

/**
 * `home/GetOverdueCounts` (our addition): overdue projects per ball-in-court stage among the filtered
 * projects of the caller's scope (docs/lifecycle.md "Ball in court"); each count opens the list filtered
 * with Ball=overdue and its stage, which lists the same projects.
 */
export async function overdueByStage(
  db: DbOrTx,
  auth: Pick<AuthContext, 'userId' | 'role'>,
  filters: ParsedOversightFilters,
  clock: BallClock,
): Promise<OverdueCountsAnswer> {
  return overdueCounts(db, clock, await oversightCondition(db, auth, filters));
}
