import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { helpRequestBody, messageBody } from '@portal/contract';
import { actorOf } from '../../platform/auth';
import { audit } from '../../platform/audit';
import { requestLanguage, t } from '../../platform/i18n';
import { enqueueMail } from '../../platform/mail';
import { authRateLimit } from '../../platform/rate-limits';

export async function helpdeskRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // The public help form (spec 000 §2.7): mailed to the help-desk address.
  app.post(
    '/users/userhelpdesk',
    {
      config: { access: 'public', ...authRateLimit(app) },
      schema: { tags: ['helpdesk'], body: helpRequestBody, response: { 200: messageBody } },
    },
    async (request) => {
      const { Email, UserName, Queries } = request.body;
      await app.db.transaction(async (tx) => {
        await enqueueMail(tx, {
          to: app.config.helpdeskEmail,
          lang: 'en',
          template: 'helpRequest',
          vars: { name: UserName, email: Email, queries: Queries },
        });
        await audit(tx, actorOf(request), 'helpdesk.request', 'helpdesk', Email);
      });
      return { statusCode: 200, message: t(requestLanguage(request), 'help.sent') };
    },
  );
}
