import { audit } from '../../platform/audit';
import type { FeatureHandlers } from '../../platform/api';
import { t } from '../../platform/i18n';
import { enqueueMail } from '../../platform/mail';

export const helpdeskHandlers: FeatureHandlers<'userHelpDesk'> = {
  // The public help form (spec 000 §2.7): mailed to the help-desk address.
  userHelpDesk: async ({ db, config, body, actor, lang }) => {
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
  },
};
