import { inArray } from 'drizzle-orm';
import { MAX_SLOT_VERSIONS, uploadKindsOf, type DocumentSlot, type UploadAnswer } from '@portal/contract';
import { theRow } from '../../db/client';
import { projectDocuments } from '../../db/schema';
import type { SignedInContext } from '../../platform/api';
import { audit } from '../../platform/audit';
import { HttpError, refused } from '../../platform/errors';
import { recordStoredFiles, type ReceivedFile } from '../../platform/uploads';
import { filePathOf, liveVersions, projectForDocumentChange } from './dossier';
import { versionNumber } from '../projects/document-version';

/**
 * `projects/uploadafile` with a design slot (docs/lifecycle.md, docs/files.md), the file already streamed into storage and
 * its name checked (project-file-upload.ts): the project (404 out of scope, 403 not its originator, 405
 * dossier closed), the same name live in the slot (409 `FileExist`) and the slot's limit (405 when full,
 * unless ReplaceOldest: the oldest versions are then soft-deleted). The file, its version and the audit
 * rows are written in one transaction; any refusal removes the file. `UserId` is accepted and not
 * trusted: the session's user uploads.
 */
export async function uploadDesignDocument(
  { db, auth, actor }: SignedInContext,
  file: ReceivedFile,
  fields: { DocumentName: DocumentSlot; ProjectId: number; ReplaceOldest: boolean },
): Promise<UploadAnswer> {
  const slot = fields.DocumentName;
  return db.transaction(async (tx) => {
    const project = await projectForDocumentChange(tx, auth, fields.ProjectId);
    const live = await liveVersions(tx, project.id, slot);
    // The client checks for this literal message (spec 001 §8).
    if (live.some((v) => v.fileName === file.fileName)) throw new HttpError(409, 'FileExist');
    const excess = live.length - MAX_SLOT_VERSIONS + 1;
    if (excess > 0 && !fields.ReplaceOldest)
      throw refused('designDocuments.slotFull', { max: MAX_SLOT_VERSIONS });

    const now = new Date();
    if (excess > 0) {
      const replaced = live.slice(-excess);
      await tx
        .update(projectDocuments)
        .set({ deletedAt: now })
        .where(
          inArray(
            projectDocuments.id,
            replaced.map((v) => v.documentId),
          ),
        );
      for (const v of replaced)
        await audit(tx, actor, 'projectDocument.replaceOldest', 'projectDocument', v.documentId, {
          projectId: project.id,
          slot,
          fileName: v.fileName,
          fileId: v.fileId,
          version: await versionNumber(tx, { id: v.documentId, projectId: project.id, slot }),
        });
    }

    const stored = theRow(
      await recordStoredFiles(tx, [file], uploadKindsOf(slot), auth.userId),
      'the stored file',
    );
    const version = theRow(
      await tx
        .insert(projectDocuments)
        .values({
          projectId: project.id,
          slot,
          fileId: stored.id,
          uploadedByUserId: auth.userId,
          uploadedByEmail: auth.email,
          uploadedAt: now,
        })
        .returning({ id: projectDocuments.id, uploadedAt: projectDocuments.uploadedAt }),
      'the new document version',
    );
    await audit(tx, actor, 'projectDocument.upload', 'projectDocument', version.id, {
      projectId: project.id,
      slot,
      fileName: file.fileName,
      fileId: stored.id,
      sizeBytes: file.stored.sizeBytes,
      sha256: file.stored.sha256,
      version: await versionNumber(tx, { id: version.id, projectId: project.id, slot }),
    });
    return {
      fileName: file.fileName,
      createdDate: version.uploadedAt.toISOString(),
      directoryPath: filePathOf(version.id),
      documentId: version.id,
    };
  });
}
