import { z } from 'zod';
import { FRANCE_REGIONS } from '../reference';
import { ROLES } from '../roles';
import { FRANCE, GERMANY, PROJECT_LIST, REQUEST_STATUS_LABELS } from '../statuses';
import { LIMITS, PATTERNS } from '../validation';
import { countryListField, optionalCountryField } from './country';
import { dbId, dbIdOrZero, dbIdWithMessage } from './ids';
import { dayBoundField, includeArchivedField, regionListField } from './oversight';

/**
 * Projects, sites, originator requests and lite location accounts (spec 001 §3, §5, §7; 002 §3, §5, §7;
 * docs/lifecycle.md). Payloads are PascalCase, answers camelCase, as the spec writes them. Messages are
 * language-pack keys.
 */

const text = (max: number = LIMITS.nameMaxLength) => z.string().trim().max(max, 'validation.tooLong');
const id = dbId;
const optionalId = dbIdOrZero.optional().nullable();

// ---- site fields (spec 001 §5 "Create project form", "Site information"; 002 §5 "Lite account") ----

/** Language-pack key of each site field's pattern message. */
export const SITE_FIELD_MESSAGES = {
  SiteName: 'project.validation.siteName',
  Street: 'project.validation.street',
  City: 'project.validation.city',
  ZipCode: 'project.validation.zipCode',
  Retailer_FullName: 'project.validation.fullName',
  Retailer_Phone: 'validation.phone',
  Retailer_EmailAddress: 'project.validation.email',
  LocationCode: 'project.validation.locationCode',
  LocationCodeRequired: 'project.validation.locationCodeRequired',
  Region: 'project.validation.region',
  Brands: 'validation.selectBrand',
  ContractType: 'project.validation.contractType',
  SalesVolume: 'project.validation.salesVolume',
} as const;

export interface SiteFieldValues {
  SiteName?: string;
  Street?: string;
  City?: string;
  ZipCode?: string;
  Country?: string;
  Region?: string;
  /** ARCADLocationCode (request), AncCodeCpltVo (site information). */
  LocationCode?: string;
  Retailer_FullName?: string;
  Retailer_Phone?: string;
  Retailer_EmailAddress?: string;
}

/**
 * The field rules of the create form and the site information form, in form order, as
 * { field: messageKey }. Shared by the server's schemas and the forms (first invalid field gets focus).
 * `contact` false skips the representative fields (site information edited by someone who is not the originator).
 */
export function siteFieldProblems(
  v: SiteFieldValues,
  opts: { contact?: boolean } = {},
): Record<string, string> {
  const problems: Record<string, string> = {};
  const check = (field: keyof SiteFieldValues, pattern: RegExp | null, key: string) => {
    const value = (v[field] ?? '').trim();
    if (!value) problems[field] = 'validation.required';
    else if (pattern && !pattern.test(value)) problems[field] = key;
  };
  check('SiteName', PATTERNS.siteText, SITE_FIELD_MESSAGES.SiteName);
  check('Street', PATTERNS.siteText, SITE_FIELD_MESSAGES.Street);
  check('City', PATTERNS.city, SITE_FIELD_MESSAGES.City);
  check('ZipCode', PATTERNS.siteText, SITE_FIELD_MESSAGES.ZipCode);
  if (!(v.Country ?? '').trim()) problems.Country = 'validation.required';
  const countryCode = (v.Country ?? '').trim().toUpperCase();
  if (countryCode === FRANCE && !(FRANCE_REGIONS as readonly string[]).includes((v.Region ?? '').trim()))
    problems.Region = SITE_FIELD_MESSAGES.Region;
  const code = (v.LocationCode ?? '').trim();
  if (countryCode === GERMANY && !code) problems.LocationCode = SITE_FIELD_MESSAGES.LocationCodeRequired;
  else if (countryCode === GERMANY && !PATTERNS.alphanumeric.test(code))
    problems.LocationCode = SITE_FIELD_MESSAGES.LocationCode;
  if (opts.contact !== false) {
    check('Retailer_FullName', PATTERNS.siteText, SITE_FIELD_MESSAGES.Retailer_FullName);
    check('Retailer_Phone', PATTERNS.phone, SITE_FIELD_MESSAGES.Retailer_Phone);
    const email = (v.Retailer_EmailAddress ?? '').trim();
    if (!email) problems.Retailer_EmailAddress = 'validation.required';
    else if (!PATTERNS.emailChars.test(email))
      problems.Retailer_EmailAddress = SITE_FIELD_MESSAGES.Retailer_EmailAddress;
    else if (!z.email().safeParse(email.replace(/ /g, '')).success)
      problems.Retailer_EmailAddress = 'validation.email';
  }
  return problems;
}

const SALES_VOLUME = /^\d{1,7}$/;

/** One brand of a project or request: contract type required, sales volume optional. */
export const brandDetail = z.object({
  BrandId: id,
  ContractTypeId: dbIdWithMessage(SITE_FIELD_MESSAGES.ContractType),
  /**
   * Optional: empty or a whole number 0..1,000,000, as typed or as a number. A refinement (not a type
   * failure), so a form checked with this schema still gets its other fields' messages in the same pass.
   */
  SalesVolume: z
    .union([z.string(), z.number(), z.null()], { error: SITE_FIELD_MESSAGES.SalesVolume })
    .optional()
    .transform((v) => (v == null ? '' : String(v).trim()))
    .refine(
      (v) => v === '' || (SALES_VOLUME.test(v) && Number(v) <= 1_000_000),
      SITE_FIELD_MESSAGES.SalesVolume,
    )
    .transform((v) => (v === '' ? null : Number(v))),
});
export type BrandDetail = z.input<typeof brandDetail>;
const brandDetails = z
  .array(brandDetail, { error: SITE_FIELD_MESSAGES.Brands })
  .min(1, SITE_FIELD_MESSAGES.Brands)
  .max(40)
  .refine((list) => new Set(list.map((b) => b.BrandId)).size === list.length, SITE_FIELD_MESSAGES.Brands);

const coordinate = (min: number, max: number) => z.coerce.number().min(min).max(max).optional().nullable();

/** Adds the site-field problems as issues on their paths. */
function addSiteIssues(
  ctx: z.RefinementCtx,
  problems: Record<string, string>,
  rename: Record<string, string> = {},
) {
  for (const [field, message] of Object.entries(problems))
    ctx.addIssue({ code: 'custom', path: [rename[field] ?? field], message });
}

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

// ---- project list (spec 001 §2, §3, §7) ----

export const PROJECT_SORT_FIELDS = [
  'siteName',
  'brands',
  'documentationOnly',
  'createdOn',
  'plannedOpeningDate',
  'city',
  'country',
  'status',
  'statusDate',
  'designValidationDate',
  'projectUniqueId',
  'architectEmail',
  'isEnabled',
] as const;
export type ProjectSortField = (typeof PROJECT_SORT_FIELDS)[number];

export const projectFilters = z.object({
  Role: z.string().optional(),
  Email: z.string().optional(),
  arCountries: countryListField({ max: 100 }).optional().default([]),
  arBrands: z.array(z.string().trim().min(1).max(60)).max(60).optional().default([]),
  arProjectStatus: z.array(z.coerce.number().int().min(0).max(11)).max(12).optional().default([]),
  /** Our additions: quick search over the list's text columns. */
  Search: z.string().trim().max(LIMITS.searchMaxLength).optional().default(''),
  /**
   * The dashboard's other filters (issue 12: a slice or bar opens the list filtered to exactly what it
   * counted), with the oversight filters' field schemas and meaning: French regions of the project's site,
   * the creation day between FromDate and ToDate inclusive. IncludeArchivedProject is tri-state here: absent
   * means the list as it always was (paused projects shown), true the same, false leaves paused projects
   * out (the dashboard's default). They come only from a drill-down: SaveFilters never stores them.
   */
  arReagion: regionListField,
  FromDate: dayBoundField,
  ToDate: dayBoundField,
  IncludeArchivedProject: includeArchivedField.optional(),
});
export const projectListBody = projectFilters.extend({
  Page: z.coerce.number().int().min(0).max(100_000).optional().default(0),
  PageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(PROJECT_LIST.maxPageSize)
    .optional()
    .default(PROJECT_LIST.defaultPageSize),
  SortField: z.enum(PROJECT_SORT_FIELDS).optional().default('createdOn'),
  SortDirection: z.enum(['asc', 'desc']).optional().default('desc'),
  /** Filter Data (true) stores the filters for the user; Show All sends empty filters with true. */
  SaveFilters: z.boolean().optional().default(false),
});
export type ProjectListBody = z.input<typeof projectListBody>;
/** Whether the runtime knows this IANA time zone (e.g. 'Europe/Paris'): Intl decides, on server and browser. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
/** An IANA time zone name, e.g. the browser's (Intl.DateTimeFormat().resolvedOptions().timeZone). */
export const timeZoneField = z.string().trim().min(1).max(64).refine(isTimeZone, 'validation.timeZone');

/**
 * The CSV export takes the list's filters and order, without paging, and the reader's time zone: dates are
 * written as the grid shows them there (UTC when absent).
 */
export const projectExportBody = projectListBody
  .omit({ Page: true, PageSize: true, SaveFilters: true })
  .extend({ TimeZone: timeZoneField.optional() });
export type ProjectExportBody = z.input<typeof projectExportBody>;
export type ProjectFilters = z.input<typeof projectFilters>;

export const projectRow = z.object({
  projectId: z.number(),
  userId: z.number().nullable(),
  siteName: z.string(),
  /** Comma-separated, Leapmotor left out. */
  brands: z.string(),
  documentationOnly: z.boolean(),
  createdOn: z.string(),
  plannedOpeningDate: z.string().nullable(),
  city: z.string(),
  /** English name (data); the web shows the pack text of `countryCode` (docs/languages.md). */
  country: z.string(),
  countryCode: z.string(),
  statusId: z.number(),
  status: z.string(),
  statusDate: z.string(),
  designValidationDate: z.string().nullable(),
  projectUniqueId: z.string(),
  architectEmail: z.string(),
  isEnabled: z.boolean(),
  isActive: z.enum(['Yes', 'No']),
});
export type ProjectRow = z.infer<typeof projectRow>;
export const projectListAnswer = z.object({ rows: z.array(projectRow), total: z.number() });
export type ProjectListAnswer = z.infer<typeof projectListAnswer>;

/** GET Projects/isFilterClicked: the filters remembered for the user. */
export const savedFilters = z.object({
  isFilterClicked: z.boolean(),
  arCountries: z.array(z.string()),
  arBrands: z.array(z.string()),
  arProjectStatus: z.array(z.number()),
});
export type SavedFilters = z.infer<typeof savedFilters>;

/** GET /home/getfilterdetails?Role= */
export const filterDetails = z.object({
  result: z.object({
    brands: z.array(z.object({ brand_id: z.number(), brand_name: z.string() })),
    countries: z.array(z.object({ code: z.string(), label: z.string() })),
    projectStatus: z.array(z.object({ id: z.number(), description: z.string() })),
  }),
});
export type FilterDetails = z.infer<typeof filterDetails>;

/**
 * GET Projects/getallprojectbyaccountname, "a list of projects" (spec 001 §7): the caller's own projects
 * (those it originates, or those linked to its Retail Location account) as list rows, newest first,
 * followed by its originator requests still pending or rejected, newest first. A request row has the
 * same fields, marked by `status` 'Pending' or 'Rejected', with `originatorProjectRequestId` set and
 * `projectId` / `statusId` null; a project row has `originatorProjectRequestId` null.
 */
export const accountProjectRow = projectRow.extend({
  projectId: z.number().nullable(),
  statusId: z.number().nullable(),
  originatorProjectRequestId: z.number().nullable(),
  /** Requests: whether a new location was asked for ('Yes') or an existing one chosen ('No'). */
  isNewCreation: z.enum(['Yes', 'No']).nullable(),
});
export type AccountProjectRow = z.infer<typeof accountProjectRow>;

export const holdAnswer = z.object({ projectId: z.number(), isEnabled: z.boolean() });

// ---- project detail (spec 001 §2, §3, §7) ----

export const brandLogo = z.object({
  brandId: z.number(),
  brandName: z.string(),
  colour: z.string(),
  /** Professional variants show as text, not a chip. */
  isProfessional: z.boolean(),
});
export const projectUserDetails = z.object({
  projectId: z.number(),
  userId: z.number().nullable(),
  projectUniqueId: z.string(),
  siteName: z.string(),
  city: z.string(),
  country: z.string(),
  countryCode: z.string(),
  projectStatus: z.string(),
  statusId: z.number(),
  plannedOpeningDate: z.string().nullable(),
  emailAddress: z.string(),
  isEnabled: z.boolean(),
  logoPath: z.array(brandLogo),
});
export type ProjectUserDetails = z.infer<typeof projectUserDetails>;

export const latestStatus = z.object({ statusId: z.number(), status: z.string() });
export const userLocation = z.object({ latitude: z.number().nullable(), longitude: z.number().nullable() });
export type UserLocation = z.infer<typeof userLocation>;
/** Our addition: saving the marker position (the spec shows no call for it). */
export const updateLocationBody = z.object({
  Latitude: z.coerce.number().min(-90).max(90),
  Longitude: z.coerce.number().min(-180).max(180),
});

export const projectBrandDetail = z.object({
  brandId: z.number(),
  brandName: z.string(),
  contractTypeId: z.number().nullable(),
  salesVolume: z.number().nullable(),
});
export const siteDetails = z.object({
  userId: z.number().nullable(),
  projectId: z.number(),
  siteName: z.string(),
  street: z.string(),
  city: z.string(),
  zipCode: z.string(),
  country: z.string(),
  countryCode: z.string(),
  vatNumber: z.string(),
  ancCodeCpltVo: z.string(),
  region: z.string(),
  isDocumentOnly: z.boolean(),
  isSiteInfoNonEditable: z.boolean(),
  isSubmittedForApproval: z.boolean(),
  retailer_FullName: z.string(),
  retailer_EmailAddress: z.string(),
  retailer_Phone: z.string(),
  brandDetails: z.array(projectBrandDetail),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type SiteDetails = z.infer<typeof siteDetails>;

/** POST /Projects/CreateProject: saves the Site information tab of ProjectId (docs/lifecycle.md). */
export const createProjectBody = z
  .object({
    UserRole: z.string().optional(),
    ProjectId: id,
    UserID: dbIdOrZero.optional(),
    BrandDetail: brandDetails,
    SiteName: text().default(''),
    Street: text().default(''),
    City: text().default(''),
    ZipCode: text(LIMITS.zipCodeMaxLength).default(''),
    AncCodeCpltVo: text(LIMITS.codeMaxLength).default(''),
    Country: optionalCountryField,
    Region: text().default(''),
    VATNumber: text(LIMITS.codeMaxLength).default(''),
    Name: text().optional(),
    ContactNumber: text(LIMITS.phoneMaxLength).optional(),
    Retailer_EmailAddress: text(LIMITS.emailMaxLength).default(''),
    Retailer_Phone: text(LIMITS.phoneMaxLength).default(''),
    Retailer_FullName: text().default(''),
    Latitude: coordinate(-90, 90),
    Longitude: coordinate(-180, 180),
  })
  .superRefine((b, ctx) =>
    addSiteIssues(ctx, siteFieldProblems({ ...b, LocationCode: b.AncCodeCpltVo }), {
      LocationCode: 'AncCodeCpltVo',
    }),
  );
export type CreateProjectBody = z.input<typeof createProjectBody>;

export const siteHistoryRow = z.object({
  projectId: z.number(),
  userId: z.number().nullable(),
  siteName: z.string(),
  brands: z.string(),
  createdOn: z.string(),
  isEnabled: z.boolean(),
});
export type SiteHistoryRow = z.infer<typeof siteHistoryRow>;

/** Status history of one project (our addition next to the site history). */
export const statusHistoryRow = z.object({
  statusId: z.number(),
  status: z.string(),
  changedOn: z.string(),
  changedBy: z.string(),
});

// ---- admin tasks (spec 001 §2, §4, §7, §8) ----

export const adminProjectRow = z.object({
  projectId: z.number(),
  projectUniqueId: z.string(),
  siteName: z.string(),
  city: z.string(),
  country: z.string(),
  countryCode: z.string(),
  brands: z.string(),
  statusId: z.number(),
  status: z.string(),
  architectEmail: z.string(),
  createdOn: z.string(),
  isEnabled: z.boolean(),
});
export type AdminProjectRow = z.infer<typeof adminProjectRow>;
export const verifyOriginatorBody = z.object({
  Email: z.string().trim().toLowerCase().max(LIMITS.emailMaxLength),
});
export const verifyOriginatorAnswer = z.enum(['Valid', 'InValid']);
export const mapUserBody = z.object({
  ProjectUniqueId: z.string().trim().min(1, 'validation.required').max(LIMITS.projectCodeMaxLength),
  Email: z.string().trim().toLowerCase().min(1, 'validation.required').max(LIMITS.emailMaxLength),
});
export const deleteProjectQuery = z.object({
  projectUniqueId: z.string().trim().min(1, 'validation.required').max(LIMITS.projectCodeMaxLength),
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
