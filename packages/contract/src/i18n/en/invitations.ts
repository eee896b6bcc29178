/** Invitations of external parties (docs/external-parties.md): refusals, and the mails carrying each party's link. */
export const invitations = {
  'invitation.validation.party': 'Choose whom to invite: a supplier, an auditor or the download recipient.',
  'invitation.notApproved':
    'External parties can be invited once the project is approved (Project Approved or a later implementation status).',
  'invitation.brandRequired': 'Choose the brand this supplier is invited for.',
  'invitation.brandNotInProject': 'This brand is not one of the project’s brands.',
  'invitation.brandNotAllowed': 'Only a supplier is invited for a brand: leave the brand empty.',
  'invitation.supplierExists':
    'A supplier is already invited for this brand. Revoke that invitation before inviting another supplier.',
  'invitation.alreadyRevoked': 'This invitation is already revoked.',
  'invitation.resendRevoked': 'This invitation is revoked: it cannot be sent again. Invite the party anew.',
  'invitation.resendSubmitted':
    'This party has already submitted its form: the invitation cannot be sent again.',
  'invitation.revoked': 'The invitation is revoked: its link no longer works.',

  'mail.inviteSupplier.subject': 'CI implementation for {{siteName}} ({{projectCode}}), {{brandName}}',
  'mail.inviteSupplier.body':
    '{{inviterName}} invites you, as supplier for {{brandName}}, to the CI implementation of the site {{siteName}} (project {{projectCode}}).\n\nOpen this link to upload your offer, order and invoice, enter the delivery and installation dates and confirm the installation (valid for {{days}} days):\n{{link}}',
  'mail.inviteAuditor.subject': 'Compliance audit for {{siteName}} ({{projectCode}})',
  'mail.inviteAuditor.body':
    '{{inviterName}} invites you to carry out the compliance audit of the site {{siteName}} (project {{projectCode}}).\n\nOpen this link to upload your audit report and enter the audit date (valid for {{days}} days):\n{{link}}',
  'mail.inviteDownload.subject': 'Validated designs of {{siteName}} ({{projectCode}})',
  'mail.inviteDownload.body':
    '{{inviterName}} shares with you the validated design documents of the site {{siteName}} (project {{projectCode}}).\n\nOpen this link to download them (valid for {{days}} days):\n{{link}}',
  'mail.inviteArcad.subject': "Upload of the group's reference locations (ARCAD)",
  'mail.inviteArcad.body':
    '{{inviterName}} invites you to upload the group’s reference locations (ARCAD): an .xlsx or .csv file with the columns ARCAD location code, site name, street, zip code, city, country code, latitude and longitude.\n\nOpen this link to upload it (valid for {{days}} days):\n{{link}}',
} as const;
