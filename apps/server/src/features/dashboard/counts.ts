import { sql } from 'drizzle-orm';
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
import { dataScope } from '../../platform/policy';
import { keptCountsPerStatus } from '../projects/kept-counts';
import { oversightCondition } from '../projects/oversight';

type Caller = Pick<AuthContext, 'userId' | 'role'>;

/** The GET variants carry no filter: the defaults (archived projects left out, every date). */
export const NO_OVERSIGHT_FILTERS: ParsedOversightFilters = oversightFilters.parse(
  {} satisfies OversightFilters,
);

/**
 * Counts per status of the filtered projects (scope, filters): read from the kept counts when the scope and
 * filters are their columns (every case but an originator's or a Retail Location's own projects), otherwise
 * ONE query over `projects` that counts per status (docs/decisions/029-project-counts-kept-by-triggers.md).
 */
async function countPerStatus(
  db: DbOrTx,
  auth: Caller,
  filters: ParsedOversightFilters,
): Promise<{ statusId: number; n: number }[]> {
  const scope = await dataScope(db, auth);
  const kept = await keptCountsPerStatus(db, auth, scope, { ...filters, statuses: [] });
  if (kept) return kept;
  return db
    .select({ statusId: projects.statusId, n: sql<number>`count(*)::int` })
    .from(projects)
    .where(await oversightCondition(db, auth, filters, scope))
    .groupBy(projects.statusId);
}

/** Counts per group of statuses, folded here from the dozen counts per status. */
async function countGroups<K extends string>(
  db: DbOrTx,
  auth: Caller,
  filters: ParsedOversightFilters,
  groups: readonly { key: K; statuses: readonly number[] }[],
): Promise<Record<K, number> & { total: number }> {
  const perStatus = await countPerStatus(db, auth, filters);
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
  const counts = await countGroups(db, auth, filters, VALIDATION_GROUPS);
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
  const counts = await countGroups(db, auth, filters, PROCESS_STATUSES);
  const { total, ...rest } = counts;
  return { ...rest, totalProjectsCount: total };
}
