import { eq } from 'drizzle-orm';
import { isAttached } from '@portal/contract';
import type { SignedInContext } from '../../platform/api';
import { markups } from '../../db/schema';
import { audit } from '../../platform/audit';
import { refused } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { can, isMarkupAuthor, mayChangeWhilePaused } from '../../platform/policy';
import { auditDetail, visibleMarkup } from './markup-record';
import { need, notAllowed, relock } from './change';

/** DELETE markups/{markupId}: its author deletes a draft (once attached to a decision it stays: 405). */
export async function deleteMarkup(ctx: SignedInContext, markupId: number): Promise<{ message: string }> {
  const loaded = await visibleMarkup(ctx.db, ctx.auth, markupId);
  await ctx.db.transaction(async (tx) => {
    const { markup, project, user } = await relock(tx, loaded);
    need(isMarkupAuthor(user, markup) && can(user, 'closeMarkup', project), notAllowed);
    need(project.isEnabled || mayChangeWhilePaused(user), () => refused('markups.paused'));
    need(!isAttached(markup), () => refused('markups.attached'));
    await tx.delete(markups).where(eq(markups.id, markup.id));
    await audit(
      tx,
      ctx.actor,
      'markup.delete',
      'project',
      markup.projectId,
      auditDetail(markup, loaded.version),
    );
  });
  return { message: t(ctx.lang, 'markups.deleted') };
}
