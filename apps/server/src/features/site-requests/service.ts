import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BRANDS,
  CONTRACT_TYPES,
  FRANCE,
  ROLES,
  toLanguage,
  type decideRequestBody,
  type Language,
  type liteAccountAnswer,
  type liteAccountBody,
  type liteAccountWithoutOriginatorBody,
  type OriginatorRequestRow,
  type requestProjectAccessBody,
  type requestProjectAccessAnswer,
  type SiteRow,
  type sitesQuery,
} from '@portal/contract';
import type { Config } from '../../config';
import type { Db, DbOrTx, Tx } from '../../db/client';
import {
  countries,
  notifications,
  originatorRequests,
  projects,
  sites,
  userBrands,
  userMarkets,
  users,
  type RequestBrand,
} from '../../db/schema';
import { audit, type Actor } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth';
import { badRequest, notFound, refused } from '../../platform/errors';
import { countryText, t } from '../../platform/i18n';
import { enqueueMail } from '../../platform/mail';
import { hashPassword, temporaryPassword } from '../../platform/passwords';
import { approverGreeting, approvers } from '../accounts/service';
import { userByEmail } from '../accounts/users';
import { brandNamesText, createProject } from '../projects/core';

/**
 * Originator requests (DESIGN §4a): an originator asks for a project at an existing or a new location;
 * the Validation Center Team approves, rejects, or creates the new location with its lite Retail Location
 * account (spec 002 §2–§7). Every decision is one transaction with its project, mails and audit rows.
 */

type RequestBody = z.output<typeof requestProjectAccessBody>;
type DecideBody = z.output<typeof decideRequestBody>;
type LiteBody = z.output<typeof liteAccountBody> | z.output<typeof liteAccountWithoutOriginatorBody>;
type RequestRecord = typeof originatorRequests.$inferSelect;

/** Largest value of a PostgreSQL integer: ids beyond it cannot exist (and must not reach the database). */
const MAX_ID = 2_147_483_647;
/** Sites offered by the existing-location picker; rows shown on Site Approvals. */
const SITE_PICKER_LIMIT = 50;
const REQUEST_LIST_LIMIT = 500;

const BRAND_IDS = new Set(BRANDS.map((b) => b.id));

/** Brands and contract types must be known ones (the schema checks only their shape). */
function checkBrands(
  list: { BrandId: number; ContractTypeId: number; SalesVolume: number | null }[],
  field: string,
) {
  const fields: Record<string, string> = {};
  if (list.some((b) => !BRAND_IDS.has(b.BrandId))) fields[field] = 'validation.unknownBrand';
  else if (list.some((b) => b.ContractTypeId > CONTRACT_TYPES.length))
    fields[field] = 'project.validation.contractType';
  if (Object.keys(fields).length) throw badRequest('validation.invalid', fields);
  return list.map((b): RequestBrand => ({
    brandId: b.BrandId,
    contractTypeId: b.ContractTypeId,
    salesVolume: b.SalesVolume,
  }));
}

async function countryLabel(db: DbOrTx, code: string, field: string): Promise<string> {
  const [row] = await db.select({ label: countries.label }).from(countries).where(eq(countries.code, code));
  if (!row) throw badRequest('validation.invalid', { [field]: 'validation.unknownCountry' });
  return row.label;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/** Upper case, punctuation as space, spaces collapsed: "8, av.  Jean-Jaures" = "8 AV JEAN JAURES". */
const normalisedStreet = (value: SQL) =>
  sql`upper(trim(regexp_replace(${value}, '[^[:alnum:]]+', ' ', 'g')))`;
/** Zip codes compare without spaces or punctuation, case-insensitively. */
const normalisedZip = (value: SQL) => sql`upper(regexp_replace(${value}, '[^[:alnum:]]', '', 'g'))`;
const textParam = (value: string) => sql`${value}::text`;

/** An existing site the new location duplicates: same country, zip and street, or same name and city. */
async function duplicateSite(db: DbOrTx, b: RequestBody) {
  const [row] = await db
    .select({ siteName: sites.siteName, city: sites.city })
    .from(sites)
    .where(
      or(
        and(
          eq(sites.countryCode, b.Country),
          sql`${normalisedZip(sql`${sites.zipCode}`)} = ${normalisedZip(textParam(b.ZipCode))}`,
          sql`${normalisedStreet(sql`${sites.street}`)} = ${normalisedStreet(textParam(b.Street))}`,
        ),
        and(
          sql`lower(trim(${sites.siteName})) = lower(${textParam(b.SiteName)})`,
          sql`lower(trim(${sites.city})) = lower(${textParam(b.City)})`,
        ),
      ),
    )
    .orderBy(asc(sites.id))
    .limit(1);
  return row;
}

/** The chosen existing location: by SiteId, else by its ARCAD location code. */
async function chosenSite(db: DbOrTx, b: RequestBody) {
  const invalid = () => badRequest('validation.invalid', { SiteId: 'project.validation.existingSite' });
  if (b.SiteId) {
    if (b.SiteId > MAX_ID) throw invalid();
    const [site] = await db.select().from(sites).where(eq(sites.id, b.SiteId));
    if (!site) throw invalid();
    return site;
  }
  const matches = await db
    .select()
    .from(sites)
    .where(sql`upper(${sites.arcadLocationCode}) = upper(${textParam(b.ARCADLocationCode)})`)
    .limit(2);
  // An unknown code, or one shared by several sites, does not name a location.
  if (matches.length !== 1) throw invalid();
  return matches[0]!;
}

const siteApprovalsLink = (config: Config) => `${config.publicUrl}Site-Approvals`;
const portalLink = (config: Config) => `${config.publicUrl}login`;

/** POST /DynamicBrand/RequestProjectAccess (originator): records a pending request, never a project. */
export async function requestProjectAccess(
  db: Db,
  config: Config,
  auth: AuthContext,
  b: RequestBody,
  actor: Actor,
  lang: Language,
): Promise<z.infer<typeof requestProjectAccessAnswer>> {
  const brandList = checkBrands(b.BrandDetails, 'BrandDetails');
  const values = b.IsNewProject ? await newLocation(db, b) : await existingLocation(db, b);
  await countryLabel(db, values.countryCode, 'Country');

  return db.transaction(async (tx) => {
    const [originator] = await tx.select().from(users).where(eq(users.id, auth.userId));
    const [request] = await tx
      .insert(originatorRequests)
      .values({
        ...values,
        originatorUserId: auth.userId,
        isDocumentOnly: b.IsDocumentOnly,
        brandDetails: brandList,
        status: 'pending',
      })
      .returning();
    const name = `${originator!.firstName} ${originator!.surName}`.trim();
    const brandText = brandNamesText(brandList.map((x) => x.brandId));

    // Accepted Validation Center Team members get a notification; every approver gets a mail.
    const team = await tx
      .select({ id: users.id, firstName: users.firstName, language: users.language, email: users.email })
      .from(users)
      .where(and(eq(users.role, ROLES.VC), eq(users.status, 'accepted')));
    if (team.length)
      await tx.insert(notifications).values(
        team.map((member) => ({
          userId: member.id,
          role: ROLES.ORIGINATOR,
          userName: name,
          siteName: request!.siteName,
          message: t(toLanguage(member.language), 'request.notification', {
            name,
            siteName: request!.siteName,
            city: request!.city,
          }),
        })),
      );
    for (const approver of await approvers(tx, config)) {
      await enqueueMail(tx, {
        to: approver.email,
        lang: approver.lang,
        template: 'projectRequest',
        vars: {
          firstName: approverGreeting(approver),
          originatorName: name,
          originatorEmail: originator!.email,
          location: t(approver.lang, b.IsNewProject ? 'request.newLocation' : 'request.existingLocation'),
          siteName: request!.siteName,
          street: request!.street,
          zipCode: request!.zipCode,
          city: request!.city,
          country: countryText(approver.lang, values.countryCode),
          brands: brandText,
          link: siteApprovalsLink(config),
        },
      });
    }
    await audit(tx, actor, 'siteRequest.submit', 'originatorRequest', request!.id, {
      isNewCreation: request!.isNewCreation,
      siteId: request!.siteId,
      isDocumentOnly: request!.isDocumentOnly,
      allowDuplicate: b.IsNewProject && b.AllowDuplicateSiteCreation,
    });
    return { statusCode: 200, message: t(lang, 'request.sent'), originatorProjectRequestId: request!.id };
  });
}

async function existingLocation(db: Db, b: RequestBody) {
  const site = await chosenSite(db, b);
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

async function newLocation(db: Db, b: RequestBody) {
  await countryLabel(db, b.Country, 'Country');
  if (!b.AllowDuplicateSiteCreation) {
    const duplicate = await duplicateSite(db, b);
    if (duplicate)
      throw refused('project.duplicateSite', { siteName: duplicate.siteName, city: duplicate.city });
  }
  return {
    siteId: null,
    isNewCreation: true,
    siteName: b.SiteName,
    street: b.Street,
    city: b.City,
    zipCode: b.ZipCode,
    countryCode: b.Country,
    region: b.Country === FRANCE ? b.Region : '',
    arcadLocationCode: b.ARCADLocationCode,
    rrdi: b.RRDI,
    rrdiSecondary: b.RRDISecondry,
    retailerFullName: b.Retailer_FullName,
    retailerPhone: b.Retailer_Phone,
    retailerEmail: b.Retailer_EmailAddress,
    latitude: b.Latitude ?? null,
    longitude: b.Longitude ?? null,
  };
}

/** GET Sites/GetAllSitesAndRepresentativeDetails: the existing-location picker (at most 50 sites). */
export async function sitesForPicker(db: Db, q: z.output<typeof sitesQuery>): Promise<SiteRow[]> {
  const pattern = `%${escapeLike(q.search)}%`;
  const rows = await db
    .select({ site: sites, country: countries.label })
    .from(sites)
    .innerJoin(countries, eq(countries.code, sites.countryCode))
    .where(
      and(
        q.country ? eq(sites.countryCode, q.country) : undefined,
        q.search
          ? or(
              ilike(sites.siteName, pattern),
              ilike(sites.city, pattern),
              ilike(sites.arcadLocationCode, pattern),
              ilike(sites.zipCode, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(sites.siteName), asc(sites.id))
    .limit(SITE_PICKER_LIMIT);
  return rows.map(({ site, country }) => ({
    siteId: site.id,
    siteName: site.siteName,
    street: site.street,
    city: site.city,
    zipCode: site.zipCode,
    country,
    countryCode: site.countryCode,
    regions: site.region,
    ARCADLocationCode: site.arcadLocationCode,
    retailer_FullName: site.retailerFullName,
    retailer_Phone: site.retailerPhone,
    retailer_EmailAddress: site.retailerEmail,
    latitude: site.latitude,
    longitude: site.longitude,
  }));
}

const STATUS_LABEL = {
  pending: 'Pending',
  approved: 'Approved',
  created: 'Created',
  rejected: 'Rejected',
} as const;

/** GET Projects/GetAllProjectForArchitectToApprove (VC): pending first, then decided; newest first. */
export async function requestsToApprove(db: Db): Promise<OriginatorRequestRow[]> {
  const rows = await db
    .select({
      request: originatorRequests,
      email: users.email,
      firstName: users.firstName,
      country: countries.label,
      projectCode: projects.uniqueCode,
      projectStatusId: projects.statusId,
      projectActive: projects.isActive,
    })
    .from(originatorRequests)
    .innerJoin(users, eq(users.id, originatorRequests.originatorUserId))
    .innerJoin(countries, eq(countries.code, originatorRequests.countryCode))
    .leftJoin(projects, eq(projects.id, originatorRequests.projectId))
    .orderBy(
      sql`case when ${originatorRequests.status} = 'pending' then 0 else 1 end`,
      desc(originatorRequests.createdAt),
      desc(originatorRequests.id),
    )
    .limit(REQUEST_LIST_LIMIT);
  return rows.map(({ request: r, ...x }) => ({
    originatorProjectRequestId: r.id,
    projectId: r.projectId,
    architectEmail: x.email,
    originatorFirstName: x.firstName,
    siteName: r.siteName,
    zipCode: r.zipCode,
    city: r.city,
    country: x.country,
    countryCode: r.countryCode,
    street: r.street,
    regions: r.region,
    ARCADLocationCode: r.arcadLocationCode,
    retailer_FullName: r.retailerFullName,
    retailer_Phone: r.retailerPhone,
    retailer_EmailAddress: r.retailerEmail,
    isNewCreation: r.isNewCreation ? 'Yes' : 'No',
    isActive: x.projectActive ?? true,
    status: STATUS_LABEL[r.status],
    projectStatusId: x.projectStatusId ?? null,
    createdOn: r.createdAt.toISOString(),
    brands: brandNamesText(r.brandDetails.map((b) => b.brandId)),
    brandDetails: r.brandDetails.map((b) => ({
      brandId: b.brandId,
      contractTypeId: b.contractTypeId,
      salesVolume: b.salesVolume,
    })),
    projectUniqueId: x.projectCode ?? '',
    documentOnly: r.isDocumentOnly,
  }));
}

/** The request locked until the end of the transaction: of two simultaneous decisions only one finds it pending. */
async function lockPendingRequest(tx: Tx, id: number): Promise<RequestRecord> {
  if (id > MAX_ID) throw notFound();
  const [request] = await tx
    .select()
    .from(originatorRequests)
    .where(eq(originatorRequests.id, id))
    .for('update');
  if (!request) throw notFound();
  if (request.status !== 'pending') throw refused('request.alreadyDecided');
  return request;
}

async function mailOriginatorApproved(
  tx: Tx,
  config: Config,
  originator: typeof users.$inferSelect,
  request: RequestRecord,
  projectCode: string,
) {
  await enqueueMail(tx, {
    to: originator.email,
    lang: toLanguage(originator.language),
    template: 'requestApproved',
    vars: {
      firstName: originator.firstName,
      siteName: request.siteName,
      city: request.city,
      projectCode,
      link: portalLink(config),
    },
  });
}

/** POST /Projects/ApproveOrRejectOriginatorRequest/ (VC). */
export async function decideRequest(
  db: Db,
  config: Config,
  auth: AuthContext,
  b: DecideBody,
  actor: Actor,
  lang: Language,
) {
  return db.transaction(async (tx) => {
    const request = await lockPendingRequest(tx, b.OriginatorProjectRequestId);
    const [originator] = await tx.select().from(users).where(eq(users.id, request.originatorUserId));
    const decided = { decidedAt: new Date(), decidedBy: auth.email };
    if (b.status === 'Rejected') {
      await tx
        .update(originatorRequests)
        .set({ status: 'rejected', ...decided })
        .where(eq(originatorRequests.id, request.id));
      await enqueueMail(tx, {
        to: originator!.email,
        lang: toLanguage(originator!.language),
        template: 'requestRejected',
        vars: {
          firstName: originator!.firstName,
          siteName: request.siteName,
          city: request.city,
          helpdesk: config.helpdeskEmail,
        },
      });
      await audit(tx, actor, 'siteRequest.reject', 'originatorRequest', request.id);
      return { statusCode: 200, message: t(lang, 'request.rejected'), projectId: null, projectUniqueId: '' };
    }
    // A new location is created with its lite account (Create), never approved as is.
    if (request.isNewCreation || !request.siteId) throw refused('request.useCreate');
    const [site] = await tx.select().from(sites).where(eq(sites.id, request.siteId));
    const project = await createProject(
      tx,
      {
        siteId: request.siteId,
        originatorUserId: request.originatorUserId,
        retailUserId: site?.retailUserId ?? null,
        brands: request.brandDetails,
        documentationOnly: request.isDocumentOnly,
        siteInfoLocked: true,
      },
      actor,
    );
    await tx
      .update(originatorRequests)
      .set({ status: 'approved', projectId: project.id, ...decided })
      .where(eq(originatorRequests.id, request.id));
    await mailOriginatorApproved(tx, config, originator!, request, project.uniqueCode);
    await audit(tx, actor, 'siteRequest.approve', 'originatorRequest', request.id, {
      projectId: project.id,
      uniqueCode: project.uniqueCode,
    });
    return {
      statusCode: 200,
      message: t(lang, 'request.approved', { projectCode: project.uniqueCode }),
      projectId: project.id,
      projectUniqueId: project.uniqueCode,
    };
  });
}

/** A new Retail Location account: accepted, with a temporary password to change at first sign-in (DESIGN §5). */
async function insertLiteUser(
  tx: Tx,
  b: LiteBody,
  x: {
    countryCode: string;
    brandList: RequestBrand[];
    passwordHash: string;
    lang: Language;
    auth: AuthContext;
    actor: Actor;
  },
) {
  const [created] = await tx
    .insert(users)
    .values({
      email: b.Email,
      firstName: b.FirstName,
      surName: '',
      role: ROLES.RETAIL,
      contactNumber: b.Retailer_Phone,
      siteName: b.SiteName,
      city: b.City,
      status: 'accepted',
      passwordHash: x.passwordHash,
      isFirstTimeLogin: true,
      language: x.lang,
      decidedAt: new Date(),
      decidedBy: x.auth.email,
    })
    // Created meanwhile by a simultaneous call: that one wins, this one is refused.
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!created) throw refused('request.emailTaken');
  await tx.insert(userMarkets).values({ userId: created.id, countryCode: x.countryCode });
  await tx
    .insert(userBrands)
    .values(
      [...new Set(x.brandList.map((v) => v.brandId))].map((brandId) => ({ userId: created.id, brandId })),
    );
  await audit(tx, x.actor, 'liteAccount.create', 'user', created.id, { email: created.email });
  return created;
}

/**
 * POST /users/createliteaccount (for a pending new-location request) and
 * /users/createliteaccountwithoutoriginator (no request): in one transaction the site, the Retail Location
 * account (or the existing one with that email), the project and the mails.
 */
export async function createLiteAccount(
  db: Db,
  config: Config,
  auth: AuthContext,
  b: LiteBody,
  withRequest: boolean,
  actor: Actor,
  lang: Language,
): Promise<z.infer<typeof liteAccountAnswer>> {
  const brandList = checkBrands(b.BrandDetail, 'BrandDetail');
  const countryCode = b.arMarkets[0]!;
  await countryLabel(db, countryCode, 'arMarkets');
  // Hashed before the transaction: the row locks are held for as short a time as possible.
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);

  return db.transaction(async (tx) => {
    const request = withRequest ? await lockPendingRequest(tx, b.OriginatorProjectRequestId!) : undefined;
    if (request && !request.isNewCreation) throw refused('request.notNewCreation');

    const now = new Date();
    const existing = await userByEmail(tx, b.Email);
    if (existing && existing.role !== ROLES.RETAIL) throw refused('request.emailTaken');
    const account =
      existing ?? (await insertLiteUser(tx, b, { countryCode, brandList, passwordHash, lang, auth, actor }));

    const [site] = await tx
      .insert(sites)
      .values({
        siteName: b.SiteName,
        street: b.Street,
        city: b.City,
        zipCode: b.ZipCode,
        countryCode,
        region: countryCode === FRANCE ? b.Regions : '',
        vatNumber: b.VAT_Number,
        arcadLocationCode: request?.arcadLocationCode ?? '',
        rrdi: request?.rrdi ?? '',
        rrdiSecondary: request?.rrdiSecondary ?? '',
        retailerFullName: b.Retailer_FullName,
        retailerPhone: b.Retailer_Phone,
        retailerEmail: b.Retailer_EmailAddress,
        latitude: b.Latitude ?? request?.latitude ?? null,
        longitude: b.Longitude ?? request?.longitude ?? null,
        retailUserId: account.id,
      })
      .returning();
    const project = await createProject(
      tx,
      {
        siteId: site!.id,
        originatorUserId: request?.originatorUserId ?? null,
        retailUserId: account.id,
        brands: brandList,
        documentationOnly: request?.isDocumentOnly ?? false,
        siteInfoLocked: false,
      },
      actor,
    );
    await audit(tx, actor, 'liteAccount.siteCreate', 'site', site!.id, { projectId: project.id });

    const vars = {
      siteName: site!.siteName,
      city: site!.city,
      projectCode: project.uniqueCode,
      link: portalLink(config),
    };
    if (existing)
      await enqueueMail(tx, {
        to: account.email,
        lang: toLanguage(account.language),
        template: 'liteAccountLinked',
        vars: { ...vars, firstName: account.firstName },
      });
    else
      await enqueueMail(tx, {
        to: account.email,
        lang: toLanguage(account.language),
        template: 'liteAccountCreated',
        vars: { ...vars, firstName: account.firstName, email: account.email, password },
      });

    if (request) {
      await tx
        .update(originatorRequests)
        .set({
          status: 'created',
          projectId: project.id,
          siteId: site!.id,
          decidedAt: now,
          decidedBy: auth.email,
        })
        .where(eq(originatorRequests.id, request.id));
      const [originator] = await tx.select().from(users).where(eq(users.id, request.originatorUserId));
      await mailOriginatorApproved(tx, config, originator!, request, project.uniqueCode);
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
