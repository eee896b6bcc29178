/** Full extracts prepared in the background (issue 23 §4; docs/decisions/031-prepared-extracts.md). */
export const extracts = {
  'extracts.requested':
    'Your extract is being prepared. You will be notified when it is ready, in the portal and by e-mail.',
  'extracts.requestFailed': 'The extract could not be requested. Please try again.',
  'extracts.title': 'Your extracts',
  'extracts.hint': 'Prepared files can be downloaded for {{days}} days, by you only.',
  'extracts.none': 'You have not requested an extract recently.',
  'extracts.kind.projects': 'Project-based extract',
  'extracts.kind.brands': 'Brand-based extract',
  /** Inside a sentence (the notice and the mail). */
  'extracts.kindInText.projects': 'project-based extract',
  'extracts.kindInText.brands': 'brand-based extract',
  'extracts.requestedOn': 'Requested {{date}}',
  'extracts.status.queued': 'Waiting to be prepared',
  'extracts.status.running': 'Being prepared',
  'extracts.status.ready': 'Ready: {{rows}} rows, until {{date}}',
  'extracts.status.failed': 'Could not be prepared',
  'extracts.status.expired': 'Expired',
  'extracts.download': 'Download',
  'extracts.downloadFailed': 'The download failed. Please try again.',
  'extracts.open': 'Open the extract',
  'extracts.page.title': 'Extract',
  'extracts.page.back': 'Back to the dashboard',
  'extracts.notReady': 'This extract is still being prepared. You will be notified when it is ready.',
  'extracts.expired':
    'This extract has expired: prepared files are kept for {{days}} days. Request a new one from the dashboard.',
  'extracts.failed': 'This extract could not be prepared. Request a new one from the dashboard.',
  'extracts.tooMany':
    'You already have {{max}} extracts waiting to be prepared. Please wait until one of them is ready.',
  'notification.extractReady': 'Your {{kind}} is ready ({{rows}} rows). Download it until {{date}}.',
  'mail.extractReady.subject': 'Your {{kind}} is ready',
  'mail.extractReady.body':
    'The {{kind}} you requested on {{requestedOn}} is ready: {{rows}} rows.\n\nDownload it until {{expiresOn}} (you will be asked to sign in; only you can download it):\n{{link}}\n\nAfter that date the file is deleted; you can request a new one from the dashboard.',
} as const;
