import { eq, sql } from 'drizzle-orm';
import { API, CHECK_STATUS, LIMITS, type DesignValidationInfo, type LifecycleEvent } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { theRow, type Tx } from '../../db/client';
import { designValidations, projects, validationDecisions } from '../../db/schema';
import type { SignedInContext } from '../../platform/api';
import { audit } from '../../platform/audit';
import { badRequest, forbidden } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { can } from '../../platform/policy';
import { parseUploadFields, withUpload } from '../../platform/uploads';
import { visibleProject, type ProjectRecord } from '../projects/record';
import { designValidationInfoOf } from '../projects/design-info';
import { attachMarkups } from '../projects/markups';
import { tellLifecycle } from '../projects/lifecycle/notifier';
import { transition } from '../projects/lifecycle/transition';

type Check = 'completeness' | 'content';
type Decision = 'approved' | 'rejected';

/**
 * POST projects/ValidateProjectData (spec 001 §5 "Validation comment", §7; docs/lifecycle.md): one decision on
 * the completeness or the content check per call. Completeness is the GEC Validator/Data Analyst's, content
 * the other VC project roles' (403 otherwise); a check that is not open now is a 405 (the lifecycle
 * table's row and guard). The decision, its comment, the markups attached to it (MarkupIds, docs/review.md),
 * the new status (history and audit), the notifications to the VC team and the mail to the originator are
 * written in one transaction.
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
  const [only, another] = set;
  if (!only || another) throw badRequest('review.oneDecision');
  return only;
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
const eventName = (check: Check, decision: Decision): LifecycleEvent =>
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

  const updated = await db.transaction(async (tx) =>
    record(tx, ctx, project, { check, decision, comment, markupIds: fields.MarkupIds }),
  );
  return {
    ...(await designValidationInfoOf(db, auth, updated, ctx.config.ballClock)),
    message: t(lang, `review.done.${eventName(check, decision)}`),
  };
}

async function record(
  tx: Tx,
  ctx: SignedInContext,
  project: ProjectRecord,
  input: { check: Check; decision: Decision; comment: string; markupIds: number[] },
): Promise<ProjectRecord> {
  const { auth, actor } = ctx;
  const { check, decision, comment } = input;
  // The table's row and guard (the check still open) under the project's lock: of two simultaneous
  // decisions exactly one wins, the other finds the check closed.
  const done = await transition(
    tx,
    project.id,
    eventName(check, decision),
    { user: auth },
    { actor, refusal: `review.notOpen.${check}`, note: `${check} ${decision}` },
  );
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
  const decided = theRow(
    await tx
      .insert(validationDecisions)
      .values({
        projectId: project.id,
        check,
        decision,
        comment,
        userId: auth.userId,
        userEmail: auth.email,
        createdAt: now,
      })
      .returning({ id: validationDecisions.id }),
    'the decision',
  );
  // The markups go with the comment (docs/review.md): the originator sees them from now on.
  const markups = await attachMarkups(tx, {
    projectId: project.id,
    to: { decisionId: decided.id },
    ids: input.markupIds,
  });
  // A refusal re-opens the dossier to the originator; a content approval is the design validation date.
  const updated = theRow(
    await tx
      .update(projects)
      .set({
        ...(approved ? {} : { isSubmittedForApproval: false }),
        ...(approved && check === 'content' ? { designValidationDate: now } : {}),
        updatedAt: now,
      })
      .where(eq(projects.id, project.id))
      .returning(),
    'the locked project',
  );
  await audit(tx, actor, 'validationDecision.record', 'project', project.id, {
    check,
    decision,
    comment,
    ...(markups.length ? { markups } : {}),
  });
  await tellLifecycle(tx, ctx.config, { about: 'decision', done, by: auth, comment, markups });
  return updated;
}
