import contentDisposition from 'content-disposition';
import type { FastifyReply } from 'fastify';
import type { SignedInContext } from '../../platform/api';
import { HttpError } from '../../platform/errors';
import { visibleProject } from '../projects/core';
import { templateFile } from './templates';

export interface TemplateFileInput {
  fileName: string;
  projectId: number;
}

/**
 * GET projects/GetTemplateFile/{fileName}/{userId}/{projectId}: the blank form under its default name. A
 * project named (≠ 0) must be visible to the caller (404); an unknown form is 404 'File Not Found'.
 */
export async function sendTemplateFile(
  { db, auth }: Pick<SignedInContext, 'db' | 'auth'>,
  reply: FastifyReply,
  { fileName, projectId }: TemplateFileInput,
) {
  if (projectId !== 0) await visibleProject(db, auth, projectId);
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
