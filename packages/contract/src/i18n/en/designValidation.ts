/** Design validation: project data, brand forms, submission and the two checks (server messages, mails, screens). */
export const designValidation = {
  // ---- server: save and submission (design-validation feature) ----
  'validation.date': 'Enter a valid date.',
  'designValidation.saved': 'Design data saved.',
  'designValidation.submitted':
    'Design files successfully uploaded and submitted. You will receive information after the validation process. This will take about 2 weeks.',
  'designValidation.documented':
    'Project successfully documented. Validation E-Mail sent to all stakeholders.',
  'designValidation.closed':
    'The design dossier of this project can no longer be changed: it has been submitted.',
  'designValidation.mandatory': 'The field {{field}} is mandatory',
  'designValidation.numeric': 'The field {{field}} must be numeric or decimal.',
  'designValidation.brandField': '{{brand}} – {{field}}',
  'designValidation.professionalNewVehicle':
    'The showroom surface for new professional vehicles (LCV) is mandatory for {{brand}}.',
  'designValidation.missingDocuments':
    'The following documents are missing: {{documents}}. Please upload them and then click on SUBMIT FOR VALIDATION',
  'designValidation.option': 'The field {{field}} must be one of its options.',
  'designValidation.missingDocumentsDocumented':
    'The following documents are missing: {{documents}}. Please upload them and then click on SUBMIT AS DOCUMENTED',
  'mail.designSubmitted.subject': 'Design submitted for validation: {{siteName}} ({{projectCode}})',
  'mail.designSubmitted.body':
    'The design files of project {{projectCode}} ({{siteName}}, {{city}}) were submitted for validation on {{date}}. The Validation Center Team checks their completeness first, then their content; this takes about 2 weeks. You will receive information after the validation process.\n\nOpen the project:\n{{link}}',
  'mail.designDocumented.subject': 'Project documented: {{siteName}} ({{projectCode}})',
  'mail.designDocumented.body':
    'The documentation-only project {{projectCode}} ({{siteName}}, {{city}}) was documented by {{originatorName}} on {{date}}. Its design files are available in the portal. Documentation-only projects are not design-validated, and the provider is not responsible for documented projects.\n\nOpen the project:\n{{link}}',
  'notification.designSubmitted':
    'New design submitted for validation: <b>{{siteName}}</b> ({{projectCode}}), by {{originatorName}}.{{openMarkups}}',
  'notification.designResubmitted':
    'Design submitted again after a refusal: <b>{{siteName}}</b> ({{projectCode}}), by {{originatorName}}.{{openMarkups}}',
  'notification.designDocumented':
    'Documentation-only project documented: <b>{{siteName}}</b> ({{projectCode}}), by {{originatorName}}.',
  // ---- end server: save and submission ----
} as const;
