import { asc, eq, inArray } from 'drizzle-orm';
import {
  attachmentPath,
  COMMENT_TYPE,
  type AttachedMarkups,
  type CommentType,
  type Language,
  type ProjectComment,
} from '@portal/contract';
import type { Db, DbOrTx } from '../../db/client';
import { messageAttachments, projectMessages, storedFiles } from '../../db/schema';
import type { AuthContext } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { dataScope, isOwnAccount } from '../../platform/policy';
import { attachedGroups } from '../projects/markups';
import { visibleProject } from '../projects/record';
import { allowedTypes, commentTypeOf, commentTypeTitle, validationOf } from './types';

/** The message tool's reads (spec 002 §3 "Comment", "Comment type", §7). */

type Caller = Pick<AuthContext, 'userId' | 'role' | 'projectRole'>;
type MessageRow = typeof projectMessages.$inferSelect;

/** A message as the thread shows it; `files` are its attachments in upload order. */
export function toComment(
  lang: Language,
  m: MessageRow,
  files: { fileId: number; fileName: string }[],
  markups: AttachedMarkups[] = [],
): ProjectComment {
  const attachmentList = files.map((f) => ({
    fileName: f.fileName,
    path: attachmentPath(m.id, f.fileId, f.fileName),
  }));
  return {
    commentId: m.id,
    comment: m.text,
    commentedBy: m.userEmail,
    commenterRole: m.userRole,
    commenterName: m.userName,
    commentDate: m.createdAt.toISOString(),
    commentTypeId: m.commentTypeId,
    commentTypeTitle: commentTypeTitle(lang, m.commentTypeId),
    attachments: attachmentList.map((a) => a.path).join('#'),
    attachmentList,
    markups,
  };
}

/** GET /projects/GetAllCommentByProject/{projectId}: the thread, oldest first. */
export async function commentsOf(
  db: Db,
  auth: Caller,
  lang: Language,
  projectId: number,
): Promise<{ userWithCommentDetailsList: ProjectComment[] }> {
  const project = await visibleProject(db, auth, projectId);
  const messages = await db
    .select()
    .from(projectMessages)
    .where(eq(projectMessages.projectId, project.id))
    .orderBy(asc(projectMessages.createdAt), asc(projectMessages.id));
  const ids = messages.map((m) => m.id);
  // HQ's feedback carries markups (docs/review.md): only those messages are looked up.
  const feedbackIds = messages
    .filter((m) => m.commentTypeId === COMMENT_TYPE.feedbackProvided)
    .map((m) => m.id);
  const [files, markups] = await Promise.all([
    attachmentsOf(db, ids),
    attachedGroups(db, project.id, 'message', feedbackIds),
  ]);
  return {
    userWithCommentDetailsList: messages.map((m) =>
      toComment(lang, m, files.get(m.id) ?? [], markups.get(m.id) ?? []),
    ),
  };
}

async function attachmentsOf(db: DbOrTx, messageIds: number[]) {
  const byMessage = new Map<number, { fileId: number; fileName: string }[]>();
  if (!messageIds.length) return byMessage;
  const rows = await db
    .select({
      messageId: messageAttachments.messageId,
      fileId: storedFiles.id,
      fileName: storedFiles.fileName,
    })
    .from(messageAttachments)
    .innerJoin(storedFiles, eq(storedFiles.id, messageAttachments.fileId))
    .where(inArray(messageAttachments.messageId, messageIds))
    .orderBy(asc(messageAttachments.id));
  for (const r of rows) {
    const list = byMessage.get(r.messageId) ?? [];
    list.push({ fileId: r.fileId, fileName: r.fileName });
    byMessage.set(r.messageId, list);
  }
  return byMessage;
}

/**
 * GET /projects/GetAllCommentType/{userSequence}?projectId=: the types the caller may use on the project
 * now (Comment only without a project). `userSequence` is 0 or the caller's own id (404 otherwise).
 */
export async function commentTypesFor(
  db: Db,
  auth: Caller,
  lang: Language,
  userSequence: number,
  projectId: number | undefined,
): Promise<CommentType[]> {
  if (userSequence !== 0 && !isOwnAccount(auth, userSequence)) throw notFound();
  if (projectId === undefined) return [commentTypeOf(lang, COMMENT_TYPE.comment)];
  const project = await visibleProject(db, auth, projectId);
  const [validation, scope] = await Promise.all([validationOf(db, project.id), dataScope(db, auth)]);
  return allowedTypes({ ...auth, scope }, project, validation).map((id) => commentTypeOf(lang, id));
}
