/**
 * Texts of the avatar-menu dialogs: My Profile and Change Password (spec 002 §2, §5, §8).
 * Messages quoted by the specification keep its wording ("Password Mismatch!.").
 */
export const profile = {
  // ---- My Profile ----
  'profile.loading': 'Loading your profile…',
  'profile.emailReadOnly': 'The email address cannot be changed.',
  'profile.phone': 'Phone number',
  'profile.company': 'Company',
  'profile.brands': 'Brands',
  'profile.countries': 'Countries',
  'profile.selectBrand': 'select at least one brand',
  'profile.selectCountry': 'select at least one country',
  'profile.updated': 'Profile Details Updated',
  'profile.saving': 'Saving…',

  // ---- My Profile: markets and brands are the data scope of Retail Network Development (docs/access.md) ----
  'profile.scopeNote':
    'Added markets and brands need Validation Center approval; you keep your current ones until then. Removed ones are taken away at once.',
  'profile.scopePendingTitle': 'Waiting for Validation Center approval',
  'profile.scopeRequestedOn': 'Requested on {{date}}',
  'profile.scopeAddedMarkets': 'Markets to add: {{markets}}',
  'profile.scopeAddedBrands': 'Brands to add: {{brands}}',
  'profile.scopeAwaiting': 'awaiting approval',
  'profile.scopeRequested':
    'Profile Details Updated. The added markets and brands wait for Validation Center approval.',
  'profile.scopeNone': 'none',

  // ---- mails of a data scope request ----
  'mail.scopeRequest.subject': 'Markets and brands request: {{applicantName}}',
  'mail.scopeRequest.body':
    '{{applicantName}} ({{email}}, {{role}}) asks to see the projects of more markets and brands.\n\nMarkets to add: {{addedMarkets}}\nBrands to add: {{addedBrands}}\n\nCurrent markets: {{markets}}\nCurrent brands: {{brands}}\n\nThe current markets and brands stay as they are until the request is decided. Open this link to approve or reject it (valid for 7 days, once):\n{{link}}',
  'mail.scopeRequest.team': 'Validation Center team',
  'mail.scopeApproved.subject': 'Your markets and brands request is approved',
  'mail.scopeApproved.body':
    'Your request has been approved. You now see the projects of these markets and brands.\n\nMarkets: {{markets}}\nBrands: {{brands}}',
  'mail.scopeRejected.subject': 'Your markets and brands request',
  'mail.scopeRejected.body':
    'Your request to add markets ({{addedMarkets}}) and brands ({{addedBrands}}) has been rejected. Your markets and brands stay as they were. For questions, write to {{helpdesk}}.',

  // ---- Change Password ----
  'profile.currentPassword': 'Current password',
  'profile.newPassword': 'New password',
  'profile.confirmPassword': 'Confirm new password',
  'profile.passwordRules':
    'The new password must have at least {{min}} characters, must not contain the name part of your email address and must not be a common password.',
  'profile.passwordMismatch': 'Password Mismatch!.',
  'profile.passwordChanged': 'Password changed successfully!!',
  'profile.loggingOutSoon': 'You will be logged out in a moment. Please log in again with your new password.',
  'profile.changePasswordSubmit': 'Change password',
} as const;
