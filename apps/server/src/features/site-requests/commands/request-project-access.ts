import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  keptRegion,
  MAX_DB_ID,
  ROLES,
  toLanguage,
  type requestProjectAccessAnswer,
  type requestProjectAccessBody,
} from '@portal/contract';
import { theRow, type DbOrTx } from '../../../db/client';
import { notifications, originatorRequests, sites, users } from '../../../db/schema';
import type { SignedInContext } from '../../../platform/api';
import { audit } from '../../../platform/audit';
import { badRequest, refused } from '../../../platform/errors';
import { t } from '../../../platform/i18n';
import { brandNamesText } from '../../projects/list-copies';
import { checkKnownCountry, knownBrands } from '../checks';
import { duplicateSite } from '../duplicate-site';
import { mailRequestToApprovers } from '../mails';

type RequestBody = z.output<typeof requestProjectAccessBody>;

export interface RequestProjectAccessInput {
  body: RequestBody;
}

/**
 * POST /DynamicBrand/RequestProjectAccess (originator; docs/lifecycle.md, spec 002 §7): records a pending request
 * for a project at an existing or a new location, never a project. Accepted Validation Center Team
 * members get a notification, every approver a mail; one transaction with its audit row.
 */
export async function requestProjectAccess(
  ctx: SignedInContext,
  { body }: RequestProjectAccessInput,
): Promise<z.infer<typeof requestProjectAccessAnswer>> {
  const { db, config, auth, actor, lang } = ctx;
  const brandList = knownBrands(body.BrandDetails, 'BrandDetails');
  const location = body.IsNewProject ? await newLocation(db, body) : await existingLocation(db, body);
  checkKnownCountry(location.countryCode, 'Country');

  return db.transaction(async (tx) => {
    const originator = theRow(
      await tx.select().from(users).where(eq(users.id, auth.userId)),
      'the signed-in originator',
    );
    const request = theRow(
      await tx
        .insert(originatorRequests)
        .values({
          ...location,
          originatorUserId: auth.userId,
          isDocumentOnly: body.IsDocumentOnly,
          brandDetails: brandList,
          status: 'pending',
        })
        .returning(),
      'the new originator request',
    );
    const name = `${originator.firstName} ${originator.surName}`.trim();

    const team = await tx
      .select({ id: users.id, language: users.language })
      .from(users)
      .where(and(eq(users.role, ROLES.VC), eq(users.status, 'accepted')));
    if (team.length)
      await tx.insert(notifications).values(
        team.map((member) => ({
          userId: member.id,
          role: ROLES.ORIGINATOR,
          userName: name,
          siteName: request.siteName,
          message: t(toLanguage(member.language), 'request.notification', {
            name,
            siteName: request.siteName,
            city: request.city,
          }),
        })),
      );
    await mailRequestToApprovers(tx, config, {
      originator,
      originatorName: name,
      request: request,
      brandText: brandNamesText(brandList.map((brand) => brand.brandId)),
    });
    await audit(tx, actor, 'siteRequest.submit', 'originatorRequest', request.id, {
      isNewCreation: request.isNewCreation,
      siteId: request.siteId,
      isDocumentOnly: request.isDocumentOnly,
      allowDuplicate: body.IsNewProject && body.AllowDuplicateSiteCreation,
    });
    return { statusCode: 200, message: t(lang, 'request.sent'), originatorProjectRequestId: request.id };
  });
}

/** The chosen existing location: by SiteId, else by its ARCAD location code. */
async function chosenSite(db: DbOrTx, body: RequestBody) {
  const invalid = () => badRequest('validation.invalid', { SiteId: 'project.validation.existingSite' });
  if (body.SiteId) {
    if (body.SiteId > MAX_DB_ID) throw invalid();
    const [site] = await db.select().from(sites).where(eq(sites.id, body.SiteId));
    if (!site) throw invalid();
    return site;
  }
  const [site, another] = await db
    .select()
    .from(sites)
    .where(sql`upper(${sites.arcadLocationCode}) = upper(${body.ARCADLocationCode}::text)`)
    .limit(2);
  // An unknown code, or one shared by several sites, does not name a location.
  if (!site || another) throw invalid();
  return site;
}

/** The request's location fields copied from the chosen existing site. */
async function existingLocation(db: DbOrTx, body: RequestBody) {
  const site = await chosenSite(db, body);
  return {
    siteId: site.id,
    isNewCreation: false,
    siteName: site.siteName,
    street: site.street,
    city: site.city,
    zipCode: site.zipCode,
    countryCode: site.countryCode,
    region: site.region,
    arcadLocationCode: site.arcadLocationCode,
    rrdi: site.rrdi,
    rrdiSecondary: site.rrdiSecondary,
    retailerFullName: site.retailerFullName,
    retailerPhone: site.retailerPhone,
    retailerEmail: site.retailerEmail,
    latitude: site.latitude,
    longitude: site.longitude,
  };
}

/** The request's location fields as given for a new location, refused (405) when it duplicates a site. */
async function newLocation(db: DbOrTx, body: RequestBody) {
  checkKnownCountry(body.Country, 'Country');
  if (!body.AllowDuplicateSiteCreation) {
    const duplicate = await duplicateSite(db, {
      countryCode: body.Country,
      zipCode: body.ZipCode,
      street: body.Street,
      siteName: body.SiteName,
      city: body.City,
    });
    if (duplicate)
      throw refused('project.duplicateSite', { siteName: duplicate.siteName, city: duplicate.city });
  }
  return {
    siteId: null,
    isNewCreation: true,
    siteName: body.SiteName,
    street: body.Street,
    city: body.City,
    zipCode: body.ZipCode,
    countryCode: body.Country,
    region: keptRegion(body.Country, body.Region),
    arcadLocationCode: body.ARCADLocationCode,
    rrdi: body.RRDI,
    rrdiSecondary: body.RRDISecondry,
    retailerFullName: body.Retailer_FullName,
    retailerPhone: body.Retailer_Phone,
    retailerEmail: body.Retailer_EmailAddress,
    latitude: body.Latitude ?? null,
    longitude: body.Longitude ?? null,
  };
}
