import { and, asc, eq, isNull } from 'drizzle-orm';
import { isAttached, type MarkupsAnswer } from '@portal/contract';
import { markups, projectDocuments, storedFiles } from '../../db/schema';
import type { SignedInContext } from '../../platform/api';
import { forbidden } from '../../platform/errors';
import { can, markupStageOpen } from '../../platform/policy';
import { versionNumbers } from '../projects/markups';
import { visibleProject } from '../projects/record';
import { validationState } from '../projects/validation-state';
import { maySee, policyUser, validationRow, viewOf } from './markup-record';

/**
 * GET projects/{projectId}/markups (our addition, docs/review.md): the markups on the project's live document
 * versions the caller may see, oldest first; whether it may draw now, and how many attached ones are still open.
 */
export async function listMarkups({ db, auth }: SignedInContext, projectId: number): Promise<MarkupsAnswer> {
  const project = await visibleProject(db, auth, projectId);
  const user = await policyUser(db, auth);
  if (!can(user, 'readMarkups', project)) throw forbidden();
  const [rows, versions, validation] = await Promise.all([
    db
      .select({ markup: markups, slot: projectDocuments.slot, fileName: storedFiles.fileName })
      .from(markups)
      .innerJoin(projectDocuments, eq(projectDocuments.id, markups.documentId))
      .innerJoin(storedFiles, eq(storedFiles.id, projectDocuments.fileId))
      .where(and(eq(markups.projectId, project.id), isNull(projectDocuments.deletedAt)))
      .orderBy(asc(markups.documentId), asc(markups.id)),
    versionNumbers(db, project.id),
    validationRow(db, project.id),
  ]);
  const seen = rows.filter((r) => maySee(user, project, r.markup));
  return {
    markups: seen.map((r) =>
      viewOf(user, project, r.markup, {
        slot: r.slot,
        fileName: r.fileName,
        version: versions.get(r.markup.documentId) ?? 1,
      }),
    ),
    canDraw: markupStageOpen(user, project, validationState(project, validation)),
    openCount: seen.filter((r) => isAttached(r.markup) && r.markup.status !== 'closed').length,
  };
}
