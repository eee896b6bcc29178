import { eq } from 'drizzle-orm';
import {
  COMMENT_TYPE,
  COMMENT_TYPES,
  type CommentType,
  type CommentTypeId,
  type Language,
} from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { designValidations } from '../../db/schema';
import { t } from '../../platform/i18n';
import { can, type PolicyUser } from '../../platform/policy';
import { validationState, type ValidationChecks } from '../projects/validation-state';
import type { ProjectRecord } from '../projects/record';

/**
 * The comment types of the message tool (docs/lifecycle.md): Comment for anyone who may read the project; Feedback
 * Request for a content validator while the content validation is pending; Feedback Provided for HQ while
 * HQ's feedback is requested. The state half comes from `validationState` (shared with the design
 * validation info and the decisions), the person half from the policy.
 */

export async function validationOf(db: DbOrTx, projectId: number): Promise<ValidationChecks | undefined> {
  const [row] = await db
    .select({
      completenessStatus: designValidations.completenessStatus,
      contentStatus: designValidations.contentStatus,
      feedbackType: designValidations.feedbackType,
    })
    .from(designValidations)
    .where(eq(designValidations.projectId, projectId));
  return row;
}

/** The types `user` may use on the project now, in id order. */
export function allowedTypes(
  user: PolicyUser,
  project: ProjectRecord,
  validation: ValidationChecks | null | undefined,
): CommentTypeId[] {
  const state = validationState(project, validation);
  const types: CommentTypeId[] = [];
  if (can(user, 'comment', project)) types.push(COMMENT_TYPE.comment);
  if (validation && state.feedbackRequestOpen && can(user, 'requestFeedback', project))
    types.push(COMMENT_TYPE.feedbackRequest);
  if (validation && state.feedbackAnswerOpen && can(user, 'giveFeedback', project))
    types.push(COMMENT_TYPE.feedbackProvided);
  return types;
}

const keyOf = new Map(COMMENT_TYPES.map((c) => [c.id as number, c.key]));

/** A comment type's title in `lang` (designReference `commentType.<key>.title`). */
export function commentTypeTitle(lang: Language, id: number): string {
  const key = keyOf.get(id);
  return key ? t(lang, `commentType.${key}.title`) : '';
}

export function commentTypeOf(lang: Language, id: CommentTypeId): CommentType {
  const key = keyOf.get(id);
  // CommentTypeId is one of COMMENT_TYPES' ids: a missing one is a bug in the contract.
  if (!key) throw new Error(`comment type ${id} is not in COMMENT_TYPES`);
  return {
    commentTypeId: id,
    commentTypeDescription: t(lang, `commentType.${key}.description`),
    commentTypeTitle: t(lang, `commentType.${key}.title`),
  };
}
