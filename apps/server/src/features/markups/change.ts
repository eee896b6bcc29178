import { eq } from 'drizzle-orm';
import type { MarkupView } from '@portal/contract';
import { theRow, type Tx } from '../../db/client';
import { markups } from '../../db/schema';
import type { SignedInContext } from '../../platform/api';
import { audit } from '../../platform/audit';
import { forbidden, refused } from '../../platform/errors';
import { auditDetail, viewOf, visibleMarkup } from './markup-record';

type Loaded = Awaited<ReturnType<typeof visibleMarkup>>;

/**
 * One change to a markup (docs/review.md): loads it as the caller sees it (404), asks `allowed` (403 for who,
 * 405 for when), then writes the change and its audit row in one transaction, the row locked so two changes
 * do not cross.
 */
export async function changeMarkup(
  ctx: SignedInContext,
  markupId: number,
  change: {
    action: string;
    allowed: (loaded: Loaded) => void;
    values: (loaded: Loaded) => Partial<typeof markups.$inferInsert>;
    detail?: (loaded: Loaded) => Record<string, unknown>;
  },
): Promise<MarkupView> {
  const loaded = await visibleMarkup(ctx.db, ctx.auth, markupId);
  return ctx.db.transaction(async (tx) => {
    const locked = await relock(tx, loaded);
    change.allowed(locked);
    const row = theRow(
      await tx
        .update(markups)
        .set({ ...change.values(locked), updatedAt: new Date() })
        .where(eq(markups.id, markupId))
        .returning(),
      'the changed markup',
    );
    await audit(
      tx,
      ctx.actor,
      change.action,
      'project',
      row.projectId,
      auditDetail(row, loaded.version, change.detail?.(locked) ?? {}),
    );
    return viewOf(loaded.user, loaded.project, row, loaded.version);
  });
}

/** The markup as it is under its lock (a concurrent change is seen, not overwritten). */
export async function relock(tx: Tx, loaded: Loaded): Promise<Loaded> {
  const [row] = await tx.select().from(markups).where(eq(markups.id, loaded.markup.id)).for('update');
  if (!row) throw refused('markups.gone');
  return { ...loaded, markup: row };
}

export const need = (condition: boolean, refusal: () => Error) => {
  if (!condition) throw refusal();
};
export const notAllowed = () => forbidden();
