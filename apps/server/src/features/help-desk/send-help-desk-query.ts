import { type Api, type MessageBody, type ParsedBody } from '@portal/contract';
import { audit } from '../../platform/audit';
import type { SignedInContext } from '../../platform/api';
import { roleText, t } from '../../platform/i18n';
import { enqueueMail } from '../../platform/mail';

/**
 * POST users/authorizeduserhelpdesk (spec 002 §2, §5, §7): a signed-in user's query, mailed (in English) to
 * the help-desk address with an audit row, in one transaction. The mail gives the account's own address and
 * role, so the help desk answers the person who is signed in whatever the body's `Email` says.
 */
export async function sendHelpDeskQuery(
  ctx: SignedInContext,
  body: ParsedBody<Api['authorizedUserHelpDesk']>,
): Promise<MessageBody> {
  const { db, config, auth, actor, lang } = ctx;
  await db.transaction(async (tx) => {
    await enqueueMail(tx, {
      to: config.helpdeskEmail,
      lang: 'en',
      template: 'helpDeskQuery',
      vars: {
        name: body.UserName,
        email: auth.email,
        role: roleText('en', auth.role),
        subject: body.Subject,
        queries: body.Queries,
      },
    });
    await audit(tx, actor, 'helpdesk.query', 'user', auth.userId, { subject: body.Subject });
  });
  return { statusCode: 200, message: t(lang, 'helpDesk.sent') };
}
