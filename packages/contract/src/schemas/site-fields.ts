import { z } from 'zod';
import { FRANCE_REGIONS } from '../reference';
import { FRANCE, GERMANY } from '../statuses';
import { LIMITS, PATTERNS } from '../validation';
import { dbId, dbIdOrZero, dbIdWithMessage } from './ids';

/**
 * The site fields shared by a project's Site information, an originator's request and a lite location
 * account (spec 001 §5 "Create project form", "Site information"; 002 §5 "Lite account"): their patterns,
 * the brands with contract type and sales volume, and the helpers the three schemas build on. Messages are
 * language-pack keys.
 */

export const text = (max: number = LIMITS.nameMaxLength) => z.string().trim().max(max, 'validation.tooLong');
export const optionalId = dbIdOrZero.optional().nullable();

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
  BrandId: dbId,
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
export const brandDetails = z
  .array(brandDetail, { error: SITE_FIELD_MESSAGES.Brands })
  .min(1, SITE_FIELD_MESSAGES.Brands)
  .max(40)
  .refine((list) => new Set(list.map((b) => b.BrandId)).size === list.length, SITE_FIELD_MESSAGES.Brands);

export const coordinate = (min: number, max: number) =>
  z.coerce.number().min(min).max(max).optional().nullable();

/** Adds the site-field problems as issues on their paths. */
export function addSiteIssues(
  ctx: z.RefinementCtx,
  problems: Record<string, string>,
  rename: Record<string, string> = {},
) {
  for (const [field, message] of Object.entries(problems))
    ctx.addIssue({ code: 'custom', path: [rename[field] ?? field], message });
}
