import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { FEEDBACK_TYPE, ROLES, type FeedbackRow, type Role } from '@portal/contract';
import type { Db } from '../../db/client';
import { designValidations, projects, users } from '../../db/schema';
import type { AuthContext } from '../../platform/auth';
import { forbidden } from '../../platform/errors';
import { dataScope, scopeCondition } from '../../platform/policy';
import { rowColumns, toProjectRow } from '../projects/project-row';

/**
 * GET projects/GetAllProjectsOnFeedBackType/{1|2} (spec 001 §2, §7; docs/lifecycle.md): the pending feedback lists.
 * Type 1 is HQ's Pending Validation (feedback requested, by the date it was requested), type 2 the VC's
 * Feedback Provided (by the date HQ answered). One page at a time, ordered by that date (then the project
 * id), read through the (feedback_type, date, project_id) indexes of design_validations.
 */

/** Whose list each type is; the other role is refused (403). */
const LIST_ROLE: Record<number, Role> = {
  [FEEDBACK_TYPE.requested]: ROLES.HQ,
  [FEEDBACK_TYPE.provided]: ROLES.VC,
};

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function feedbackList(
  db: Db,
  auth: Pick<AuthContext, 'userId' | 'role'>,
  feedbackType: number,
  query: { page: number; pageSize: number; sortDirection: 'asc' | 'desc' },
  now = new Date(),
): Promise<{ rows: FeedbackRow[]; total: number }> {
  if (LIST_ROLE[feedbackType] !== auth.role) throw forbidden();
  const dateColumn =
    feedbackType === FEEDBACK_TYPE.requested
      ? designValidations.feedbackRequestedAt
      : designValidations.feedbackProvidedAt;
  const by = query.sortDirection === 'desc' ? desc : asc;
  const scope = scopeCondition(await dataScope(db, auth));
  const where = eq(designValidations.feedbackType, feedbackType);
  // The page is cut from design_validations alone (an index walk, offset included), then joined to its
  // projects: joining every matching row before the offset made the last pages slow (issue 10 §5).
  const page = db
    .select({
      projectId: designValidations.projectId,
      requestedAt: designValidations.feedbackRequestedAt,
      providedAt: designValidations.feedbackProvidedAt,
    })
    .from(designValidations)
    .where(
      scope
        ? and(
            where,
            sql`exists (select 1 from ${projects} where ${projects.id} = ${designValidations.projectId} and ${scope})`,
          )
        : where,
    )
    .orderBy(by(dateColumn), by(designValidations.projectId))
    .limit(query.pageSize)
    .offset(query.page * query.pageSize)
    .as('page');
  const pageDate = feedbackType === FEEDBACK_TYPE.requested ? page.requestedAt : page.providedAt;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        ...rowColumns,
        designSubmissionDate: projects.designSubmissionDate,
        requestedAt: page.requestedAt,
        providedAt: page.providedAt,
      })
      .from(page)
      .innerJoin(projects, eq(projects.id, page.projectId))
      .leftJoin(users, eq(users.id, projects.originatorUserId))
      .orderBy(by(pageDate), by(page.projectId)),
    scope
      ? db
          .select({ n: sql<number>`count(*)::int` })
          .from(designValidations)
          .innerJoin(projects, eq(projects.id, designValidations.projectId))
          .where(and(where, scope))
      : db
          .select({ n: sql<number>`count(*)::int` })
          .from(designValidations)
          .where(where),
  ]);
  return {
    total: Number(count?.n ?? 0),
    rows: rows.map((r) => ({
      ...toProjectRow(r),
      dateFeedbackRequested: iso(r.requestedAt),
      dateFeedbackProvided: iso(r.providedAt),
      daysSinceSubmission: r.designSubmissionDate
        ? Math.max(0, Math.floor((now.getTime() - r.designSubmissionDate.getTime()) / DAY_MS))
        : null,
    })),
  };
}
