/** CI implementation and compliance audit: the server's refusals, notifications and mails (docs/lifecycle.md, docs/external-parties.md). */
export const ciImplementation = {
  'ciImplementation.validation.choice': 'Choose full or partial CI compliance.',
  'ciImplementation.notInStage':
    'The CI implementation is open once the project is approved, until the site compliance is notified.',
  'ciImplementation.alreadySubmitted': 'The CI implementation of this project is already submitted.',
  'ciImplementation.photoRequired': 'Upload an installation photo before submitting the CI implementation.',
  'ciImplementation.evidenceRequired':
    'Only partial CI compliance is possible: upload the evidence before submitting the CI implementation.',
  'ciImplementation.uploadClosed':
    'Files can no longer be added: the CI implementation is submitted or the project is not in the CI stage.',
  'ciImplementation.offerAndOrderRequired':
    'Upload the offer and the order of your brand before confirming the installation.',
  'ciImplementation.brandsNotCovered':
    "Not every CI brand of the project is covered yet: each brand's supplier confirms the installation, or the originator submits the CI implementation.",
  'ciImplementation.notYourDocument': 'This document cannot be uploaded with this link.',
  'ciImplementation.notCiBrand': 'This brand has no CI implementation block.',
  'ciImplementation.slotFull': 'At most {{max}} files can be kept here.',
  'external.requiredFields': 'Please enter all required fields',
  'external.completedInFuture':
    'Date Of Installation Completed cannot be in the future: enter the day the installation was completed.',
  'external.readOnly': 'This form is already submitted: the link accepts nothing more.',
  'external.submitted': 'Request Submitted Successfully',
  'complianceAudit.reportRequired': 'Upload the compliance report before submitting the audit.',
  'complianceAudit.notInStage':
    'The compliance audit can be submitted once the project is approved, until the site compliance is notified.',

  'notification.offerReceived':
    'The {{brandName}} supplier uploaded an offer for project {{projectCode}} ({{siteName}}).',
  'notification.orderReceived':
    'The {{brandName}} supplier uploaded an order for project {{projectCode}} ({{siteName}}).',
  'notification.invoiceReceived':
    'The {{brandName}} supplier uploaded an invoice for project {{projectCode}} ({{siteName}}).',
  'notification.supplierConfirmed':
    'The {{brandName}} supplier confirmed the CI installation of project {{projectCode}} ({{siteName}}).',
  'notification.ciSubmitted': 'The CI implementation of project {{projectCode}} ({{siteName}}) is submitted.',
  'notification.auditSubmitted':
    'The compliance audit of project {{projectCode}} ({{siteName}}) is submitted (audit of {{auditDate}}).',

  'mail.ciStatusChanged.subject': 'Project {{projectCode}} ({{siteName}}): {{status}}',
  'mail.ciStatusChanged.body':
    'Dear {{firstName}},\n\n{{event}}\n\nThe project {{projectCode}} for the site {{siteName}} is now at the status “{{status}}”.\n\nOpen the project: {{link}}',
  'ciEvent.offerReceived': 'The {{brandName}} supplier has uploaded an offer.',
  'ciEvent.orderReceived': 'The {{brandName}} supplier has uploaded an order.',
  'ciEvent.suppliersConfirmed': 'Every invited supplier has confirmed the CI installation.',
  'ciEvent.ciSubmitted': 'The CI implementation has been submitted.',
  'ciEvent.auditSubmitted': 'The compliance audit has been submitted (audit of {{auditDate}}).',
} as const;
