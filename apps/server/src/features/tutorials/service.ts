import { and, asc, eq, isNull } from 'drizzle-orm';
import { HIDDEN_TUTORIAL_GROUPS, TUTORIAL_GROUP_LABELS, type TutorialGroup } from '@portal/contract';
import type { Db } from '../../db/client';
import { libraryDocuments, storedFiles } from '../../db/schema';
import type { AuthContext } from '../../platform/auth';
import { notFound } from '../../platform/errors';

/** GET tutorials/getdynamictutorialdocuments: tutorial files per brand group, professional lines hidden. */
export async function tutorialGroups(db: Db): Promise<TutorialGroup[]> {
  const rows = await db
    .select({
      documentId: libraryDocuments.id,
      brandName: libraryDocuments.brandName,
      fileName: storedFiles.fileName,
      uploadedAt: libraryDocuments.uploadedAt,
    })
    .from(libraryDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, libraryDocuments.fileId))
    .where(and(eq(libraryDocuments.library, 'tutorial'), isNull(libraryDocuments.deletedAt)))
    .orderBy(asc(libraryDocuments.brandName), asc(storedFiles.fileName));
  const groups = new Map<string, TutorialGroup>();
  for (const row of rows) {
    if (HIDDEN_TUTORIAL_GROUPS.includes(row.brandName)) continue;
    let group = groups.get(row.brandName);
    if (!group) {
      group = {
        brandName: row.brandName,
        brandLabel: TUTORIAL_GROUP_LABELS[row.brandName] ?? row.brandName,
        fileList: [],
      };
      groups.set(row.brandName, group);
    }
    group.fileList.push({
      documentId: row.documentId,
      fileName: row.fileName,
      uploadDate: row.uploadedAt.toISOString(),
    });
  }
  return [...groups.values()];
}

/** The stored file behind a library document. Tutorials are public; the information pack needs a session. */
export async function libraryFile(db: Db, documentId: number, auth: AuthContext | null) {
  const [row] = await db
    .select({ library: libraryDocuments.library, file: storedFiles })
    .from(libraryDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, libraryDocuments.fileId))
    .where(and(eq(libraryDocuments.id, documentId), isNull(libraryDocuments.deletedAt)))
    .limit(1);
  if (!row || (row.library !== 'tutorial' && auth?.kind !== 'full')) throw notFound();
  return row.file;
}
