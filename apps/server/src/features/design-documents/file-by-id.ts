import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { AUDITOR_DOCUMENT, isCiDocument, isSupplierDocument } from '@portal/contract';
import { projectDocuments, storedFiles } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { sendStoredFile } from '../../platform/download';
import { HttpError } from '../../platform/errors';
import { can, dataScope } from '../../platform/policy';
import type { Storage } from '../../platform/storage';
import { callerProject, linkSlots, type DocumentCaller } from './external';

export interface FileByIdInput {
  /** The version's documentId (`projects/GetFileById/{documentId}`). */
  fileId: number;
  /** `?inline=true`: shown in the browser when its type allows it. */
  inline: boolean;
}

/**
 * GET projects/GetFileById/{fileId}: a live version of a project file (design or CI stage) the caller may read.
 * A deleted version, an unknown id and a project outside the caller's scope are all 404 'File Not Found'.
 * Through a link: only versions of its project, in the slots its page lists, and its own CI files (docs/external-parties.md).
 */
/** A CI file a link's own page shows: a supplier's files of its brand, an auditor's reports. */
function ownCiFile(caller: DocumentCaller, row: { slot: string; brandId: number | null }): boolean {
  if (!caller.link || !isCiDocument(row.slot)) return false;
  if (caller.link.party === 'supplier')
    return isSupplierDocument(row.slot) && row.brandId === caller.link.brandId;
  return caller.link.party === 'auditor' && row.slot === AUDITOR_DOCUMENT;
}

export async function sendDocumentFile(
  { db, caller, storage }: { db: DbOrTx; caller: DocumentCaller; storage: Storage },
  reply: FastifyReply,
  { fileId, inline }: FileByIdInput,
) {
  const [row] = await db
    .select({
      projectId: projectDocuments.projectId,
      slot: projectDocuments.slot,
      brandId: projectDocuments.brandId,
      storageKey: storedFiles.storageKey,
      fileName: storedFiles.fileName,
      contentType: storedFiles.contentType,
      sizeBytes: storedFiles.sizeBytes,
      sha256: storedFiles.sha256,
      createdAt: storedFiles.createdAt,
    })
    .from(projectDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, projectDocuments.fileId))
    .where(and(eq(projectDocuments.id, fileId), isNull(projectDocuments.deletedAt)))
    .limit(1);
  const listed = linkSlots(caller);
  if (!row || (listed && !(listed as readonly string[]).includes(row.slot) && !ownCiFile(caller, row))) {
    throw new HttpError(404, 'designDocuments.fileNotFound');
  }
  const project = await callerProject(db, caller, row.projectId).catch((err: unknown) => {
    throw err instanceof HttpError && err.statusCode === 404
      ? new HttpError(404, 'designDocuments.fileNotFound')
      : err;
  });
  // The suppliers' offers, orders and invoices: everyone but the originator (spec 001 §6).
  if (caller.auth && isSupplierDocument(row.slot)) {
    const user = { ...caller.auth, scope: await dataScope(db, caller.auth) };
    if (!can(user, 'readSupplierFiles', project)) throw new HttpError(404, 'designDocuments.fileNotFound');
  }
  // Shown in place only when its content is a PDF or a raster image (platform/download).
  return sendStoredFile(reply, storage, row, { disposition: inline ? 'inline' : 'attachment' });
}
