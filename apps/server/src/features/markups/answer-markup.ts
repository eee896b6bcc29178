import { isAttached, type MarkupView } from '@portal/contract';
import type { SignedInContext } from '../../platform/api';
import { refused } from '../../platform/errors';
import { can, mayChangeWhilePaused } from '../../platform/policy';
import { displayName } from './markup-record';
import { changeMarkup, need, notAllowed } from './change';

/**
 * POST markups/{markupId}/answer: the originator answers a markup attached to a decision with a note and marks
 * it addressed; answering again replaces the answer. A closed markup is not answered (405).
 */
export async function answerMarkup(
  ctx: SignedInContext,
  markupId: number,
  note: string,
): Promise<MarkupView> {
  const name = await displayName(ctx.db, ctx.auth);
  return changeMarkup(ctx, markupId, {
    action: 'markup.answer',
    allowed: ({ markup, project, user }) => {
      need(can(user, 'answerMarkup', project), notAllowed);
      need(project.isEnabled || mayChangeWhilePaused(user), () => refused('markups.paused'));
      need(isAttached(markup) && markup.status !== 'closed', () => refused('markups.notAnswerable'));
    },
    values: () => ({ answer: note, answeredByName: name, answeredAt: new Date(), status: 'addressed' }),
    detail: () => ({ answer: note }),
  });
}
