import { asc, eq } from 'drizzle-orm';
import { PARTY_SLOTS, type DocumentSlot, type MessageFileItem } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { messageAttachments, projectMessages, projects, storedFiles } from '../../db/schema';
import type { AuthContext, LinkContext } from '../../platform/auth';
import { notFound, unauthorized } from '../../platform/errors';
import { attachmentPath } from '../message-tool/read';
import { visibleProject, type ProjectRecord } from '../projects/core';

/**
 * The document calls that the supplier, auditor and download pages make as well as signed-in users (DESIGN
 * §6; spec 002 §2, §3): a link token opens only its project, and only the slots its page lists.
 */

/** Who calls: a signed-in user (as before), or an external party through its link token. */
export type DocumentCaller = { auth: AuthContext; link: null } | { auth: null; link: LinkContext };

/** The caller of a call open to links and users (the auth hook has set exactly one of them). */
export function documentCaller(ctx: { auth: AuthContext | null; link: LinkContext | null }): DocumentCaller {
  if (ctx.auth) return { auth: ctx.auth, link: null };
  if (ctx.link) return { auth: null, link: ctx.link };
  throw unauthorized('link.invalid');
}

/** The slots a link's page lists; null for a signed-in user (every slot, as the tab shows them). */
export const linkSlots = (caller: DocumentCaller): readonly DocumentSlot[] | null =>
  caller.link ? PARTY_SLOTS[caller.link.party] : null;

/** The project of the call: in the user's scope, or the link's own project (any other id is 404). */
export async function callerProject(
  db: DbOrTx,
  caller: DocumentCaller,
  projectId: number,
): Promise<ProjectRecord> {
  if (caller.auth) return visibleProject(db, caller.auth, projectId);
  if (caller.link.projectId === null || caller.link.projectId !== projectId) throw notFound();
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!project) throw notFound();
  return project;
}

export interface MessageFile extends MessageFileItem {
  storageKey: string;
}

/** The files attached to the project's messages, oldest message first (the download page's listMessage). */
export async function messageFilesOf(db: DbOrTx, projectId: number): Promise<MessageFile[]> {
  const rows = await db
    .select({
      messageId: projectMessages.id,
      createdAt: projectMessages.createdAt,
      fileId: storedFiles.id,
      fileName: storedFiles.fileName,
      storageKey: storedFiles.storageKey,
    })
    .from(messageAttachments)
    .innerJoin(projectMessages, eq(projectMessages.id, messageAttachments.messageId))
    .innerJoin(storedFiles, eq(storedFiles.id, messageAttachments.fileId))
    .where(eq(projectMessages.projectId, projectId))
    .orderBy(asc(projectMessages.createdAt), asc(projectMessages.id), asc(messageAttachments.id));
  return rows.map((r) => ({
    fileName: r.fileName,
    createdDate: r.createdAt.toISOString(),
    attachedFile: attachmentPath(r.messageId, r.fileId, r.fileName),
    storageKey: r.storageKey,
  }));
}
