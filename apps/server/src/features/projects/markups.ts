import { and, asc, count, eq, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { AttachedMarkups, Language } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { markups, projectDocuments } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { FEEDBACK_MARKUP_ROLE } from '../../platform/policy';

/**
 * The markups as the kernel's other users need them (docs/review.md): a decision or HQ's feedback attaches
 * them, its comment, mails and notifications count them, a submission counts those still open.
 */

/** Each live-or-deleted version of the project's documents with its number in its slot (per brand for CI files). */
export async function versionNumbers(db: DbOrTx, projectId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: projectDocuments.id, slot: projectDocuments.slot, brandId: projectDocuments.brandId })
    .from(projectDocuments)
    .where(eq(projectDocuments.projectId, projectId))
    .orderBy(asc(projectDocuments.id));
  const seen = new Map<string, number>();
  const numbers = new Map<number, number>();
  for (const row of rows) {
    const key = `${row.slot}/${row.brandId ?? ''}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    numbers.set(row.id, n);
  }
  return numbers;
}

/** What markups are attached to: a decision on a check, or HQ's Feedback Provided message. */
export type AttachedTo = { decisionId: number } | { messageId: number };
const columnOf = (to: 'decision' | 'message') => (to === 'decision' ? markups.decisionId : markups.messageId);

/**
 * Attaches drafts to a decision or to HQ's feedback, in its transaction: each must be a markup of this project
 * not attached yet and not closed, and for HQ's feedback one HQ/Management drew (400 otherwise with `refusal`:
 * nothing is written). Answers them grouped per version.
 */
export async function attachMarkups(
  tx: DbOrTx,
  input: { projectId: number; to: AttachedTo; ids: number[] },
): Promise<AttachedMarkups[]> {
  const ids = [...new Set(input.ids)];
  if (!ids.length) return [];
  const toMessage = 'messageId' in input.to;
  const refusal = toMessage ? 'markups.notAttachableFeedback' : 'markups.notAttachable';
  const rows = await tx
    .update(markups)
    .set({ ...input.to, updatedAt: new Date() })
    .where(
      and(
        inArray(markups.id, ids),
        eq(markups.projectId, input.projectId),
        isNull(markups.decisionId),
        isNull(markups.messageId),
        ne(markups.status, 'closed'),
        // HQ sends its own stage's drafts, not the validators' (docs/review.md).
        toMessage ? eq(markups.authorRole, FEEDBACK_MARKUP_ROLE) : undefined,
      ),
    )
    .returning({ id: markups.id });
  if (rows.length !== ids.length) throw badRequest(refusal, { MarkupIds: refusal });
  const [kind, id] =
    'messageId' in input.to
      ? (['message', input.to.messageId] as const)
      : (['decision', input.to.decisionId] as const);
  return (await attachedGroups(tx, input.projectId, kind, [id])).get(id) ?? [];
}

/** The markups attached to each of these decisions (or messages), per document version, in version order. */
export async function attachedGroups(
  db: DbOrTx,
  projectId: number,
  to: 'decision' | 'message',
  ids: number[],
): Promise<Map<number, AttachedMarkups[]>> {
  const groups = new Map<number, AttachedMarkups[]>();
  if (!ids.length) return groups;
  const column = columnOf(to);
  const rows = await db
    .select({
      id: markups.id,
      owner: column,
      documentId: markups.documentId,
      slot: projectDocuments.slot,
    })
    .from(markups)
    .innerJoin(projectDocuments, eq(projectDocuments.id, markups.documentId))
    .where(and(eq(markups.projectId, projectId), inArray(column, ids)))
    .orderBy(asc(markups.documentId), asc(markups.id));
  if (!rows.length) return groups;
  const versions = await versionNumbers(db, projectId);
  for (const row of rows) {
    if (row.owner === null) continue;
    const list = groups.get(row.owner) ?? [];
    let group = list.find((g) => g.documentId === row.documentId);
    if (!group) {
      group = {
        documentId: row.documentId,
        slot: row.slot,
        version: versions.get(row.documentId) ?? 1,
        count: 0,
        markupIds: [],
      };
      list.push(group);
    }
    group.count += 1;
    group.markupIds.push(row.id);
    groups.set(row.owner, list);
  }
  return groups;
}

/** "3 markups on Facade Plan v2; 1 markup on Situation Plan v1" in `lang`; '' when none. */
export function markupSummary(lang: Language, groups: readonly AttachedMarkups[]): string {
  return groups
    .map((g) =>
      t(lang, g.count === 1 ? 'markups.summary.one' : 'markups.summary.other', {
        count: g.count,
        document: t(lang, `design.doc.${g.slot}`),
        version: g.version,
      }),
    )
    .join('; ');
}

/** Attached (to a decision or to HQ's feedback), as SQL. */
export const attachedSql = () => or(isNotNull(markups.decisionId), isNotNull(markups.messageId));

/** Markups attached and not closed: what the reviewers still have to check. */
export async function openMarkupCount(db: DbOrTx, projectId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(markups)
    .where(and(eq(markups.projectId, projectId), attachedSql(), ne(markups.status, 'closed')));
  return row?.n ?? 0;
}
