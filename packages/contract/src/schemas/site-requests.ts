import { z } from 'zod';
import { ROLES } from '../roles';
import { REQUEST_STATUS_LABELS } from '../statuses';
import { LIMITS } from '../validation';
import { countryListField, optionalCountryField } from './country';
import { dbId, dbIdOrZero } from './ids';
import {
  addSiteIssues,
  brandDetails,
  coordinate,
  optionalId,
  siteFieldProblems,
  text,
  type SiteFieldValues,
} from './site-fields';

/**
 * Originators' project requests, the sites they choose from, Site Approvals and lite location accounts
 * (spec 001 §7; 002 §2–§7; docs/lifecycle.md). Payloads are PascalCase, answers camelCase, as the spec
 * writes them. Messages are language-pack keys.
 */

const id = dbId;

// ---- POST /DynamicBrand/RequestProjectAccess (spec 001 §7; docs/lifecycle.md) ----

export const requestProjectAccessBody = z
  .object({
    UserId: dbIdOrZero.optional(),
    /** Our addition: the chosen existing location (the spec's payload names only its ARCAD code). */
    SiteId: optionalId,
    SiteName: text().default(''),
    Street: text().default(''),
    City: text().default(''),
    ZipCode: text(LIMITS.zipCodeMaxLength).default(''),
    RRDI: text(LIMITS.codeMaxLength).default(''),
    RRDISecondry: text(LIMITS.codeMaxLength).default(''),
    ARCADLocationCode: text(LIMITS.codeMaxLength).default(''),
    Country: optionalCountryField,
    Region: text().default(''),
    BrandDetails: brandDetails,
    Retailer_FullName: text().default(''),
    Retailer_Phone: text(LIMITS.phoneMaxLength).default(''),
    Retailer_EmailAddress: text(LIMITS.emailMaxLength).default(''),
    Latitude: coordinate(-90, 90),
    Longitude: coordinate(-180, 180),
    AllowDuplicateSiteCreation: z.boolean().optional().default(false),
    IsDocumentOnly: z.boolean().optional().default(false),
    IsNewProject: z.boolean({ error: 'project.validation.siteType' }),
    IsArchitectConfirm: z.literal(true, { error: 'project.validation.architectConfirm' }),
  })
  .superRefine((b, ctx) => {
    // Patterns apply to a new location only; an existing one brings its own data (spec 001 §5).
    if (b.IsNewProject)
      addSiteIssues(ctx, siteFieldProblems({ ...b, LocationCode: b.ARCADLocationCode }), {
        LocationCode: 'ARCADLocationCode',
      });
    else if (!b.SiteId && !b.ARCADLocationCode)
      ctx.addIssue({ code: 'custom', path: ['SiteId'], message: 'project.validation.existingSite' });
  });
export type RequestProjectAccessBody = z.input<typeof requestProjectAccessBody>;
export const requestProjectAccessAnswer = z.object({
  statusCode: z.number(),
  message: z.string(),
  originatorProjectRequestId: z.number(),
});

// ---- GET Sites/GetAllSitesAndRepresentativeDetails ----

export const siteRow = z.object({
  siteId: z.number(),
  siteName: z.string(),
  street: z.string(),
  city: z.string(),
  zipCode: z.string(),
  country: z.string(),
  countryCode: z.string(),
  regions: z.string(),
  ARCADLocationCode: z.string(),
  retailer_FullName: z.string(),
  retailer_Phone: z.string(),
  retailer_EmailAddress: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type SiteRow = z.infer<typeof siteRow>;
export const sitesQuery = z.object({
  search: z.string().trim().max(LIMITS.searchMaxLength).optional().default(''),
  country: optionalCountryField,
});
// ---- Site Approvals and lite location accounts (spec 002 §2–§7) ----

export const originatorRequestRow = z.object({
  originatorProjectRequestId: z.number(),
  projectId: z.number().nullable(),
  architectEmail: z.string(),
  originatorFirstName: z.string(),
  siteName: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
  countryCode: z.string(),
  street: z.string(),
  regions: z.string(),
  ARCADLocationCode: z.string(),
  retailer_FullName: z.string(),
  retailer_Phone: z.string(),
  retailer_EmailAddress: z.string(),
  isNewCreation: z.enum(['Yes', 'No']),
  /** False once the request's project is completed or paused (the green row, spec 002 §2). */
  isActive: z.boolean(),
  /** Pending, Approved, Created or Rejected; the project's status id once one exists. */
  status: z.enum(REQUEST_STATUS_LABELS),
  projectStatusId: z.number().nullable(),
  createdOn: z.string(),
  brands: z.string(),
  brandDetails: z.array(
    z.object({
      brandId: z.number(),
      contractTypeId: z.number().nullable(),
      salesVolume: z.number().nullable(),
    }),
  ),
  projectUniqueId: z.string(),
  documentOnly: z.boolean(),
});
export type OriginatorRequestRow = z.infer<typeof originatorRequestRow>;

export const decideRequestBody = z.object({
  OriginatorProjectRequestId: id,
  status: z.enum(['Approved', 'Rejected'], { error: 'validation.required' }),
  email: z.string().optional(),
  projectId: dbIdOrZero.optional().nullable(),
});
export type DecideRequestBody = z.input<typeof decideRequestBody>;
/** Answer of a Site Approvals decision: the created project when approved. */
export const decideRequestAnswer = z.object({
  statusCode: z.number(),
  message: z.string(),
  projectId: z.number().nullable(),
  projectUniqueId: z.string(),
});

const liteAccountFields = {
  Email: z
    .string({ error: 'validation.required' })
    .trim()
    .toLowerCase()
    .min(1, 'validation.required')
    .max(LIMITS.emailMaxLength, 'validation.tooLong')
    .pipe(z.email('validation.email')),
  FirstName: text().min(1, 'validation.required'),
  Roles: z.literal(ROLES.RETAIL).optional().default(ROLES.RETAIL),
  SiteName: text().default(''),
  Street: text().default(''),
  City: text().default(''),
  ZipCode: text(LIMITS.zipCodeMaxLength).default(''),
  arMarkets: countryListField({ min: 1, max: 1, message: 'validation.selectCountry' }),
  VAT_Number: text(LIMITS.codeMaxLength).optional().default(''),
  BrandDetail: brandDetails,
  Regions: text().default(''),
  Retailer_FullName: text().default(''),
  Retailer_Phone: text(LIMITS.phoneMaxLength).default(''),
  Retailer_EmailAddress: text(LIMITS.emailMaxLength).default(''),
  Latitude: coordinate(-90, 90),
  Longitude: coordinate(-180, 180),
};
const liteSiteIssues = (
  b: { arMarkets: string[]; Regions: string } & SiteFieldValues,
  ctx: z.RefinementCtx,
) =>
  addSiteIssues(
    ctx,
    // The lite form has no location code; Germany's rule belongs to the originator's form.
    Object.fromEntries(
      Object.entries(siteFieldProblems({ ...b, Country: b.arMarkets[0] ?? '', Region: b.Regions })).filter(
        ([f]) => f !== 'LocationCode',
      ),
    ),
    { Region: 'Regions', Country: 'arMarkets' },
  );

export const liteAccountBody = z
  .object({ ...liteAccountFields, OriginatorProjectRequestId: id })
  .superRefine(liteSiteIssues);
export const liteAccountWithoutOriginatorBody = z
  .object({ ...liteAccountFields, OriginatorProjectRequestId: dbIdOrZero.optional().nullable() })
  .superRefine(liteSiteIssues);
export type LiteAccountBody = z.input<typeof liteAccountBody>;
export const liteAccountAnswer = z.object({
  statusCode: z.number(),
  message: z.string(),
  /** False when the email already had a Retail Location account: the project was added to that account. */
  accountCreated: z.boolean(),
  userSequence: z.number(),
  projectId: z.number(),
  projectUniqueId: z.string(),
});
