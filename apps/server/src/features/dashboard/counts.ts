import { sql, type SQL } from 'drizzle-orm';
import {
  PROCESS_STATUSES,
  VALIDATION_GROUPS,
  type OversightFilters,
  type ParsedOversightFilters,
  type ProcessStatusCountsAnswer,
  type ValidationStatusAnswer,
  oversightFilters,
} from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { projects } from '../../db/schema';
import type { AuthContext } from '../../platform/auth';
import { oversightCondition } from '../projects/oversight';

type Caller = Pick<AuthContext, 'userId' | 'role'>;

/** The GET variants carry no filter: the defaults (archived projects left out, every date). */
export const NO_OVERSIGHT_FILTERS: ParsedOversightFilters = oversightFilters.parse(
  {} satisfies OversightFilters,
);

/**
 * Counts per group of statuses over the filtered projects (scope, filters) from ONE query that counts per
 * status: a single scan and one small hash of a dozen statuses, folded into the groups here. It replaced one
 * `count(*) filter (where status_id in …)` per group, which tested every row against every group's list
 * (no filter, 100,000 projects: 32–40 → 20 ms; docs/budgets.md: ≤ 50 ms).
 */
async function countGroups<K extends string>(
  db: DbOrTx,
  where: SQL | undefined,
  groups: readonly { key: K; statuses: readonly number[] }[],
): Promise<Record<K, number> & { total: number }> {
  const perStatus = await db
    .select({ statusId: projects.statusId, n: sql<number>`count(*)::int` })
    .from(projects)
    .where(where)
    .groupBy(projects.statusId);
  let total = 0;
  const byGroup = new Map(groups.map((g) => [g.key, 0]));
  for (const { statusId, n } of perStatus) {
    const count = Number(n);
    total += count;
    for (const g of groups)
      if (g.statuses.includes(statusId)) byGroup.set(g.key, (byGroup.get(g.key) ?? 0) + count);
  }
  return { total, ...(Object.fromEntries(byGroup) as Record<K, number>) };
}

/**
 * `home/GetValidationStatus`: the pie chart's four groups (spec 002 §4; docs/lifecycle.md): Validation in
 * Progress (1, 2) as designSubmitted, Project Validated (3, 8–11), Project Refused (5), Project
 * Refused/Not Compliant (4) as designWrongMissingCount.
 */
export async function validationStatus(
  db: DbOrTx,
  auth: Caller,
  filters: ParsedOversightFilters,
): Promise<ValidationStatusAnswer> {
  const where = await oversightCondition(db, auth, filters);
  const counts = await countGroups(db, where, VALIDATION_GROUPS);
  return {
    designSubmitted: counts.designSubmitted,
    designValidated: counts.designValidated,
    designRefused: counts.designRefused,
    designWrongMissingCount: counts.designWrongMissingCount,
  };
}

/** `home/GetProcessStatusCounts`: the bar chart's nine process statuses and the total of the filter. */
export async function processStatusCounts(
  db: DbOrTx,
  auth: Caller,
  filters: ParsedOversightFilters,
): Promise<ProcessStatusCountsAnswer> {
  const where = await oversightCondition(db, auth, filters);
  const counts = await countGroups(db, where, PROCESS_STATUSES);
  const { total, ...rest } = counts;
  return { ...rest, totalProjectsCount: total };
}
