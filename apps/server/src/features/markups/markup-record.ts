import { and, eq, isNull } from 'drizzle-orm';
import { isAttached, type MarkupView } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { designValidations, markups, projectDocuments, storedFiles, users } from '../../db/schema';
import type { AuthContext } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { can, dataScope, isMarkupAuthor, mayChangeWhilePaused, type PolicyUser } from '../../platform/policy';
import { versionNumbers } from '../projects/markups';
import { visibleProject, type ProjectRecord } from '../projects/record';

/** A markup row, the version it is drawn on, and the caller as the policy sees it (docs/review.md). */

export type MarkupRow = typeof markups.$inferSelect;
export interface Version {
  slot: string;
  fileName: string;
  version: number;
}

/** The caller with its loaded scope. */
export async function policyUser(db: DbOrTx, auth: AuthContext): Promise<PolicyUser> {
  return { ...auth, scope: await dataScope(db, auth) };
}

/** The caller's display name, as the markup keeps it. */
export async function displayName(db: DbOrTx, auth: AuthContext): Promise<string> {
  const [row] = await db
    .select({ firstName: users.firstName, surName: users.surName })
    .from(users)
    .where(eq(users.id, auth.userId));
  return row ? `${row.firstName} ${row.surName}`.trim() || auth.email : auth.email;
}

/** The design validation row's steps, for `validationState`. */
export async function validationRow(db: DbOrTx, projectId: number) {
  const [row] = await db.select().from(designValidations).where(eq(designValidations.projectId, projectId));
  return row;
}

/**
 * A markup the caller may see, with its project and version; 404 for an unknown one, one outside the caller's
 * projects, on a deleted version, or a reviewers' draft for someone who is not one.
 */
export async function visibleMarkup(db: DbOrTx, auth: AuthContext, markupId: number) {
  const [row] = await db
    .select({ markup: markups, slot: projectDocuments.slot, fileName: storedFiles.fileName })
    .from(markups)
    .innerJoin(projectDocuments, eq(projectDocuments.id, markups.documentId))
    .innerJoin(storedFiles, eq(storedFiles.id, projectDocuments.fileId))
    .where(and(eq(markups.id, markupId), isNull(projectDocuments.deletedAt)))
    .limit(1);
  if (!row) throw notFound();
  const project = await visibleProject(db, auth, row.markup.projectId);
  const user = await policyUser(db, auth);
  if (!maySee(user, project, row.markup)) throw notFound();
  const versions = await versionNumbers(db, project.id);
  const version = {
    slot: row.slot,
    fileName: row.fileName,
    version: versions.get(row.markup.documentId) ?? 1,
  };
  return { markup: row.markup, project, user, version };
}

/** Reviewers see every markup; whoever else reads markups sees those attached (to a decision or HQ's feedback). */
export function maySee(
  user: PolicyUser,
  project: ProjectRecord,
  markup: Pick<MarkupRow, 'decisionId' | 'messageId'>,
) {
  if (!can(user, 'readMarkups', project)) return false;
  return isAttached(markup) || can(user, 'drawMarkup', project);
}

/** What the caller may do with the markup now (the same rules the commands apply). */
export function permissions(user: PolicyUser, project: ProjectRecord, m: MarkupRow) {
  const own = isMarkupAuthor(user, m) && can(user, 'closeMarkup', project);
  const enabled = project.isEnabled || mayChangeWhilePaused(user);
  return {
    canEdit: own && enabled && m.status === 'open',
    canDelete: own && enabled && !isAttached(m),
    canAnswer: enabled && isAttached(m) && m.status !== 'closed' && can(user, 'answerMarkup', project),
    canClose: own && enabled && isAttached(m),
  };
}

export function viewOf(user: PolicyUser, project: ProjectRecord, m: MarkupRow, v: Version): MarkupView {
  return {
    id: m.id,
    documentId: m.documentId,
    slot: v.slot,
    version: v.version,
    fileName: v.fileName,
    page: m.page,
    shape: m.shape,
    note: m.note,
    author: { name: m.authorName, role: m.authorRole },
    createdAt: m.createdAt.toISOString(),
    status: m.status,
    answer:
      m.answer !== null && m.answeredAt
        ? { note: m.answer, name: m.answeredByName ?? '', at: m.answeredAt.toISOString() }
        : null,
    decisionId: m.decisionId,
    messageId: m.messageId,
    ...permissions(user, project, m),
  };
}

/** What every audit row of a markup says (the timeline names the document, its version and the page). */
export const auditDetail = (m: MarkupRow, v: Version, extra: Record<string, unknown> = {}) => ({
  projectId: m.projectId,
  markupId: m.id,
  slot: v.slot,
  version: v.version,
  fileName: v.fileName,
  page: m.page,
  kind: m.shape.kind,
  ...extra,
});
