/** Field patterns and limits shared by the forms and the server (spec 000 §5, 001 §5, 002 §5). */

/** Digits of a one-time sign-in code. */
const OTP_LENGTH = 6;

export const PATTERNS = {
  /** Site name, street, zip, full name: letters, digits, space, ( ) quotes , . _ - */
  siteText: /^[\p{L}\p{N} ()'",._-]+$/u,
  /** City: as siteText without digits. */
  city: /^[\p{L} ()'",._-]+$/u,
  phone: /^[0-9+-]+$/,
  /** Contact e-mail characters allowed by the create form. */
  emailChars: /^[A-Za-z0-9 @._-]+$/,
  /** German location code. */
  alphanumeric: /^[A-Za-z0-9]+$/,
  /** Upload file names: letters, digits, space and ( ) , . _ - */
  fileName: /^[\p{L}\p{N} (),._-]+$/u,
  otp: new RegExp(`^[0-9]{${OTP_LENGTH}}$`),
} as const;

export const LIMITS = {
  passwordMinLength: 12,
  passwordMaxLength: 128,
  nameMaxLength: 100,
  emailMaxLength: 254,
  helpQueryMaxLength: 4000,
  validationCommentMaxLength: 5000,
  zipCodeMaxLength: 20,
  /** VAT number, location codes (ARCAD, RRDI). */
  codeMaxLength: 30,
  phoneMaxLength: 30,
  /** A project's unique code (e.g. FR-2025-000001), also the admin task search. */
  projectCodeMaxLength: 40,
  /** Search boxes: project list, Site Approvals, the existing-location picker. */
  searchMaxLength: 100,
  otpLength: OTP_LENGTH,
  /** Help query box rows, select menu height, drawer width (spec 000 §9). */
  helpQueryRows: 4,
  selectMenuMaxHeight: 224,
  drawerWidth: 240,
} as const;

/** Inactivity guard (spec 000 §4, §9). The server may shorten the first two for tests (client config). */
export const IDLE = {
  timeoutMs: 900_000,
  countdownSeconds: 300,
  activityResetSeconds: 1200,
  tickMs: 1000,
  cancelRestartMs: 1000,
} as const;

export const UI_TIMINGS = {
  loginErrorMs: 3000,
  loginSpinnerMs: 6000,
  logoutAfterPasswordChangeMs: 3000,
} as const;

/** Holiday banner and day/night theme (spec 000 §1, §9). Dates are local calendar days, inclusive. */
export const HOLIDAY = {
  bannerFrom: '2024-11-15',
  bannerTo: '2025-01-07',
  closureFrom: '2024-12-23',
  closureTo: '2025-01-07',
} as const;
export const DAY_HOURS = { from: 7, to: 19 } as const;

export function isHolidayBannerShown(now: Date): boolean {
  const day = localDay(now);
  return day >= HOLIDAY.bannerFrom && day <= HOLIDAY.bannerTo;
}

export function isDayTime(now: Date): boolean {
  const h = now.getHours();
  return h >= DAY_HOURS.from && h < DAY_HOURS.to;
}

function localDay(d: Date): string {
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  const dd = String(d.getDate()).padStart(2, '0');
  return `${d.getFullYear()}-${mm}-${dd}`;
}
