import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CONTRACT_TYPES,
  isKnownCountry,
  keptRegion,
  type createProjectBody,
  type MessageBody,
} from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { brands, sites } from '../../db/schema';
import type { SignedInContext } from '../../platform/api';
import { audit } from '../../platform/audit';
import { badRequest, notFound, refused } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { can } from '../../platform/policy';
import { replaceProjectBrands, syncSiteCopies } from '../projects/list-copies';
import { lockKnownProject, visibleProject } from '../projects/record';
import { refuseWhilePaused } from '../projects/paused';

type SiteInformation = z.output<typeof createProjectBody>;

export interface SaveSiteInformationInput {
  body: SiteInformation;
}

/** Brand ids, contract types and the country must exist: a 400 with the field, never a database error. */
async function checkReferences(db: DbOrTx, body: SiteInformation) {
  const fields: Record<string, string> = {};
  const brandIds = body.BrandDetail.map((b) => b.BrandId);
  const known = await db.select({ id: brands.id }).from(brands).where(inArray(brands.id, brandIds));
  if (known.length !== new Set(brandIds).size) fields.BrandDetail = 'validation.unknownBrand';
  else if (body.BrandDetail.some((b) => b.ContractTypeId > CONTRACT_TYPES.length))
    fields.BrandDetail = 'project.validation.contractType';
  if (!isKnownCountry(body.Country)) fields.Country = 'validation.unknownCountry';
  if (Object.keys(fields).length) throw badRequest('validation.invalid', fields);
}

/**
 * POST /Projects/CreateProject (docs/lifecycle.md): saves the Site information tab: only the project's
 * originator, only while the project is neither submitted for approval nor locked (existing location) nor
 * paused. Updates the site, the project's brands and the list copies of every project at the site, with an
 * audit row, in one transaction.
 */
export async function saveSiteInformation(
  { db, auth, actor, lang }: SignedInContext,
  { body }: SaveSiteInformationInput,
): Promise<MessageBody> {
  await checkReferences(db, body);
  await db.transaction(async (tx) => {
    await visibleProject(tx, auth, body.ProjectId);
    const project = await lockKnownProject(tx, body.ProjectId);
    if (!can(auth, 'editSite', project)) throw notFound();
    refuseWhilePaused(project, auth);
    if (project.isSubmittedForApproval || project.siteInfoLocked) throw refused('project.siteInfoLocked');
    await tx
      .update(sites)
      .set({
        siteName: body.SiteName,
        street: body.Street,
        city: body.City,
        zipCode: body.ZipCode,
        countryCode: body.Country,
        region: keptRegion(body.Country, body.Region),
        vatNumber: body.VATNumber,
        arcadLocationCode: body.AncCodeCpltVo,
        retailerFullName: body.Retailer_FullName,
        retailerPhone: body.Retailer_Phone,
        retailerEmail: body.Retailer_EmailAddress,
        ...(body.Latitude != null && body.Longitude != null
          ? { latitude: body.Latitude, longitude: body.Longitude }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(sites.id, project.siteId));
    await replaceProjectBrands(
      tx,
      project.id,
      body.BrandDetail.map((b) => ({
        brandId: b.BrandId,
        contractTypeId: b.ContractTypeId,
        salesVolume: b.SalesVolume,
      })),
    );
    await syncSiteCopies(tx, project.siteId);
    await audit(tx, actor, 'projectLifecycle.siteInfo', 'project', project.id, {
      siteId: project.siteId,
      brandIds: body.BrandDetail.map((b) => b.BrandId),
    });
  });
  return { statusCode: 200, message: t(lang, 'project.siteInfoUpdated') };
}
