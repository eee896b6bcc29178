import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { projects } from '../../db/schema';
import type { AuthContext } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { scopeConditionFor, scopeKindOf, type ScopeKind } from '../../platform/policy';

/** The project row: its type, read within the caller's data scope, or locked for a change. */

export type ProjectRecord = typeof projects.$inferSelect;

/**
 * The project if the caller may see it; otherwise 404 (never 403, docs/access.md). One prepared statement
 * per kind of scope, with the RND markets and brands read inside it: every detail call starts here.
 */
export async function visibleProject(
  db: DbOrTx,
  auth: Pick<AuthContext, 'userId' | 'role'>,
  projectId: number,
): Promise<ProjectRecord> {
  const kind = scopeKindOf(auth.role);
  const name = `visible_project_${kind}`;
  const statement = prepared(db, name, (d) =>
    d.select().from(projects).where(visibleById(kind)).prepare(name),
  );
  return oneOrNotFound(await statement.execute({ projectId, userId: auth.userId }));
}

/** The project's status if the caller may see the project; otherwise 404 (reads only that column). */
export async function visibleProjectStatus(
  db: DbOrTx,
  auth: Pick<AuthContext, 'userId' | 'role'>,
  projectId: number,
): Promise<{ statusId: number }> {
  const kind = scopeKindOf(auth.role);
  const name = `visible_project_status_${kind}`;
  const statement = prepared(db, name, (d) =>
    d.select({ statusId: projects.statusId }).from(projects).where(visibleById(kind)).prepare(name),
  );
  return oneOrNotFound(await statement.execute({ projectId, userId: auth.userId }));
}

function oneOrNotFound<T>(rows: T[]): T {
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** The project `projectId` (placeholder) within the scope of `userId` (placeholder). */
function visibleById(kind: ScopeKind): SQL | undefined {
  return and(eq(projects.id, sql.placeholder('projectId')), scopeConditionFor(kind));
}

/** Locks the project row for a state change (two simultaneous changes are serialised). */
export async function lockProject(tx: DbOrTx, projectId: number): Promise<ProjectRecord | undefined> {
  const [row] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
  return row;
}

/**
 * Locks a project the caller already found (in its scope, or bound to its link): 404 if it was deleted in
 * between, rather than reading a missing row further on.
 */
export async function lockKnownProject(tx: DbOrTx, projectId: number): Promise<ProjectRecord> {
  const project = await lockProject(tx, projectId);
  if (!project) throw notFound();
  return project;
}
