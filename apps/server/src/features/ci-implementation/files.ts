import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { CI_DOCUMENTS, fileByIdPath, type CiDocument, type CiDocumentEntry } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { projectDocuments, storedFiles } from '../../db/schema';

/**
 * The CI stage's files (CI_DOCUMENTS): `project_documents` rows in the CI slots, per brand for a
 * supplier's offer, order and invoice. Served by `projects/GetFileById/{documentId}` like design files.
 */

export interface CiFile {
  documentId: number;
  slot: CiDocument;
  brandId: number | null;
  fileName: string;
  uploadedAt: Date;
  uploadedByEmail: string;
}

/** The live CI files of a project (of some slots), newest first. */
export async function ciFilesOf(
  db: DbOrTx,
  projectId: number,
  slots: readonly CiDocument[] = CI_DOCUMENTS,
): Promise<CiFile[]> {
  const rows = await db
    .select({
      documentId: projectDocuments.id,
      slot: projectDocuments.slot,
      brandId: projectDocuments.brandId,
      fileName: storedFiles.fileName,
      uploadedAt: projectDocuments.uploadedAt,
      uploadedByEmail: projectDocuments.uploadedByEmail,
    })
    .from(projectDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, projectDocuments.fileId))
    .where(
      and(
        eq(projectDocuments.projectId, projectId),
        inArray(projectDocuments.slot, [...slots]),
        isNull(projectDocuments.deletedAt),
      ),
    )
    .orderBy(desc(projectDocuments.uploadedAt), desc(projectDocuments.id));
  return rows as CiFile[];
}

export const entryOf = (f: CiFile): CiDocumentEntry => ({
  documentName: f.slot,
  fileId: f.documentId,
  fileName: f.fileName,
  uploadDate: f.uploadedAt.toISOString(),
  email: f.uploadedByEmail,
  filePath: fileByIdPath(f.documentId),
});

/** The entries of one slot (and brand), newest first. */
export const entriesOf = (files: CiFile[], slot: CiDocument, brandId?: number): CiDocumentEntry[] =>
  files.filter((f) => f.slot === slot && (brandId === undefined || f.brandId === brandId)).map(entryOf);
