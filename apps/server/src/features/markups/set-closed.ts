import { isAttached, type MarkupView } from '@portal/contract';
import type { SignedInContext } from '../../platform/api';
import { refused } from '../../platform/errors';
import { can, isMarkupAuthor, mayChangeWhilePaused } from '../../platform/policy';
import { changeMarkup, need, notAllowed } from './change';

/**
 * POST markups/{markupId}/closed: its author closes a markup attached to a decision (Closed: true), or opens it
 * again (false): back to addressed when the originator had answered, else open. A no-op change is a 405.
 */
export function setMarkupClosed(
  ctx: SignedInContext,
  markupId: number,
  closed: boolean,
): Promise<MarkupView> {
  return changeMarkup(ctx, markupId, {
    action: closed ? 'markup.close' : 'markup.reopen',
    allowed: ({ markup, project, user }) => {
      need(isMarkupAuthor(user, markup) && can(user, 'closeMarkup', project), notAllowed);
      need(project.isEnabled || mayChangeWhilePaused(user), () => refused('markups.paused'));
      need(isAttached(markup), () => refused('markups.notAttached'));
      need((markup.status === 'closed') !== closed, () =>
        refused(closed ? 'markups.alreadyClosed' : 'markups.notClosed'),
      );
    },
    values: ({ markup }) =>
      closed
        ? { status: 'closed', closedAt: new Date() }
        : { status: markup.answer !== null ? 'addressed' : 'open', closedAt: null },
  });
}
