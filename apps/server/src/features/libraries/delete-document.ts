import { and, eq, isNull } from 'drizzle-orm';
import type { MessageBody } from '@portal/contract';
import { libraryDocuments, storedFiles } from '../../db/schema';
import type { SignedInContext } from '../../platform/api';
import { audit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import { t } from '../../platform/i18n';

/**
 * DELETE /tutorials/deleteinfopackdocument/{documentId}: soft-deletes a live library document of either
 * library (the Documents screen's two tabs use the one call), with its audit row; the stored file stays
 * (docs/files.md). Unknown or already deleted: 404. The route admits VC and HQ only.
 */
export async function deleteLibraryDocument(
  { db, actor, lang }: SignedInContext,
  documentId: number,
): Promise<MessageBody> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(libraryDocuments)
      .set({ deletedAt: new Date() })
      .where(and(eq(libraryDocuments.id, documentId), isNull(libraryDocuments.deletedAt)))
      .returning({
        library: libraryDocuments.library,
        brandName: libraryDocuments.brandName,
        fileId: libraryDocuments.fileId,
      });
    if (!row) throw notFound();
    const [file] = await tx
      .select({ fileName: storedFiles.fileName })
      .from(storedFiles)
      .where(eq(storedFiles.id, row.fileId));
    await audit(tx, actor, 'libraryDocument.delete', 'libraryDocument', documentId, {
      ...row,
      fileName: file?.fileName ?? '',
    });
  });
  return { statusCode: 200, message: t(lang, 'libraries.successDelete') };
}
