import contentDisposition from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { TEMPLATE_FILES } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { HttpError, notFound } from '../../platform/errors';
import { callerProject, linkSlots, type DocumentCaller } from './external';
import { templateFile } from './templates';

export interface TemplateFileInput {
  fileName: string;
  projectId: number;
}

/**
 * GET projects/GetTemplateFile/{fileName}/{userId}/{projectId}: the blank form under its default name. A
 * project named (≠ 0) must be visible to the caller (404); an unknown form is 404 'File Not Found'. Through a
 * link: its own project only, and only the forms of the slots its page lists (docs/external-parties.md).
 */
export async function sendTemplateFile(
  { db, caller }: { db: DbOrTx; caller: DocumentCaller },
  reply: FastifyReply,
  { fileName, projectId }: TemplateFileInput,
) {
  if (caller.link && projectId === 0) throw notFound();
  if (projectId !== 0) await callerProject(db, caller, projectId);
  const listed = linkSlots(caller);
  const slot = TEMPLATE_FILES.find((t) => t.fileName.toLowerCase() === fileName.toLowerCase())?.slot;
  if (listed && (!slot || !listed.includes(slot))) throw new HttpError(404, 'designDocuments.fileNotFound');
  const pending = templateFile(fileName);
  if (!pending) throw new HttpError(404, 'designDocuments.fileNotFound');
  const file = await pending;
  return reply
    .type(file.contentType)
    .header('content-length', file.body.length)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .send(file.body);
}
