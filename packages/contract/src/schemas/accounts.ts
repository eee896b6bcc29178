import { z } from 'zod';
import { dbId } from './ids';
import { PROJECT_ROLES, ROLES } from '../roles';
import { LIMITS, PATTERNS } from '../validation';
import { emailField, messageBody, passwordField, requiredText } from './common';
import { countryListField } from './country';

// ---- login, one-time code, logout (spec 000 §3, §7) ----

export const authenticateBody = z.object({
  Email: emailField,
  Password: passwordField,
  DeviceName: z.string().trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
  IpAddress: z.string().trim().max(45).optional(),
  IsFirstTimeLogin: z.boolean().optional(),
});

/** The signed-in user record the client keeps (spec 000 §3). */
export const userRecord = z.object({
  token: z.string(),
  email: z.string(),
  firstName: z.string(),
  roles: z.string(),
  userSequence: z.number(),
  isFirstTimeLogin: z.boolean(),
});
export type UserRecord = z.infer<typeof userRecord>;

export const authenticateAnswer = userRecord.extend({
  message: z.string(),
  isOtpValidationRequired: z.boolean(),
});
export type AuthenticateAnswer = z.infer<typeof authenticateAnswer>;

export const validateOtpBody = z.object({
  OTP: z.coerce.string({ error: 'validation.required' }).trim().regex(PATTERNS.otp, 'validation.otp'),
});

// ---- sign-up (spec 000 §2.6, §3, §5) ----

const names = {
  Email: emailField,
  FirstName: requiredText(),
  SurName: requiredText(),
};
const brandList = z
  .array(z.string().trim().min(1).max(60), { error: 'validation.selectBrand' })
  .min(1, 'validation.selectBrand')
  .max(40);
/** arMarkets: "a list of countries" (spec 000 §3), by ISO code or name, answered as ISO codes. */
const marketList = countryListField({ min: 1, max: 80, message: 'validation.selectCountry' });
export const phoneField = requiredText(30).regex(PATTERNS.phone, 'validation.phone');

export const createAccountBody = z.discriminatedUnion(
  'Roles',
  [
    z.object({
      Roles: z.literal(ROLES.ORIGINATOR),
      ...names,
      ContactNumber: phoneField,
      Company: requiredText(),
      arMarkets: marketList,
      arBrands: brandList,
      IsTermsAccepted: z.literal(true, { error: 'validation.terms' }),
    }),
    z.object({ Roles: z.literal(ROLES.RND), ...names, arMarkets: marketList, arBrands: brandList }),
    z.object({ Roles: z.literal(ROLES.HQ), ...names }),
    z.object({
      Roles: z.literal(ROLES.VC),
      ...names,
      ProjectRole: z.enum(PROJECT_ROLES, { error: 'validation.projectRole' }),
    }),
  ],
  { error: 'validation.role' },
);
export type CreateAccountBody = z.input<typeof createAccountBody>;

export const accountDetailBody = z
  .object({ email: z.string().optional(), Email: z.string().optional() })
  .transform((b) => ({ email: b.email ?? b.Email ?? '' }))
  .pipe(z.object({ email: emailField }));

// ---- approval by link (spec 000 §2.7, §4) ----

export const linkBody = z.object({
  Email: emailField,
  Token: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(200),
});
export const approvalDetail = z.object({
  roles: z.string(),
  firstName: z.string(),
  siteName: z.string(),
  city: z.string(),
  countries: z.string(),
});
export type ApprovalDetail = z.infer<typeof approvalDetail>;

// ---- passwords (spec 000 §4, §5; 002 §5) ----

export const forgotPasswordBody = z.object({ Email: emailField });
/** 4 mail sent, 3 locked, 2 not accepted, 0 not registered. */
export const forgotPasswordAnswer = z.object({ isUserActivated: z.number() });
export const changePasswordByLinkBody = z.object({ Email: emailField, NewPassword: passwordField });
export const changeFirstTimePasswordBody = z.object({
  Email: emailField,
  Password: passwordField,
  NewPassword: passwordField,
});
export const changeUserPasswordBody = changeFirstTimePasswordBody;
/**
 * With the first-time session (after the code) the answer carries a full session record; without one
 * (not logged in), only the message.
 */
export const changeFirstTimePasswordAnswer = messageBody.extend(userRecord.partial().shape);

// ---- help desk (spec 000 §2.7) ----

export const helpRequestBody = z.object({
  Email: emailField,
  UserName: requiredText(),
  Queries: requiredText(LIMITS.helpQueryMaxLength),
});

// ---- profile (spec 002 §3, §5, §7) ----

/** Markets (ISO codes and labels) and brands asked to be added to a data scope, not yet decided. */
export const pendingScopeRequest = z.object({
  arMarkets: z.array(z.string()),
  markets: z.string(),
  arBrands: z.array(z.string()),
  brands: z.string(),
  requestedOn: z.string(),
});
export type PendingScopeRequest = z.infer<typeof pendingScopeRequest>;

export const userProfile = z.object({
  userSequence: z.number(),
  firstName: z.string(),
  surName: z.string(),
  email: z.string(),
  company: z.string(),
  contactNumber: z.string(),
  brands: z.string(),
  markets: z.string(),
  arBrands: z.array(z.string()),
  arMarkets: z.array(z.string()),
  roles: z.string(),
  projectRole: z.string(),
  acceptedUser: z.string(),
  siteName: z.string(),
  created_Date: z.string(),
  city: z.string(),
  countries: z.string(),
  /**
   * Our addition: the markets and brands a Retail Network Development user asked to add, waiting for a
   * Validation Center decision (docs/access.md, docs/accounts.md); null when none is pending. arMarkets / arBrands above are
   * the scope in force.
   */
  pendingScopeRequest: pendingScopeRequest.nullable(),
});
export type UserProfile = z.infer<typeof userProfile>;

export const updateAccountBody = z.object({
  userSequence: dbId,
  Roles: z.string().optional(),
  Email: z.string().optional(),
  FirstName: requiredText(),
  SurName: requiredText(),
  arMarkets: marketList,
  arBrands: brandList,
  Company: z.string().trim().max(LIMITS.nameMaxLength, 'validation.tooLong').optional().default(''),
  ContactNumber: z
    .string()
    .trim()
    .max(LIMITS.phoneMaxLength, 'validation.tooLong')
    .refine((v) => v === '' || PATTERNS.phone.test(v), 'validation.phone')
    .optional()
    .default(''),
});
export type UpdateAccountBody = z.input<typeof updateAccountBody>;

// ---- a Retail Network Development user's wider data scope, decided by mailed link (docs/access.md, docs/accounts.md) ----

/** POST /users/getscoperequest: what the approver sees before deciding. Lists are comma-separated. */
export const scopeRequestDetail = z.object({
  firstName: z.string(),
  email: z.string(),
  roles: z.string(),
  markets: z.string(),
  brands: z.string(),
  addedMarkets: z.string(),
  addedBrands: z.string(),
  requestedOn: z.string(),
});
export type ScopeRequestDetail = z.infer<typeof scopeRequestDetail>;

// ---- lookups ----

export const market = z.object({
  countryCode: z.string(),
  market_country: z.string(),
  phonePrefix: z.string(),
  isEECluster: z.boolean(),
});
export type Market = z.infer<typeof market>;
export const brand = z.object({ brand_id: z.number(), brand_name: z.string(), colour: z.string() });
export type Brand = z.infer<typeof brand>;
/** GET /users/getcontracttypes: the lookup names a contract type `brandName` (spec 000 §3); its id beside it. */
export const contractType = z.object({ contractTypeId: z.number(), brandName: z.string() });
export type ContractType = z.infer<typeof contractType>;

export const tutorialGroup = z.object({
  brandName: z.string(),
  brandLabel: z.string(),
  fileList: z.array(z.object({ documentId: z.number(), fileName: z.string(), uploadDate: z.string() })),
});
export type TutorialGroup = z.infer<typeof tutorialGroup>;

/** Settings the browser needs before sign-in (served by the API, not baked into the bundle). */
export const clientConfig = z.object({
  demo: z.boolean(),
  ipServiceUrl: z.string(),
  introVideoUrl: z.string(),
  /** Leaflet tile template ({z}/{x}/{y}) and place search ({q}); empty: the map works without them. */
  mapTileUrl: z.string(),
  geocoderUrl: z.string(),
  helpDeskEmail: z.string(),
  idleTimeoutMs: z.number(),
  idleCountdownSeconds: z.number(),
});
export type ClientConfig = z.infer<typeof clientConfig>;
