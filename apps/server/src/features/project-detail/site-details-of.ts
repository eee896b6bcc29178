import { asc, eq } from 'drizzle-orm';
import { countryLabelOf, type SiteDetails } from '@portal/contract';
import { brands, projectBrands } from '../../db/schema';
import type { SignedInContext } from '../../platform/api';
import { notFound } from '../../platform/errors';
import { visibleProject } from '../projects/record';
import { siteOf } from './site-of';

export interface SiteDetailsOfInput {
  /** The project's originator (as the list row gives it) or 0. */
  userId: number;
  projectId: number;
}

/**
 * GET /projects/GetProjectDetailsForUser/{userId}/{projectId}: the Site information tab. Non-editable:
 * created on a chosen existing location, or paused.
 */
export async function siteDetailsOf(
  { db, auth }: SignedInContext,
  { userId, projectId }: SiteDetailsOfInput,
): Promise<SiteDetails> {
  const project = await visibleProject(db, auth, projectId);
  if (userId !== 0 && userId !== project.originatorUserId) throw notFound();
  const [site, brandRows] = await Promise.all([
    siteOf(db, project.siteId),
    db
      .select({
        brandId: projectBrands.brandId,
        brandName: brands.name,
        contractTypeId: projectBrands.contractTypeId,
        salesVolume: projectBrands.salesVolume,
      })
      .from(projectBrands)
      .innerJoin(brands, eq(brands.id, projectBrands.brandId))
      .where(eq(projectBrands.projectId, projectId))
      .orderBy(asc(projectBrands.brandId)),
  ]);
  return {
    userId: project.originatorUserId,
    projectId: project.id,
    siteName: site.siteName,
    street: site.street,
    city: site.city,
    zipCode: site.zipCode,
    country: countryLabelOf(site.countryCode),
    countryCode: site.countryCode,
    vatNumber: site.vatNumber,
    ancCodeCpltVo: site.arcadLocationCode,
    region: site.region,
    isDocumentOnly: project.documentationOnly,
    isSiteInfoNonEditable: project.siteInfoLocked || !project.isEnabled,
    isSubmittedForApproval: project.isSubmittedForApproval,
    retailer_FullName: site.retailerFullName,
    retailer_EmailAddress: site.retailerEmail,
    retailer_Phone: site.retailerPhone,
    brandDetails: brandRows,
    latitude: site.latitude,
    longitude: site.longitude,
  };
}
