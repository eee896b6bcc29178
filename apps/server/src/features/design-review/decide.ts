import { eq, sql } from 'drizzle-orm';
import { API, CHECK_STATUS, LIMITS, toLanguage, type DesignValidationInfo } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import { designValidations, projects, users, validationDecisions } from '../../db/schema';
import type { SignedInContext } from '../../platform/api';
import { audit } from '../../platform/audit';
import { badRequest, forbidden, notFound, refused } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { enqueueMail } from '../../platform/mail';
import { notify, validationTeam } from '../../platform/notifications';
import { projectPageLink } from '../../platform/links';
import { can } from '../../platform/policy';
import { parseUploadFields, withUpload } from '../../platform/uploads';
import { changeStatus, lockProject, visibleProject, type ProjectRecord } from '../projects/core';
import { designValidationInfoOf } from '../projects/design-info';
import { checkOpen, nextStatus, type Check, type Decision } from './rules';

/**
 * POST projects/ValidateProjectData (spec 001 §5 "Validation comment", §7; DESIGN §4, §4b): one decision on
 * the completeness or the content check per call. Completeness is the GEC Validator/Data Analyst's, content
 * the other VC project roles' (403 otherwise); a check that is not open now is a 405. The decision, its
 * comment, the new status (history and audit), the notifications to the VC team and the mail to the
 * originator are written in one transaction, with the project row locked: of two simultaneous decisions
 * exactly one wins, the other finds the check closed.
 */

type Fields = ReturnType<typeof parseFields>;
const parseFields = (fields: Record<string, string>) =>
  parseUploadFields(API.validateProjectData.multipart, fields);

/** The one decision the four flags name; 400 unless exactly one is set. */
function decisionOf(fields: Fields): { check: Check; decision: Decision } {
  const set = [
    fields.IsCompletenessChkAccepted && ({ check: 'completeness', decision: 'approved' } as const),
    fields.IsCompletenessChkRejected && ({ check: 'completeness', decision: 'rejected' } as const),
    fields.IsContentValidationAccepted && ({ check: 'content', decision: 'approved' } as const),
    fields.IsContentValidationRejected && ({ check: 'content', decision: 'rejected' } as const),
  ].filter((d) => !!d);
  if (set.length !== 1) throw badRequest('review.oneDecision');
  return set[0]!;
}

/** Reject needs a comment; no comment is longer than 5000 characters (spec 001 §5). */
function commentOf(fields: Fields, decision: Decision): string {
  const comment = fields.ListOfComments.trim();
  if (decision === 'rejected' && !comment)
    throw badRequest('review.commentRequired', { ListOfComments: 'review.commentRequired' });
  if (comment.length > LIMITS.validationCommentMaxLength)
    throw badRequest('review.commentTooLong', { ListOfComments: 'review.commentTooLong' });
  return comment;
}

const ACTION = { completeness: 'validateCompleteness', content: 'validateContent' } as const;
/** `completenessApproved`, `contentRejected`, …: the name of the decision's texts, mail and notification. */
const eventName = (check: Check, decision: Decision) =>
  `${check}${decision === 'approved' ? 'Approved' : 'Rejected'}`;

export async function validateProjectData(
  ctx: SignedInContext & { request: FastifyRequest },
): Promise<DesignValidationInfo & { message: string }> {
  const { db, auth, lang } = ctx;
  // No file belongs to this call: maxFiles 0 refuses any (413) before it is stored.
  const fields = await withUpload(ctx.request, async (upload) => parseFields(upload.fields), { maxFiles: 0 });
  const { check, decision } = decisionOf(fields);
  const project = await visibleProject(db, auth, fields.ProjectId);
  if (!can(auth, ACTION[check], project)) throw forbidden();
  const comment = commentOf(fields, decision);

  const updated = await db.transaction(async (tx) => {
    const locked = await lockProject(tx, project.id);
    if (!locked) throw notFound();
    const [validation] = await tx
      .select()
      .from(designValidations)
      .where(eq(designValidations.projectId, locked.id));
    if (!checkOpen(check, locked, validation)) {
      const waitingForHq =
        check === 'content' && validation?.contentStatus === CHECK_STATUS.feedbackRequested;
      throw refused(waitingForHq ? 'review.waitingForFeedback' : `review.notOpen.${check}`);
    }
    return record(tx, ctx, locked, { check, decision, comment });
  });
  return {
    ...(await designValidationInfoOf(db, auth, updated)),
    message: t(lang, `review.done.${eventName(check, decision)}`),
  };
}

async function record(
  tx: Tx,
  ctx: SignedInContext,
  project: ProjectRecord,
  input: { check: Check; decision: Decision; comment: string },
): Promise<ProjectRecord> {
  const { auth, actor } = ctx;
  const { check, decision, comment } = input;
  const now = new Date();
  const approved = decision === 'approved';
  const status = approved ? CHECK_STATUS.approved : CHECK_STATUS.rejected;
  await tx
    .update(designValidations)
    .set(
      check === 'completeness'
        ? {
            completenessStatus: status,
            completenessDate: now,
            ...(approved ? {} : { completenessRefusals: sql`${designValidations.completenessRefusals} + 1` }),
            updatedAt: now,
          }
        : {
            contentStatus: status,
            contentDate: now,
            ...(approved ? {} : { contentRefusals: sql`${designValidations.contentRefusals} + 1` }),
            // The content is decided: the project leaves the pending feedback lists.
            feedbackType: null,
            updatedAt: now,
          },
    )
    .where(eq(designValidations.projectId, project.id));
  await tx.insert(validationDecisions).values({
    projectId: project.id,
    check,
    decision,
    comment,
    userId: auth.userId,
    userEmail: auth.email,
    createdAt: now,
  });
  await changeStatus(tx, project.id, nextStatus(check, decision), actor, `${check} ${decision}`);
  // A refusal re-opens the dossier to the originator; a content approval is the design validation date.
  const [updated] = await tx
    .update(projects)
    .set({
      ...(approved ? {} : { isSubmittedForApproval: false }),
      ...(approved && check === 'content' ? { designValidationDate: now } : {}),
      updatedAt: now,
    })
    .where(eq(projects.id, project.id))
    .returning();
  await audit(tx, actor, 'validationDecision.record', 'project', project.id, { check, decision, comment });
  await tellEveryone(tx, ctx, updated!, eventName(check, decision), comment);
  return updated!;
}

/** The VC team's bell (not the author's) and a mail to the originator with the decision and its comment. */
async function tellEveryone(
  tx: Tx,
  ctx: SignedInContext,
  project: ProjectRecord,
  event: string,
  comment: string,
): Promise<void> {
  const { auth } = ctx;
  const [author] = await tx
    .select({ firstName: users.firstName, surName: users.surName })
    .from(users)
    .where(eq(users.id, auth.userId));
  const team = (await validationTeam(tx)).filter((r) => r.id !== auth.userId);
  await notify(tx, team, {
    projectId: project.id,
    siteName: project.siteName,
    projectUniqueId: project.uniqueCode,
    role: auth.role,
    userName: author ? `${author.firstName} ${author.surName}`.trim() : auth.email,
    template: event,
    vars: { projectCode: project.uniqueCode, siteName: project.siteName },
  });
  if (!project.originatorUserId) return;
  const [originator] = await tx.select().from(users).where(eq(users.id, project.originatorUserId));
  if (!originator || originator.status !== 'accepted') return;
  const lang = toLanguage(originator.language);
  await enqueueMail(tx, {
    to: originator.email,
    lang,
    template: event,
    vars: {
      firstName: originator.firstName,
      siteName: project.siteName,
      city: project.city,
      projectCode: project.uniqueCode,
      comment: comment || t(lang, 'review.noComment'),
      link: projectPageLink(ctx.config, project.id),
    },
  });
}
