import { and, eq, isNull } from 'drizzle-orm';
import { libraryDocuments, storedFiles } from '../../db/schema';
import type { CommandContext } from '../../platform/api';
import type { AuthContext } from '../../platform/auth';
import { notFound } from '../../platform/errors';

/** The stored file behind a library document. Tutorials are public; the information pack needs a session. */
export async function libraryFile(
  { db, auth }: CommandContext & { auth: AuthContext | null },
  documentId: number,
) {
  const [row] = await db
    .select({ library: libraryDocuments.library, file: storedFiles })
    .from(libraryDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, libraryDocuments.fileId))
    .where(and(eq(libraryDocuments.id, documentId), isNull(libraryDocuments.deletedAt)))
    .limit(1);
  if (!row || (row.library !== 'tutorial' && auth?.kind !== 'full')) throw notFound();
  return row.file;
}
