import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { TimelineKind } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { auditLog, invitations, users } from '../../db/schema';
import type { AuthContext } from '../../platform/auth';
import { forbidden } from '../../platform/errors';
import { dataScope, timelineView } from '../../platform/policy';
import { visibleProject, type ProjectRecord } from '../projects/record';
import { timelineCondition } from './kinds';
import type { TimelineRow } from './entries';

export type TimelineView = NonNullable<ReturnType<typeof timelineView>>;

/**
 * The project (404 outside the caller's scope, as its detail page) and what of its timeline the caller sees
 * (the policy's `timelineView`).
 */
export async function timelineOf(
  db: DbOrTx,
  auth: AuthContext,
  projectId: number,
): Promise<{ project: ProjectRecord; view: TimelineView }> {
  const project = await visibleProject(db, auth, projectId);
  const view = timelineView({ ...auth, scope: await dataScope(db, auth) }, project);
  if (!view) throw forbidden();
  return { project, view };
}

/** At most `limit` rows older than `before` (audit ids grow with time), newest first. */
export async function timelineRows(
  db: DbOrTx,
  input: {
    projectId: number;
    kinds: readonly TimelineKind[];
    view: TimelineView;
    before?: number;
    limit: number;
  },
): Promise<TimelineRow[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      detail: auditLog.detail,
      actorEmail: auditLog.actorEmail,
      userName: sql<string | null>`${users.firstName} || ' ' || ${users.surName}`,
      userRole: users.role,
      partyName: invitations.name,
      party: invitations.party,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    // A link party (no account) is named by its invitation.
    .leftJoin(
      invitations,
      and(
        isNull(auditLog.actorUserId),
        sql`${invitations.id} = (${auditLog.detail}->>'invitationId')::integer`,
      ),
    )
    .where(
      and(
        timelineCondition(input.projectId, input.kinds, input.view),
        input.before === undefined ? undefined : lt(auditLog.id, input.before),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(input.limit);
  return rows;
}
