import { eq } from 'drizzle-orm';
import type { DocumentSlot, MessageBody } from '@portal/contract';
import { projectDocuments } from '../../db/schema';
import type { SignedInContext } from '../../platform/api';
import { audit } from '../../platform/audit';
import { HttpError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { liveVersions, projectForDocumentChange } from './dossier';
import { versionNumber } from '../projects/document-version';

export interface DeleteDocumentInput {
  fileName: string;
  documentName: DocumentSlot;
  projectId: number;
}

/**
 * DELETE /projects/deleteprojectdocs/{fileName}/{documentName}/{projectId}: soft-deletes the newest live
 * version of that name in the slot (docs/files.md). The project's originator, while the dossier is open.
 */
export async function deleteDocument(
  { db, auth, actor, lang }: SignedInContext,
  { fileName, documentName, projectId }: DeleteDocumentInput,
): Promise<MessageBody> {
  await db.transaction(async (tx) => {
    await projectForDocumentChange(tx, auth, projectId);
    const version = (await liveVersions(tx, projectId, documentName)).find((v) => v.fileName === fileName);
    if (!version) throw new HttpError(404, 'designDocuments.versionNotFound');
    await tx
      .update(projectDocuments)
      .set({ deletedAt: new Date() })
      .where(eq(projectDocuments.id, version.documentId));
    await audit(tx, actor, 'projectDocument.delete', 'projectDocument', version.documentId, {
      projectId,
      slot: documentName,
      fileName,
      fileId: version.fileId,
      version: await versionNumber(tx, { id: version.documentId, projectId, slot: documentName }),
    });
  });
  return { statusCode: 200, message: t(lang, 'designDocuments.deleted') };
}
