import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asc, ne } from 'drizzle-orm';
import {
  accountDetailBody,
  approvalDetail,
  brand,
  changeFirstTimePasswordBody,
  changePasswordByLinkBody,
  contractType,
  createAccountBody,
  forgotPasswordAnswer,
  forgotPasswordBody,
  linkBody,
  market,
  messageBody,
  NON_PSA_BRAND,
} from '@portal/contract';
import { brands, contractTypes, countries } from '../../db/schema';
import { actorOf, bearerToken } from '../../platform/auth';
import { requestLanguage } from '../../platform/i18n';
import { authRateLimit } from '../../platform/rate-limits';
import {
  accountExists,
  approvalDetail as loadApprovalDetail,
  changeFirstTimePassword,
  createAccount,
  decide,
  forgotPassword,
  resetPassword,
} from './service';

export async function accountsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];
  const open = { access: 'public' as const, ...authRateLimit(app) };

  // ---- lookups used by the sign-up forms ----
  app.get(
    '/users/getmarkets',
    { config: { access: 'public' }, schema: { tags, response: { 200: z.array(market) } } },
    async () => {
      const rows = await app.db.select().from(countries).orderBy(asc(countries.label));
      return rows.map((c) => ({
        countryCode: c.code,
        market_country: c.label,
        phonePrefix: c.phonePrefix,
        isEECluster: c.isEeCluster,
      }));
    },
  );
  app.get(
    '/users/getbrands',
    { config: { access: 'public' }, schema: { tags, response: { 200: z.array(brand) } } },
    async () => {
      const rows = await app.db
        .select()
        .from(brands)
        .where(ne(brands.name, NON_PSA_BRAND))
        .orderBy(asc(brands.id));
      return rows.map((b) => ({ brand_id: b.id, brand_name: b.name, colour: b.colour }));
    },
  );
  app.get(
    '/users/getcontracttypes',
    { config: { access: 'public' }, schema: { tags, response: { 200: z.array(contractType) } } },
    async () => {
      const rows = await app.db.select().from(contractTypes).orderBy(asc(contractTypes.id));
      // Spec 000 §3 names the lookup's field brandName; the id stays beside it.
      return rows.map((c) => ({ contractTypeId: c.id, brandName: c.name }));
    },
  );

  // ---- sign-up and approval by link ----
  app.post(
    '/users/createaccount',
    { config: open, schema: { tags, body: createAccountBody, response: { 200: messageBody } } },
    (request) => createAccount(app.db, app.config, request.body, actorOf(request), requestLanguage(request)),
  );
  app.post(
    '/users/getaccountdetail',
    { config: open, schema: { tags, body: accountDetailBody, response: { 200: z.number() } } },
    (request) => accountExists(app.db, request.body.email),
  );
  app.post(
    '/users/getapprove',
    { config: open, schema: { tags, body: linkBody, response: { 200: approvalDetail } } },
    (request) => loadApprovalDetail(app.db, request.body.Email, request.body.Token, requestLanguage(request)),
  );
  app.post(
    '/users/approveuser',
    { config: open, schema: { tags, body: linkBody, response: { 200: messageBody } } },
    (request) => decide(app.db, app.config, request.body.Email, request.body.Token, true, actorOf(request)),
  );
  app.post(
    '/users/rejectuser',
    { config: open, schema: { tags, body: linkBody, response: { 200: messageBody } } },
    (request) => decide(app.db, app.config, request.body.Email, request.body.Token, false, actorOf(request)),
  );

  // ---- passwords ----
  app.post(
    '/users/forgotpassword',
    { config: open, schema: { tags, body: forgotPasswordBody, response: { 200: forgotPasswordAnswer } } },
    async (request) => ({
      isUserActivated: await forgotPassword(app.db, app.config, request.body.Email, actorOf(request)),
    }),
  );
  app.post(
    '/users/changepassword',
    { config: open, schema: { tags, body: changePasswordByLinkBody, response: { 200: messageBody } } },
    (request) =>
      resetPassword(
        app.db,
        request.body.Email,
        request.body.NewPassword,
        bearerToken(request),
        actorOf(request),
      ),
  );
  app.post(
    '/users/changefirsttimepassword',
    {
      config: { access: 'optional', ...authRateLimit(app) },
      schema: { tags, body: changeFirstTimePasswordBody },
    },
    (request) => changeFirstTimePassword(app.db, request.body, request.auth, actorOf(request)),
  );
}
