/** Texts of the password screens: reset request, reset by link, first-time change (spec 000 §2.7, §4, §5, §8). */
export const password = {
  'pwd.confirmEmail': 'Confirm email',
  'pwd.newPassword': 'New password',
  'pwd.confirmPassword': 'Confirm new password',
  'pwd.currentPassword': 'Current password',
  'pwd.mismatch': "Passwords Don't Match, Please Re-Enter",
  'pwd.rules':
    'Your new password must have at least {{min}} characters, must not contain the name part of your email address and must not be a common password.',
  'pwd.account': 'Account: {{email}}',
  'pwd.goToLogin': 'Go to login',
  'pwd.reset.title': 'Reset your password',
  'pwd.reset.intro':
    'Enter the email address of your account twice. We will send you a link to choose a new password.',
  'pwd.reset.submit': 'Send reset link',
  'pwd.reset.emailMismatch': 'The primary and secondary email addresses do not match.',
  'pwd.reset.sent':
    'An email has been sent to you with a link to reset your password. The link is valid for one hour.',
  'pwd.reset.locked':
    'Your account is locked after too many failed login attempts. Please try again in 15 minutes.',
  'pwd.reset.notAccepted': 'Your account has not been accepted yet. Please contact support.',
  'pwd.reset.contactSupport': 'Contact support',
  'pwd.reset.notRegistered': 'This email address is not registered.',
  'pwd.reset.requestNew': 'Request a new link',
  'pwd.link.title': 'Choose a new password',
  'pwd.link.submit': 'Save new password',
  'pwd.link.success': 'Your password has been changed. You can now log in with your new password.',
  'pwd.first.title': 'Change your password',
  'pwd.first.intro':
    'This is your first login. Please replace the temporary password you received by email with a password of your own.',
  'pwd.first.submit': 'Change password',
  'pwd.first.success': 'Your password has been changed. Please log in with your new password.',
} as const;
