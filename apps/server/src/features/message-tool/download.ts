import { and, eq } from 'drizzle-orm';
import { MAX_DB_ID } from '@portal/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { messageAttachments, projectMessages, storedFiles } from '../../db/schema';
import type { AuthContext, LinkContext } from '../../platform/auth';
import { sendStoredFile } from '../../platform/download';
import { badRequest, notFound } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import { visibleProject } from '../projects/record';

/**
 * GET /Documents/downloadfileconmtentmessage?fileName={commentId}/{fileId}/{fileName} (spec 002 §3, §7):
 * an attachment of a message, when the file belongs to that message and the message to a project the
 * caller may read (404 otherwise, whichever part is wrong). A path of another shape is a 400. Through the
 * download page's link (docs/external-parties.md): only attachments of its own project.
 */

const PATH = /^([0-9]{1,10})\/([0-9]{1,10})\/(.+)$/;

function parsePath(value: string): { messageId: number; fileId: number; fileName: string } {
  const match = PATH.exec(value);
  const messageId = Number(match?.[1]);
  const fileId = Number(match?.[2]);
  const fileName = match?.[3];
  const valid = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_DB_ID;
  if (!fileName || !valid(messageId) || !valid(fileId)) throw badRequest('message.file.badPath');
  return { messageId, fileId, fileName };
}

export async function downloadMessageFile(
  db: Db,
  storage: Storage,
  reply: FastifyReply,
  caller: { auth: Pick<AuthContext, 'userId' | 'role'> | null; link: LinkContext | null },
  path: string,
) {
  const { messageId, fileId, fileName } = parsePath(path);
  const [row] = await db
    .select({ projectId: projectMessages.projectId, file: storedFiles })
    .from(messageAttachments)
    .innerJoin(projectMessages, eq(projectMessages.id, messageAttachments.messageId))
    .innerJoin(storedFiles, eq(storedFiles.id, messageAttachments.fileId))
    .where(and(eq(messageAttachments.messageId, messageId), eq(messageAttachments.fileId, fileId)));
  if (!row || row.file.fileName !== fileName) throw notFound();
  if (caller.auth) await visibleProject(db, caller.auth, row.projectId);
  else if (!caller.link || caller.link.projectId !== row.projectId) throw notFound();
  return sendStoredFile(reply, storage, row.file);
}
