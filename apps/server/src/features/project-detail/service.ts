import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CONTRACT_TYPES,
  countryLabelOf,
  isKnownCountry,
  keptRegion,
  statusName,
  type createProjectBody,
  type Language,
  type MessageBody,
  type ProjectUserDetails,
  type SiteDetails,
  type SiteHistoryRow,
  type UserLocation,
} from '@portal/contract';
import type { Db, DbOrTx } from '../../db/client';
import { brands, projectBrands, projects, projectStatusHistory, sites, users } from '../../db/schema';
import { audit, type Actor } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth';
import { badRequest, notFound, refused } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { can, dataScope, isOwnAccount, mayChangeWhilePaused, scopeCondition } from '../../platform/policy';
import { listBrandText, replaceProjectBrands, syncSiteCopies } from '../projects/list-copies';
import { lockProject, visibleProject, visibleProjectStatus, type ProjectRecord } from '../projects/record';

type Caller = Pick<AuthContext, 'userId' | 'role'>;
type SiteInformation = z.output<typeof createProjectBody>;

async function emailOf(db: DbOrTx, userId: number | null): Promise<string> {
  if (userId == null) return '';
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? '';
}

async function siteOf(db: DbOrTx, siteId: number) {
  const [site] = await db.select().from(sites).where(eq(sites.id, siteId));
  if (!site) throw notFound();
  return site;
}

/** A paused project is read-only for everyone but the Validation Center Team (docs/lifecycle.md). */
function refuseWhilePaused(project: ProjectRecord, auth: Caller) {
  if (!project.isEnabled && !mayChangeWhilePaused(auth)) throw refused('project.paused');
}

// ---- GET /projects/GetProjectUserDetails/{projectId} ----

/** The summary card: site, status, planned opening, originator email and the brand chips. */
export async function projectUserDetails(
  db: Db,
  auth: Caller,
  projectId: number,
): Promise<ProjectUserDetails> {
  const project = await visibleProject(db, auth, projectId);
  const [email, logos] = await Promise.all([
    emailOf(db, project.originatorUserId),
    db
      .select({
        brandId: brands.id,
        brandName: brands.name,
        colour: brands.colour,
        isProfessional: brands.isProfessional,
      })
      .from(projectBrands)
      .innerJoin(brands, eq(brands.id, projectBrands.brandId))
      .where(eq(projectBrands.projectId, projectId))
      .orderBy(asc(brands.id)),
  ]);
  return {
    projectId: project.id,
    userId: project.originatorUserId,
    projectUniqueId: project.uniqueCode,
    siteName: project.siteName,
    city: project.city,
    country: countryLabelOf(project.countryCode),
    countryCode: project.countryCode,
    projectStatus: statusName(project.statusId),
    statusId: project.statusId,
    plannedOpeningDate: project.plannedOpeningDate,
    emailAddress: email,
    isEnabled: project.isEnabled,
    logoPath: logos,
  };
}

// ---- GET users/getuserbyid/{userId}?projectId= ----

/** The map position: the project's site when a project is named (scope checked), else the caller's own. */
export async function locationOf(
  db: Db,
  auth: Caller,
  userId: number,
  projectId: number | undefined,
): Promise<UserLocation> {
  if (projectId != null) {
    const project = await visibleProject(db, auth, projectId);
    const site = await siteOf(db, project.siteId);
    return { latitude: site.latitude, longitude: site.longitude };
  }
  if (!isOwnAccount(auth, userId)) throw notFound();
  const [user] = await db
    .select({ latitude: users.latitude, longitude: users.longitude })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound();
  return user;
}

// ---- POST /Projects/UpdateProjectLocation/{projectId} ----

/** Saves the marker position on the project's site: its originator or its Retail Location account. */
export async function updateLocation(
  db: Db,
  auth: Caller,
  projectId: number,
  position: { Latitude: number; Longitude: number },
  actor: Actor,
  lang: Language,
): Promise<MessageBody> {
  await db.transaction(async (tx) => {
    await visibleProject(tx, auth, projectId);
    const project = (await lockProject(tx, projectId))!;
    if (!can(auth, 'moveMarker', project)) throw notFound();
    refuseWhilePaused(project, auth);
    await tx
      .update(sites)
      .set({ latitude: position.Latitude, longitude: position.Longitude, updatedAt: new Date() })
      .where(eq(sites.id, project.siteId));
    await audit(tx, actor, 'projectLifecycle.location', 'project', projectId, {
      siteId: project.siteId,
      latitude: position.Latitude,
      longitude: position.Longitude,
    });
  });
  return { statusCode: 200, message: t(lang, 'project.locationUpdated') };
}

// ---- GET /projects/GetProjectLatestStatus/{projectId} ----

export async function latestStatusOf(db: Db, auth: Caller, projectId: number) {
  const { statusId } = await visibleProjectStatus(db, auth, projectId);
  return { statusId, status: statusName(statusId) };
}

// ---- GET /projects/GetProjectDetailsForUser/{userId}/{projectId} ----

/**
 * The Site information tab. `userId` is the project's originator (as the list row gives it) or 0.
 * Non-editable: created on a chosen existing location, or paused.
 */
export async function siteDetailsOf(
  db: Db,
  auth: Caller,
  userId: number,
  projectId: number,
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

// ---- POST /Projects/CreateProject (site information save, docs/lifecycle.md) ----

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
 * Saves the Site information tab: only the project's originator, only while the project is neither
 * submitted for approval nor locked (existing location) nor paused. Updates the site, the project's
 * brands and the list copies of every project at the site, with an audit row, in one transaction.
 */
export async function saveSiteInformation(
  db: Db,
  auth: Caller,
  body: SiteInformation,
  actor: Actor,
  lang: Language,
): Promise<MessageBody> {
  await checkReferences(db, body);
  await db.transaction(async (tx) => {
    await visibleProject(tx, auth, body.ProjectId);
    const project = (await lockProject(tx, body.ProjectId))!;
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

// ---- GET Sites/GetAllSiteProjectsHistory/{projectId} ----

/** The projects at the same site that the caller may see, newest first (the project itself included). */
export async function siteHistoryOf(db: Db, auth: Caller, projectId: number): Promise<SiteHistoryRow[]> {
  const project = await visibleProject(db, auth, projectId);
  const scope = await dataScope(db, auth);
  const rows = await db
    .select({
      projectId: projects.id,
      userId: projects.originatorUserId,
      siteName: projects.siteName,
      brandNames: projects.brandNames,
      createdAt: projects.createdAt,
      isEnabled: projects.isEnabled,
    })
    .from(projects)
    .where(and(eq(projects.siteId, project.siteId), scopeCondition(scope)))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(500);
  return rows.map((r) => ({
    projectId: r.projectId,
    userId: r.userId,
    siteName: r.siteName,
    brands: listBrandText(r.brandNames),
    createdOn: r.createdAt.toISOString(),
    isEnabled: r.isEnabled,
  }));
}

// ---- GET /projects/GetProjectStatusHistory/{projectId} ----

/** Every status the project went through, newest first, with who changed it. */
export async function statusHistoryOf(db: Db, auth: Caller, projectId: number) {
  await visibleProject(db, auth, projectId);
  const rows = await db
    .select()
    .from(projectStatusHistory)
    .where(eq(projectStatusHistory.projectId, projectId))
    .orderBy(desc(projectStatusHistory.changedAt), desc(projectStatusHistory.id));
  return rows.map((r) => ({
    statusId: r.statusId,
    status: statusName(r.statusId),
    changedOn: r.changedAt.toISOString(),
    changedBy: r.changedByEmail,
  }));
}
