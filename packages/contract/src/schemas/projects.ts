import { z } from 'zod';
import { BALL_FILTERS, BALL_STAGES } from '../ball';
import { PROJECT_LIST } from '../statuses';
import { LIMITS } from '../validation';
import { countryListField, optionalCountryField } from './country';
import { dbId, dbIdOrZero } from './ids';
import { dayBoundField, includeArchivedField, regionListField } from './oversight';
import { addSiteIssues, brandDetails, coordinate, siteFieldProblems, text } from './site-fields';

/**
 * Projects: the list, the detail page and the admin tasks (spec 001 §2, §3, §7, §8; docs/lifecycle.md).
 * Payloads are PascalCase, answers camelCase, as the spec writes them. Messages are language-pack keys.
 */

const id = dbId;

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
  /**
   * Ball in court (docs/lifecycle.md): overdue, due this week or held by the caller, optionally one stage
   * only (the dashboard's overdue count of a stage opens the list with both).
   */
  Ball: z.enum(BALL_FILTERS).optional(),
  BallStage: z.enum(BALL_STAGES).optional(),
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
  /**
   * Our addition (issue 23 §4): where the page starts, instead of Page. An answer's `lastCursor` asks for the
   * page after its last row, `firstCursor` for the page before its first row, in the same sort; opaque to
   * the client. The server decodes it: one made for another sort, malformed or forged is a 400.
   */
  Cursor: z
    .string()
    .min(1, 'validation.cursor')
    .max(PROJECT_LIST.maxCursorLength, 'validation.cursor')
    .regex(/^[A-Za-z0-9_-]+$/, 'validation.cursor')
    .optional(),
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
  .omit({ Page: true, PageSize: true, Cursor: true, SaveFilters: true })
  .extend({ TimeZone: timeZoneField.optional() });
export type ProjectExportBody = z.input<typeof projectExportBody>;
export type ProjectFilters = z.input<typeof projectFilters>;

/**
 * Who holds the ball and by when (docs/lifecycle.md "Ball in court"): the stage, since when, the due day
 * (`yyyy-mm-dd`, working days) and how many working days late it is now; for the originator's corrections,
 * the originator's e-mail.
 */
export const ballInfo = z.object({
  stage: z.enum(BALL_STAGES),
  since: z.string(),
  dueDate: z.string(),
  workingDaysLate: z.number(),
  holderEmail: z.string(),
});
export type BallInfo = z.infer<typeof ballInfo>;

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
  /** The project list's ball column (absent from the other lists that share this row). */
  ball: ballInfo.nullable().optional(),
});
export type ProjectRow = z.infer<typeof projectRow>;
/**
 * One page and the total of its filter. The cursors (null when the page is empty) lead to the next page
 * (`lastCursor`) and the previous one (`firstCursor`): the client sends one back as `Cursor`. A total counted
 * row by row stops at `PROJECT_LIST.totalCap` (`totalCapped`: more rows match); `hasNextPage` then says
 * whether a page follows this one.
 */
export const projectListAnswer = z.object({
  rows: z.array(projectRow),
  total: z.number(),
  totalCapped: z.boolean(),
  hasNextPage: z.boolean(),
  firstCursor: z.string().nullable(),
  lastCursor: z.string().nullable(),
});
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
