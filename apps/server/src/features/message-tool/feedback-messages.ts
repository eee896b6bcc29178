import { toLanguage, type AttachedMarkups } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { t, type Vars } from '../../platform/i18n';
import { enqueueMail } from '../../platform/mail';
import { notify, type NotificationEvent, type Recipient } from '../../platform/notifications';
import { markupSummary } from '../projects/markups';

/**
 * What HQ's Feedback Provided tells people (docs/lifecycle.md, docs/review.md), in the message's transaction:
 * the Validation Center team's notifications and the mail to whoever asked, each saying in the reader's
 * language which markups HQ sent with it ("2 markups on New Project Facade Plan v1").
 */
export async function tellFeedback(
  tx: DbOrTx,
  input: {
    team: Recipient[];
    requesters: (Recipient & { email: string; firstName: string })[];
    event: Omit<NotificationEvent, 'template' | 'vars'>;
    vars: Vars;
    mailVars: Vars;
    markups: AttachedMarkups[];
  },
): Promise<void> {
  const { team, requesters, event, markups } = input;
  // One call per language: the markups' count is written out before the template escapes it.
  for (const lang of new Set(team.map((r) => toLanguage(r.language))))
    await notify(
      tx,
      team.filter((r) => toLanguage(r.language) === lang),
      {
        ...event,
        template: 'feedbackProvided',
        vars: { ...input.vars, markups: markups.length ? ` ${markupSummary(lang, markups)}.` : '' },
      },
    );
  for (const vc of requesters) {
    const lang = toLanguage(vc.language);
    await enqueueMail(tx, {
      to: vc.email,
      lang,
      template: 'feedbackProvided',
      vars: {
        ...input.mailVars,
        firstName: vc.firstName,
        markups: markups.length
          ? `\n\n${t(lang, 'markups.mail.feedback', { summary: markupSummary(lang, markups) })}`
          : '',
      },
    });
  }
}
