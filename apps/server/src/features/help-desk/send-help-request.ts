import type { Api, MessageBody, ParsedBody } from '@portal/contract';
import { audit } from '../../platform/audit';
import type { CommandContext } from '../../platform/api';
import { t } from '../../platform/i18n';
import { enqueueMail } from '../../platform/mail';

/** POST users/userhelpdesk, the public help form (spec 000 §2.7): mailed to the help-desk address. */
export async function sendHelpRequest(
  ctx: CommandContext,
  body: ParsedBody<Api['userHelpDesk']>,
): Promise<MessageBody> {
  const { db, config, actor, lang } = ctx;
  const { Email, UserName, Queries } = body;
  await db.transaction(async (tx) => {
    await enqueueMail(tx, {
      to: config.helpdeskEmail,
      lang: 'en',
      template: 'helpRequest',
      vars: { name: UserName, email: Email, queries: Queries },
    });
    await audit(tx, actor, 'helpdesk.request', 'helpdesk', Email);
  });
  return { statusCode: 200, message: t(lang, 'help.sent') };
}
