import type { MarkupView } from '@portal/contract';
import type { SignedInContext } from '../../platform/api';
import { refused } from '../../platform/errors';
import { can, isMarkupAuthor, mayChangeWhilePaused } from '../../platform/policy';
import { changeMarkup, need, notAllowed } from './change';

/** POST markups/{markupId}/note: its author changes the note while the markup is open (docs/review.md). */
export function editMarkupNote(ctx: SignedInContext, markupId: number, note: string): Promise<MarkupView> {
  return changeMarkup(ctx, markupId, {
    action: 'markup.edit',
    allowed: ({ markup, project, user }) => {
      need(isMarkupAuthor(user, markup) && can(user, 'closeMarkup', project), notAllowed);
      need(project.isEnabled || mayChangeWhilePaused(user), () => refused('markups.paused'));
      need(markup.status === 'open', () => refused('markups.notOpen'));
    },
    values: () => ({ note }),
    detail: () => ({ note }),
  });
}
