import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { linkBody, messageBody, scopeRequestDetail } from '@portal/contract';
import { actorOf } from '../../platform/auth';
import { requestLanguage } from '../../platform/i18n';
import { decideScopeRequest, scopeRequestDetail as loadDetail } from './scope-requests';

/**
 * A Retail Network Development user's wider markets and brands, decided by the mailed link
 * /user/approveScopeRequest?email=…&token=… (DESIGN §3, §5), as sign-up approval is. Not yet in the
 * contract's route table: to be moved there (accountsApi) with these schemas.
 */
export async function scopeRequestRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['profile'];
  // As sign-up approval: public (the link is the authority) and limited per IP like the sign-in calls.
  const open = {
    access: 'public' as const,
    rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' },
  };

  app.post(
    '/users/getscoperequest',
    { config: open, schema: { tags, body: linkBody, response: { 200: scopeRequestDetail } } },
    (request) => loadDetail(app.db, request.body.Email, request.body.Token, requestLanguage(request)),
  );
  for (const [path, approve] of [
    ['/users/approvescoperequest', true],
    ['/users/rejectscoperequest', false],
  ] as const)
    app.post(
      path,
      { config: open, schema: { tags, body: linkBody, response: { 200: messageBody } } },
      (request) =>
        decideScopeRequest(
          app.db,
          app.config,
          request.body.Email,
          request.body.Token,
          approve,
          actorOf(request),
          requestLanguage(request),
        ),
    );
}
