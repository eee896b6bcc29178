import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  keptRegion,
  ROLES,
  type Language,
  type liteAccountAnswer,
  type liteAccountBody,
  type liteAccountWithoutOriginatorBody,
} from '@portal/contract';
import { theRow, type Tx } from '../../../db/client';
import {
  originatorRequests,
  sites,
  userBrands,
  userMarkets,
  users,
  type RequestBrand,
} from '../../../db/schema';
import type { SignedInContext } from '../../../platform/api';
import { audit, type Actor } from '../../../platform/audit';
import { refused } from '../../../platform/errors';
import { t } from '../../../platform/i18n';
import { hashPassword, temporaryPassword } from '../../../platform/passwords';
import { userByEmail } from '../../accounts/users';
import { createProject } from '../../projects/create';
import { checkKnownCountry, knownBrands } from '../checks';
import { mailLiteAccountCreated, mailLiteAccountLinked, mailRequestApproved } from '../mails';
import { lockPendingRequest } from '../pending-request';

type LiteBody = z.output<typeof liteAccountBody> | z.output<typeof liteAccountWithoutOriginatorBody>;

export interface CreateLiteAccountInput {
  body: LiteBody;
  /**
   * The pending new-location request this creates (POST /users/createliteaccount), or null for a location
   * without request (POST /users/createliteaccountwithoutoriginator).
   */
  requestId: number | null;
}

/**
 * A new location with its lite Retail Location account (VC; docs/lifecycle.md, spec 002 §5, §7): in one
 * transaction the site, the account (or the existing Retail Location account with that email), the
 * project, the mails and, for a request, its decision and the originator's mail.
 */
export async function createLiteAccount(
  { db, config, auth, actor, lang }: SignedInContext,
  { body, requestId }: CreateLiteAccountInput,
): Promise<z.infer<typeof liteAccountAnswer>> {
  const brandList = knownBrands(body.BrandDetail, 'BrandDetail');
  // The schema asks for exactly one market; an empty one would be refused as an unknown country.
  const [countryCode = ''] = body.arMarkets;
  checkKnownCountry(countryCode, 'arMarkets');
  // Hashed before the transaction: the row locks are held for as short a time as possible.
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);

  return db.transaction(async (tx) => {
    const request = requestId === null ? undefined : await lockPendingRequest(tx, requestId);
    if (request && !request.isNewCreation) throw refused('request.notNewCreation');

    const now = new Date();
    const existing = await userByEmail(tx, body.Email);
    if (existing && existing.role !== ROLES.RETAIL) throw refused('request.emailTaken');
    const account =
      existing ??
      (await insertLiteUser(tx, {
        body,
        countryCode,
        brandList,
        passwordHash,
        lang,
        decidedBy: auth.email,
        actor,
      }));

    const site = theRow(
      await tx
        .insert(sites)
        .values({
          siteName: body.SiteName,
          street: body.Street,
          city: body.City,
          zipCode: body.ZipCode,
          countryCode,
          region: keptRegion(countryCode, body.Regions),
          vatNumber: body.VAT_Number,
          arcadLocationCode: request?.arcadLocationCode ?? '',
          rrdi: request?.rrdi ?? '',
          rrdiSecondary: request?.rrdiSecondary ?? '',
          retailerFullName: body.Retailer_FullName,
          retailerPhone: body.Retailer_Phone,
          retailerEmail: body.Retailer_EmailAddress,
          latitude: body.Latitude ?? request?.latitude ?? null,
          longitude: body.Longitude ?? request?.longitude ?? null,
          retailUserId: account.id,
        })
        .returning(),
      'the new site',
    );
    const project = await createProject(
      tx,
      {
        siteId: site.id,
        originatorUserId: request?.originatorUserId ?? null,
        retailUserId: account.id,
        brands: brandList,
        documentationOnly: request?.isDocumentOnly ?? false,
        siteInfoLocked: false,
      },
      actor,
    );
    await audit(tx, actor, 'liteAccount.siteCreate', 'site', site.id, { projectId: project.id });

    const mail = { account, site, projectCode: project.uniqueCode };
    if (existing) await mailLiteAccountLinked(tx, config, mail);
    else await mailLiteAccountCreated(tx, config, { ...mail, password });

    if (request) {
      await tx
        .update(originatorRequests)
        .set({
          status: 'created',
          projectId: project.id,
          siteId: site.id,
          decidedAt: now,
          decidedBy: auth.email,
        })
        .where(eq(originatorRequests.id, request.id));
      const originator = theRow(
        await tx.select().from(users).where(eq(users.id, request.originatorUserId)),
        "the request's originator",
      );
      await mailRequestApproved(tx, config, {
        originator,
        request,
        projectCode: project.uniqueCode,
      });
      await audit(tx, actor, 'siteRequest.create', 'originatorRequest', request.id, {
        projectId: project.id,
        uniqueCode: project.uniqueCode,
        retailUserId: account.id,
      });
    }
    return {
      statusCode: 200,
      // Say what happened: a new account, or a project added to the existing account with that email.
      message: existing
        ? t(lang, 'request.liteAccountLinked', { projectCode: project.uniqueCode, email: account.email })
        : t(lang, 'request.liteAccountCreated', { projectCode: project.uniqueCode }),
      accountCreated: !existing,
      userSequence: account.id,
      projectId: project.id,
      projectUniqueId: project.uniqueCode,
    };
  });
}

/** A new Retail Location account: accepted, with a temporary password to change at first sign-in (docs/accounts.md). */
async function insertLiteUser(
  tx: Tx,
  input: {
    body: LiteBody;
    countryCode: string;
    brandList: RequestBrand[];
    passwordHash: string;
    /** The account's language: the creating team member's. */
    lang: Language;
    decidedBy: string;
    actor: Actor;
  },
) {
  const { body } = input;
  const [created] = await tx
    .insert(users)
    .values({
      email: body.Email,
      firstName: body.FirstName,
      surName: '',
      role: ROLES.RETAIL,
      contactNumber: body.Retailer_Phone,
      siteName: body.SiteName,
      city: body.City,
      status: 'accepted',
      passwordHash: input.passwordHash,
      isFirstTimeLogin: true,
      language: input.lang,
      decidedAt: new Date(),
      decidedBy: input.decidedBy,
    })
    // Created meanwhile by a simultaneous call: that one wins, this one is refused.
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!created) throw refused('request.emailTaken');
  await tx.insert(userMarkets).values({ userId: created.id, countryCode: input.countryCode });
  await tx.insert(userBrands).values(
    [...new Set(input.brandList.map((brand) => brand.brandId))].map((brandId) => ({
      userId: created.id,
      brandId,
    })),
  );
  await audit(tx, input.actor, 'liteAccount.create', 'user', created.id, { email: created.email });
  return created;
}
