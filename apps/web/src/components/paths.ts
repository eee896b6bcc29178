/** Public paths shared by several features (spec 000 §2.4). */
export const PATHS = {
  login: '/login',
  signup: '/signup',
  otp: '/otp',
  resetRequest: '/reset-password',
  resetByLink: '/user/forgotPassword',
  firstTimePassword: '/user/changepassword',
  approve: '/user/approveuserRequest',
  accountApproved: '/user/account-approved',
  accountRejected: '/user/account-rejected',
  approvalError: '/user/approval-error',
  /** A Retail Network Development user's wider markets and brands, decided by mailed link (docs/access.md). */
  approveScope: '/user/approveScopeRequest',
  scopeApproved: '/user/scope-approved',
  scopeRejected: '/user/scope-rejected',
  helpSupport: '/help-support',
  introVideo: '/intro-video',
  tutorial: '/tutorial',
  devMail: '/dev/mail',
} as const;

/** The privacy notice under the operator's prefix. */
export const PRIVACY_PATH = '/vc-portal/terms-and-conditions';
