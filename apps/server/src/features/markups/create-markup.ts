import { and, eq, isNull } from 'drizzle-orm';
import { carriesMarkups, isDocumentSlot, type Api, type MarkupView, type ParsedBody } from '@portal/contract';
import { theRow } from '../../db/client';
import { markups, projectDocuments, storedFiles } from '../../db/schema';
import type { SignedInContext } from '../../platform/api';
import { audit } from '../../platform/audit';
import { badRequest, forbidden, HttpError, refused } from '../../platform/errors';
import { can, markupStageOpen } from '../../platform/policy';
import { versionNumber } from '../projects/document-version';
import { visibleProject } from '../projects/record';
import { validationState } from '../projects/validation-state';
import { auditDetail, displayName, policyUser, validationRow, viewOf } from './markup-record';

/**
 * POST projects/{projectId}/markups (our addition, docs/review.md): a reviewer draws on a page of a live PDF,
 * PNG or JPEG version of the design dossier (an image is one page). 403 for a role that does not review; 405
 * outside its stage or on another kind of file; 404 for a version that is not the project's.
 */
export async function createMarkup(
  ctx: SignedInContext,
  input: { projectId: number; body: ParsedBody<Api['createMarkup']> },
): Promise<MarkupView> {
  const { db, auth, actor } = ctx;
  const project = await visibleProject(db, auth, input.projectId);
  const user = await policyUser(db, auth);
  if (!can(user, 'drawMarkup', project)) throw forbidden();
  const [doc] = await db
    .select({
      id: projectDocuments.id,
      projectId: projectDocuments.projectId,
      slot: projectDocuments.slot,
      brandId: projectDocuments.brandId,
      fileName: storedFiles.fileName,
      contentType: storedFiles.contentType,
    })
    .from(projectDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, projectDocuments.fileId))
    .where(
      and(
        eq(projectDocuments.id, input.body.DocumentId),
        eq(projectDocuments.projectId, project.id),
        isNull(projectDocuments.deletedAt),
      ),
    );
  if (!doc || !isDocumentSlot(doc.slot)) throw new HttpError(404, 'designDocuments.fileNotFound');
  if (!carriesMarkups(doc.contentType)) throw refused('markups.notDrawable');
  // An image is one page.
  if (doc.contentType !== 'application/pdf' && input.body.Page !== 1)
    throw badRequest('validation.markup.page', { Page: 'validation.markup.page' });
  if (!markupStageOpen(user, project, validationState(project, await validationRow(db, project.id))))
    throw refused('markups.notYourStage');
  const name = await displayName(db, auth);
  return db.transaction(async (tx) => {
    const row = theRow(
      await tx
        .insert(markups)
        .values({
          projectId: project.id,
          documentId: doc.id,
          page: input.body.Page,
          shape: input.body.Shape,
          note: input.body.Note,
          authorUserId: auth.userId,
          authorName: name,
          authorRole: auth.role,
        })
        .returning(),
      'the new markup',
    );
    const version = { slot: doc.slot, fileName: doc.fileName, version: await versionNumber(tx, doc) };
    await audit(
      tx,
      actor,
      'markup.create',
      'project',
      project.id,
      auditDetail(row, version, { note: row.note }),
    );
    return viewOf(user, project, row, version);
  });
}
