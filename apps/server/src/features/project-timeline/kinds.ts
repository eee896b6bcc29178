import { and, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { COMMENT_TYPE, SUPPLIER_DOCUMENTS, TIMELINE_KINDS, type TimelineKind } from '@portal/contract';
import { auditLog } from '../../db/schema';

/**
 * Which audit rows make each kind of the timeline (the actions are those the features write today; a row of
 * an action not listed here is no part of any project's timeline: sign-ins, profile changes, …).
 */
export const KIND_ACTIONS: Record<TimelineKind, readonly string[]> = {
  status: ['projectLifecycle.create', 'projectLifecycle.status'],
  design: ['designDossier.save', 'designDossier.submit', 'designDossier.document'],
  document: [
    'projectDocument.upload',
    'projectDocument.replaceOldest',
    'projectDocument.delete',
    'ciDocument.upload',
  ],
  decision: ['validationDecision.record'],
  feedback: ['projectThread.message'],
  message: ['projectThread.message'],
  invitation: ['invitations.invite', 'invitations.resend', 'invitations.revoke'],
  link: ['invitations.open'],
  ci: [
    'ciSubmission.choice',
    'ciSubmission.supplierConfirm',
    'ciSubmission.submit',
    'auditSubmission.submit',
  ],
  pause: ['projectLifecycle.pause', 'projectLifecycle.enable'],
  site: ['projectLifecycle.siteInfo', 'projectLifecycle.location'],
  admin: ['adminTask.mapOriginator'],
  markup: ['markup.create', 'markup.edit', 'markup.delete', 'markup.answer', 'markup.close', 'markup.reopen'],
};

const commentType = sql`coalesce((${auditLog.detail}->>'commentType')::int, 0)`;
const FEEDBACK_TYPES = [COMMENT_TYPE.feedbackRequest, COMMENT_TYPE.feedbackProvided];

/** The kind of one audit row (the message tool's rows split by comment type). */
export function kindOf(action: string, detail: Record<string, unknown>): TimelineKind | null {
  if (action === 'projectThread.message')
    return FEEDBACK_TYPES.includes(Number(detail.commentType) as 1 | 2) ? 'feedback' : 'message';
  return TIMELINE_KINDS.find((k) => KIND_ACTIONS[k].includes(action)) ?? null;
}

/** The rows of one kind. */
function kindCondition(kind: TimelineKind): SQL | undefined {
  const actions = inArray(auditLog.action, [...KIND_ACTIONS[kind]]);
  if (kind === 'feedback') return and(actions, sql`${commentType} in (1, 2)`);
  if (kind === 'message') return and(actions, sql`${commentType} = 0`);
  return actions;
}

/**
 * The rows of a project (its own rows, and its documents' and invitations' rows naming it), of the kinds
 * asked and seen, without the suppliers' files' rows when those are not seen.
 */
export function timelineCondition(
  projectId: number,
  kinds: readonly TimelineKind[],
  view: { hiddenKinds: readonly TimelineKind[]; supplierFiles: boolean },
): SQL | undefined {
  const id = String(projectId);
  const asked = (kinds.length ? kinds : TIMELINE_KINDS).filter((k) => !view.hiddenKinds.includes(k));
  if (!asked.length) return sql`false`;
  return and(
    or(
      and(eq(auditLog.entity, 'project'), eq(auditLog.entityId, id)),
      sql`${auditLog.detail}->>'projectId' = ${id}`,
    ),
    or(...asked.map(kindCondition)),
    view.supplierFiles
      ? undefined
      : or(
          sql`${auditLog.detail}->>'slot' is null`,
          notInArray(sql`${auditLog.detail}->>'slot'`, [...SUPPLIER_DOCUMENTS]),
        ),
  );
}
