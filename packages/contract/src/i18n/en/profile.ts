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
