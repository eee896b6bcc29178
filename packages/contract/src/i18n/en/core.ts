/**
 * Core texts: generic words, roles, every server message and every mail.
 * Messages quoted by the specification keep its spelling ("manddatory").
 */
export const core = {
  // ---- generic ----
  'app.title': 'Store Design Portal',
  'app.operatedBy': 'Operated by the Validation Center service provider',
  'common.back': 'Back',
  'common.backToLogin': 'Back to login',
  'common.cancel': 'Cancel',
  'common.close': 'Close',
  'common.previewUnavailable': 'This file cannot be shown in the browser. Download it to open it.',
  'common.save': 'Save',
  'common.submit': 'Submit',
  'common.loading': 'Loading…',
  'common.retry': 'Retry',
  'common.yes': 'Yes',
  'common.no': 'No',
  'common.ok': 'OK',
  'common.email': 'Email',
  'common.password': 'Password',
  'common.firstName': 'First name',
  'common.surName': 'Surname',
  'common.language': 'Language',
  'common.privacy': 'Privacy notice',
  'common.comingSoon': 'This page arrives with a later release.',
  'common.somethingWrong': 'Something went wrong!!. Please contact admin.',
  'common.reference': 'Reference:',
  'common.copyReference': 'Copy the reference',
  'common.referenceCopied': 'Copied',
  'common.serverError':
    'Something went wrong on our side. If it happens again, give this reference to the help desk.',
  'common.pageError': 'This page could not be shown.',
  'common.reload': 'Reload the page',

  // ---- roles (spec 000 §2.6) ----
  'role.vc': 'Validation Center Team',
  'role.hq': 'HQ/Management',
  'role.rnd': 'Country Retail Network Development Team, NSC / Importers',
  'role.originator': 'Project Originator (Investor / Architect)',
  'role.retail': 'Retail Location Operator, Investor',

  // ---- server messages ----
  'error.unauthorized': 'Please sign in.',
  'error.sessionExpired': 'Your session has expired. Please sign in again.',
  'error.sessionIncomplete': 'Finish signing in first.',
  'error.forbidden': 'You are not allowed to do this.',
  'error.notFound': 'Not found.',
  'error.internal': 'internal server error',
  'error.rateLimited': 'Too many requests. Please wait a minute and try again.',
  'error.concurrentChange':
    'Someone else changed the same data at the same moment, so your change was not saved. Please try again.',
  'error.overloaded': 'The portal is busy. Please try again in a few seconds.',
  'error.tooManyCalls': 'Too many of your calls are in progress at once. Please try again in a few seconds.',
  'validation.required': 'this field is required',
  'validation.email': 'email is not valid',
  'validation.tooLong': 'This text is too long.',
  'validation.invalid': 'Some fields are not valid.',
  'validation.id': 'This id is not valid: use digits only.',
  'validation.nulByte': 'This text contains a character that is not allowed.',
  'validation.loneSurrogate': 'This text contains an incomplete character (a lone UTF-16 surrogate).',
  'validation.tooDeep': 'The request is nested too deeply (at most {{max}} levels).',
  'validation.field': '{{field}}: {{message}}',
  'validation.phone': 'Only digits, "-" and "+" are allowed.',
  'validation.otp': 'Enter the 6-digit code.',
  'validation.role': 'Choose a role.',
  'validation.projectRole': 'Choose a project role.',
  'validation.selectBrand': 'Select at least one brand!',
  'validation.selectCountry': 'Select at least one country!',
  'validation.selectBrandCountry': 'Select at least one brand/country!',
  'validation.terms': 'Please read and accept the terms first.',
  'validation.unknownCountry': 'Unknown country.',
  'validation.unknownBrand': 'Unknown brand.',
  'validation.timeZone': 'Unknown time zone.',
  'validation.cursor':
    'This list position is not valid for this list and order. Open the list again from its first page.',
  'validation.mandatoryField': 'The field {{field}} is manddatory',
  'login.invalid': 'Invalid email or password.',
  'login.locked': 'Too many failed attempts: the account is locked for 15 minutes.',
  'otp.invalid': 'The code is not correct. {{left}} attempts left.',
  'otp.expired': 'The code has expired. Please log in again.',
  'otp.tooManyAttempts': 'Too many wrong codes. Please log in again.',
  'signup.emailExists': 'Email address already exists',
  'signup.underProcess':
    'Your account creation is under process. You will receive an email after the administrator approval.',
  'link.invalid': 'Incorrect URL copied or Session has expired.',
  'password.tooShort': 'The password must have at least 12 characters.',
  'password.tooLong': 'The password must have at most 128 characters.',
  'password.containsEmail': 'The password must not contain your email name.',
  'password.common': 'This password is too common. Choose another one.',
  'password.sameAsOld': 'The new password must differ from the current one.',
  'password.currentWrong': 'The current password is not correct.',
  'password.firstTimeRefused':
    'The current password is not correct, or this account has already set its own password (then please log in).',
  'password.otherAccount': 'You can only change your own password.',
  'help.sent': 'Enquiry sent',

  // ---- mails ----
  'mail.greeting': 'Hello {{firstName}},',
  'mail.signature': 'Kind regards,\nThe Store Design Portal team',
  'mail.oneTimeCode.subject': 'Your one-time code: {{code}}',
  'mail.oneTimeCode.body':
    'Your one-time code is {{code}}. It is valid for {{minutes}} minutes.\n\nIf you did not try to sign in, you can ignore this mail.',
  'mail.approvalRequest.subject': 'Account request: {{applicantFirstName}} {{applicantSurName}}',
  'mail.approvalRequest.body':
    '{{applicantFirstName}} {{applicantSurName}} ({{email}}) asks for an account as {{role}}.\n\nOpen this link to approve or reject the request (valid for 7 days):\n{{link}}',
  'mail.accountApproved.subject': 'Your Store Design Portal account is approved',
  'mail.accountApproved.body':
    'Your account has been approved.\n\nEmail: {{email}}\nTemporary password: {{password}}\n\nSign in at {{link}} — you will be asked to choose your own password.',
  'mail.accountRejected.subject': 'Your Store Design Portal account request',
  'mail.accountRejected.body':
    'Your account request has been rejected. For questions, write to {{helpdesk}}.',
  'mail.passwordReset.subject': 'Reset your Store Design Portal password',
  'mail.passwordReset.body':
    'Open this link to choose a new password (valid for {{minutes}} minutes, once):\n{{link}}\n\nIf you did not ask for it, ignore this mail.',
  'mail.signInLockedCodes.subject': 'Your Store Design Portal sign-in is locked',
  'mail.signInLockedCodes.body':
    'Too many wrong one-time codes were entered for your account, so signing in is locked for {{minutes}} minutes.\n\nIf this was you, wait and sign in again. If it was not, someone knows your password: change it once the lock has ended, and tell the help desk.',
  'mail.helpRequest.subject': 'Help request from {{name}}',
  'mail.helpRequest.body': 'From: {{name}} <{{email}}>\n\n{{queries}}',
  // ---- uploads (server: platform/uploads.ts) ----
  'upload.tooLarge': 'This file is too large: at most {{max}} MB per file.',
  'upload.tooManyParts': 'Too many files or fields in one upload.',
  'upload.notMultipart': 'Send the files as a form upload (multipart/form-data).',
  'upload.broken': 'The upload was interrupted or incomplete. Please try again.',
  'upload.typeNotAccepted': 'This type of file is not accepted here. Accepted: {{types}}.',
  'upload.contentMismatch':
    "This file's content is not a {{type}} file, as its name says: it was not uploaded.",
} as const;
