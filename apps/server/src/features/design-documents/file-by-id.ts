import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { projectDocuments, storedFiles } from '../../db/schema';
import type { SignedInContext } from '../../platform/api';
import { sendStoredFile } from '../../platform/download';
import { HttpError } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import { visibleProject } from '../projects/core';

/** Types a browser may show in place (the preview of PDF and images); everything else is downloaded. */
export const INLINE_TYPES: readonly string[] = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
];

export interface FileByIdInput {
  /** The version's documentId (`projects/GetFileById/{documentId}`). */
  fileId: number;
  /** `?inline=true`: shown in the browser when its type allows it. */
  inline: boolean;
}

/**
 * GET projects/GetFileById/{fileId}: a live version of a design document of a project the caller may read.
 * A deleted version, an unknown id and a project outside the caller's scope are all 404 'File Not Found'.
 */
export async function sendDocumentFile(
  { db, auth, storage }: Pick<SignedInContext, 'db' | 'auth'> & { storage: Storage },
  reply: FastifyReply,
  { fileId, inline }: FileByIdInput,
) {
  const [row] = await db
    .select({
      projectId: projectDocuments.projectId,
      storageKey: storedFiles.storageKey,
      fileName: storedFiles.fileName,
      contentType: storedFiles.contentType,
      sizeBytes: storedFiles.sizeBytes,
    })
    .from(projectDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, projectDocuments.fileId))
    .where(and(eq(projectDocuments.id, fileId), isNull(projectDocuments.deletedAt)))
    .limit(1);
  if (!row) throw new HttpError(404, 'designDocuments.fileNotFound');
  await visibleProject(db, auth, row.projectId).catch((err: unknown) => {
    throw err instanceof HttpError && err.statusCode === 404
      ? new HttpError(404, 'designDocuments.fileNotFound')
      : err;
  });
  const shownInPlace = inline && INLINE_TYPES.includes(row.contentType.toLowerCase());
  reply.header('x-content-type-options', 'nosniff');
  return sendStoredFile(reply, storage, row, { disposition: shownInPlace ? 'inline' : 'attachment' });
}
