import { asc, eq } from 'drizzle-orm';
import { attachmentPath, PARTY_SLOTS, type DocumentSlot, type MessageFileItem } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { messageAttachments, projectMessages, storedFiles } from '../../db/schema';
import { callerProject, projectCaller, type ProjectCaller } from '../projects/caller';

/**
 * The document calls that the supplier, auditor and download pages make as well as signed-in users
 * (docs/external-parties.md; spec 002 §2, §3): a link token opens only its project, and only the slots its page lists.
 */

/** Who calls: a signed-in user, or an external party through its link token. */
export type DocumentCaller = ProjectCaller;
export const documentCaller = projectCaller;
export { callerProject };

/** The slots a link's page lists; null for a signed-in user (every slot, as the tab shows them). */
export const linkSlots = (caller: DocumentCaller): readonly DocumentSlot[] | null =>
  caller.link ? PARTY_SLOTS[caller.link.party] : null;

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
