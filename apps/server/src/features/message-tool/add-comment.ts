import { and, desc, eq, exists, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  API,
  attachmentNameProblem,
  CHECK_STATUS,
  COMMENT_TYPE,
  FEEDBACK_TYPE,
  MAX_MESSAGE_ATTACHMENTS,
  ROLES,
  uploadKindsOf,
  toLanguage,
  type CommentTypeId,
  type LifecycleEvent,
  type ProjectComment,
} from '@portal/contract';
import { theRow, type Tx } from '../../db/client';
import {
  designValidations,
  messageAttachments,
  projectMessages,
  users,
  validationDecisions,
} from '../../db/schema';
import type { SignedInContext } from '../../platform/api';
import { audit } from '../../platform/audit';
import { badRequest, forbidden, notFound, refused } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { enqueueMail } from '../../platform/mail';
import { acceptedUsers, notify, validationTeam, type Recipient } from '../../platform/notifications';
import { projectPageLink } from '../../platform/links';
import { dataScope, feedbackMarkupsNow, mayChangeWhilePaused, type PolicyUser } from '../../platform/policy';
import type { Storage } from '../../platform/storage';
import { parseUploadFields, recordStoredFiles, withUpload, type ReceivedFile } from '../../platform/uploads';
import { lockProject, visibleProject, type ProjectRecord } from '../projects/record';
import { transition } from '../projects/lifecycle/transition';
import { attachMarkups } from '../projects/markups';
import { validationState } from '../projects/validation-state';
import { tellFeedback } from './feedback-messages';
import { toComment } from './read';
import { allowedTypes, validationOf } from './types';

/**
 * POST projects/AddCommentsByUsers (spec 002 §5, §7; docs/lifecycle.md): a message on a project's thread with its
 * attachments (ListOfAttachments, up to MAX_MESSAGE_ATTACHMENTS). The author is the session's user (name,
 * role and email from the database; the form's are not trusted). A Feedback Request puts the content
 * validation in HQ's hands (mailed to HQ), a Feedback Provided gives it back to the VC, with HQ's draft
 * markups when it sends them (MarkupIds, docs/review.md). The files, the message, its attachments and
 * markups, the feedback state, the audit row, the notifications and the mails are one transaction; a refused
 * message leaves no file behind.
 */

type Fields = ReturnType<typeof parseFields>;

const FEEDBACK_EVENT: Partial<Record<CommentTypeId, LifecycleEvent>> = {
  [COMMENT_TYPE.feedbackRequest]: 'feedbackRequested',
  [COMMENT_TYPE.feedbackProvided]: 'feedbackProvided',
};
const parseFields = (fields: Record<string, string>) => parseUploadFields(API.addComment.multipart, fields);

/** Characters of the message shown in a notification. */
const EXCERPT_LENGTH = 200;
const excerpt = (text: string) =>
  text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;

export async function addComment(
  ctx: SignedInContext & { request: FastifyRequest; storage: Storage },
): Promise<{ statusCode: number; message: string; comment: ProjectComment }> {
  const { db, auth, lang } = ctx;
  const comment = await withUpload(
    ctx.request,
    async (upload) => {
      const fields = parseFields(upload.fields);
      const files = await withoutEmptyParts(ctx.storage, upload.files);
      for (const f of files) {
        if (attachmentNameProblem(f.fileName))
          throw badRequest('upload.invalidCharacters', { ListOfAttachments: 'upload.invalidCharacters' });
      }
      const project = await visibleProject(db, auth, fields.ProjectId);
      const user: PolicyUser = { ...auth, scope: await dataScope(db, auth) };
      refuseNow(user, project, await validationOf(db, project.id), fields);
      return db.transaction(async (tx) => {
        const locked = await lockProject(tx, project.id);
        if (!locked) throw notFound();
        // Checked again under the lock: two feedback answers at once, or a decision in between.
        refuseNow(user, locked, await validationOf(tx, locked.id), fields);
        return write(tx, ctx, locked, fields, files);
      });
    },
    { maxFiles: MAX_MESSAGE_ATTACHMENTS },
  );
  return { statusCode: 200, message: t(lang, 'message.added'), comment };
}

/** A file input left empty sends a part without a name or content: not an attachment. */
async function withoutEmptyParts(storage: Storage, files: ReceivedFile[]): Promise<ReceivedFile[]> {
  const empty = files.filter((f) => !f.fileName && f.stored.sizeBytes === 0);
  await Promise.all(empty.map((f) => storage.remove(f.stored.key)));
  return files.filter((f) => !empty.includes(f));
}

/**
 * 405 when the project is paused (all but VC) or the type is not one the user may use on it now; markups sent
 * by a role that may not (403) or with another message than HQ's awaited feedback (405).
 */
function refuseNow(
  user: PolicyUser,
  project: ProjectRecord,
  validation: Awaited<ReturnType<typeof validationOf>>,
  fields: Pick<Fields, 'CommentType' | 'MarkupIds'>,
): void {
  if (!project.isEnabled && !mayChangeWhilePaused(user)) throw refused('message.paused');
  if (!allowedTypes(user, project, validation).includes(fields.CommentType))
    throw refused('message.typeNotAllowed');
  if (!fields.MarkupIds.length) return;
  const giving = fields.CommentType === COMMENT_TYPE.feedbackProvided;
  const now = feedbackMarkupsNow(user, project, validationState(project, validation), giving);
  if (now === 'forbidden') throw forbidden();
  if (now === 'notNow') throw refused('markups.feedbackOnly');
}

async function write(
  tx: Tx,
  ctx: SignedInContext,
  project: ProjectRecord,
  fields: Fields,
  files: ReceivedFile[],
): Promise<ProjectComment> {
  const { auth, actor, lang } = ctx;
  // HQ feedback is a lifecycle event that keeps the status (Revision Meeting); the table's row and guard
  // agree with the comment types offered, checked above.
  const feedback = FEEDBACK_EVENT[fields.CommentType];
  if (feedback)
    await transition(tx, project.id, feedback, { user: auth }, { actor, refusal: 'message.typeNotAllowed' });
  const [author] = await tx.select().from(users).where(eq(users.id, auth.userId));
  if (!author) throw notFound();
  const authorName = `${author.firstName} ${author.surName}`.trim();
  const type = fields.CommentType;
  const now = new Date();
  // Who took part before this message (the VC users notified of it).
  const participants = await vcParticipants(tx, project.id);
  const message = theRow(
    await tx
      .insert(projectMessages)
      .values({
        projectId: project.id,
        commentTypeId: type,
        text: fields.ListOfComments,
        userId: author.id,
        userEmail: author.email,
        userName: authorName,
        userRole: author.role,
        createdAt: now,
      })
      .returning(),
    'the new message',
  );
  const stored = await recordStoredFiles(tx, files, uploadKindsOf('messageAttachment'), author.id, now);
  if (stored.length)
    await tx.insert(messageAttachments).values(stored.map((s) => ({ messageId: message.id, fileId: s.id })));
  // HQ's drafts go with its feedback (docs/review.md): the originator sees them from now on.
  const markups = await attachMarkups(tx, {
    projectId: project.id,
    to: { messageId: message.id },
    ids: fields.MarkupIds,
  });

  if (type === COMMENT_TYPE.feedbackRequest)
    await tx
      .update(designValidations)
      .set({
        contentStatus: CHECK_STATUS.feedbackRequested,
        feedbackType: FEEDBACK_TYPE.requested,
        feedbackRequestedAt: now,
        updatedAt: now,
      })
      .where(eq(designValidations.projectId, project.id));
  if (type === COMMENT_TYPE.feedbackProvided)
    await tx
      .update(designValidations)
      .set({
        contentStatus: CHECK_STATUS.pending,
        feedbackType: FEEDBACK_TYPE.provided,
        feedbackProvidedAt: now,
        updatedAt: now,
      })
      .where(eq(designValidations.projectId, project.id));

  await audit(tx, actor, 'projectThread.message', 'project', project.id, {
    messageId: message.id,
    commentType: type,
    // The timeline shows a feedback's text as the thread does (docs/access.md "Activity timeline").
    text: message.text,
    attachments: stored.map((s) => s.id),
    ...(markups.length ? { markups } : {}),
  });

  const event = {
    projectId: project.id,
    siteName: project.siteName,
    projectUniqueId: project.uniqueCode,
    role: author.role,
    userName: authorName,
  };
  const vars = {
    projectCode: project.uniqueCode,
    siteName: project.siteName,
    excerpt: excerpt(message.text),
  };
  const notAuthor = (list: Recipient[]) => list.filter((r) => r.id !== author.id);
  const mailVars = {
    author: authorName,
    siteName: project.siteName,
    city: project.city,
    projectCode: project.uniqueCode,
    comment: message.text,
    link: projectPageLink(ctx.config, project.id),
  };
  if (type === COMMENT_TYPE.comment) {
    const recipients = participants.length ? participants : await validationTeam(tx);
    await notify(tx, notAuthor(recipients), { ...event, template: 'newMessage', vars });
  } else if (type === COMMENT_TYPE.feedbackRequest) {
    await notify(tx, notAuthor(await validationTeam(tx)), { ...event, template: 'feedbackRequested', vars });
    for (const hq of await acceptedUsers(tx, ROLES.HQ))
      await enqueueMail(tx, {
        to: hq.email,
        lang: toLanguage(hq.language),
        template: 'feedbackRequested',
        vars: { ...mailVars, firstName: hq.firstName },
      });
  } else {
    await tellFeedback(tx, {
      team: notAuthor(await validationTeam(tx)),
      requesters: await feedbackRequesters(tx, project.id),
      event,
      vars,
      mailVars,
      markups,
    });
  }

  return toComment(
    lang,
    message,
    stored.map((s) => ({ fileId: s.id, fileName: s.fileName })),
    markups,
  );
}

const accepted = (role: string) => and(eq(users.role, role), eq(users.status, 'accepted'));

/** VC users who wrote in the project's thread or decided on its design. */
async function vcParticipants(tx: Tx, projectId: number): Promise<Recipient[]> {
  return tx
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(
      and(
        accepted(ROLES.VC),
        or(
          exists(
            tx
              .select({ one: sql`1` })
              .from(projectMessages)
              .where(and(eq(projectMessages.projectId, projectId), eq(projectMessages.userId, users.id))),
          ),
          exists(
            tx
              .select({ one: sql`1` })
              .from(validationDecisions)
              .where(
                and(eq(validationDecisions.projectId, projectId), eq(validationDecisions.userId, users.id)),
              ),
          ),
        ),
      ),
    );
}

/** Who asked HQ: the author of the project's latest Feedback Request, or the whole VC team if gone. */
async function feedbackRequesters(tx: Tx, projectId: number) {
  const [last] = await tx
    .select({ userId: projectMessages.userId })
    .from(projectMessages)
    .where(
      and(
        eq(projectMessages.projectId, projectId),
        eq(projectMessages.commentTypeId, COMMENT_TYPE.feedbackRequest),
      ),
    )
    .orderBy(desc(projectMessages.createdAt), desc(projectMessages.id))
    .limit(1);
  const team = await acceptedUsers(tx, ROLES.VC);
  const requester = team.filter((u) => u.id === last?.userId);
  return requester.length ? requester : team;
}
