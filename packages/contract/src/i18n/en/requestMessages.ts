/**
 * Server messages and mails of originator requests, Site Approvals, lite location accounts and admin tasks.
 * Messages quoted by the specification keep its wording ("in a approved state").
 */
export const requestMessages = {
  // ---- originator requests (spec 001 §7, §8; docs/lifecycle.md) ----
  'project.duplicateSite': 'A retail site already exists at this address: {{siteName}}, {{city}}.',
  'request.sent':
    'Your project request has been sent to the Validation Center Team. You will receive an email once it is approved.',
  'request.notification': '{{name}} requests a project for {{siteName}}, {{city}}.',
  'request.teamName': 'Validation Center Team',
  'request.newLocation': 'a new location',
  'request.existingLocation': 'an existing location',

  // ---- Site Approvals and lite location accounts (spec 002 §2–§8) ----
  'request.alreadyDecided': 'This request has already been decided.',
  'request.useCreate': 'This request is for a new location: use Create to set up its location account.',
  'request.notNewCreation': 'This request is for an existing location: approve it instead.',
  'request.emailTaken': 'This email address already belongs to an account with another role.',
  'request.approved': 'Request approved. Project {{projectCode}} has been created.',
  'request.rejected': 'Request rejected. The originator has been informed.',
  'request.liteAccountCreated': 'Location account created. Project {{projectCode}} has been created.',
  'request.liteAccountLinked':
    'No new account: {{email}} already has a location account. Project {{projectCode}} has been added to it.',

  // ---- admin tasks (spec 001 §4, §8) ----
  'admin.originatorInvalid': 'Please enter valid Project Originator Email Address!',
  'admin.originatorMapped': 'New Project Originator is successfully Mapped!',
  'admin.notApproved': 'Project is not in a approved state to Change the status to refuse.',
  'admin.projectDeleted': 'Project Deleted successfully !',

  // ---- mails ----
  'mail.projectRequest.subject': 'Project request to approve: {{siteName}}, {{city}}',
  'mail.projectRequest.body':
    '{{originatorName}} ({{originatorEmail}}) requests a project at {{location}}:\n\n{{siteName}}\n{{street}}\n{{zipCode}} {{city}}\n{{country}}\n\nBrands: {{brands}}\n\nOpen Site Approvals to decide:\n{{link}}',
  'mail.requestApproved.subject': 'Your project request is approved: {{siteName}}',
  'mail.requestApproved.body':
    'Your project request for {{siteName}}, {{city}} has been approved.\n\nProject code: {{projectCode}}\n\nSign in to continue with your project:\n{{link}}',
  'mail.requestRejected.subject': 'Your project request for {{siteName}}',
  'mail.requestRejected.body':
    'Your project request for {{siteName}}, {{city}} has been rejected by the Validation Center Team. For questions, write to {{helpdesk}}.',
  'mail.liteAccountCreated.subject': 'Your Retail Location account for {{siteName}}',
  'mail.liteAccountCreated.body':
    'A Retail Location account has been created for {{siteName}}, {{city}} (project {{projectCode}}).\n\nEmail: {{email}}\nTemporary password: {{password}}\n\nSign in at {{link}} — you will be asked to choose your own password.',
  'mail.liteAccountLinked.subject': 'A new project for your location {{siteName}}',
  'mail.liteAccountLinked.body':
    'The project {{projectCode}} at {{siteName}}, {{city}} has been added to your Retail Location account.\n\nSign in to see it:\n{{link}}',
  'mail.originatorMapped.subject': 'You are now the originator of project {{projectCode}}',
  'mail.originatorMapped.body':
    'The Validation Center Team has made you the Project Originator of project {{projectCode}} ({{siteName}}, {{city}}).\n\nSign in to see it:\n{{link}}',
  'mail.projectRefusedByAdmin.subject': 'Status of project {{projectCode}} changed',
  'mail.projectRefusedByAdmin.body':
    'The Validation Center Team has changed the status of your project {{projectCode}} ({{siteName}}, {{city}}) from "{{fromStatus}}" to "{{toStatus}}".\n\nFor questions, write to {{helpdesk}}.',
} as const;
