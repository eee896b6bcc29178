/** Texts of the demo-mode dev mailbox page (docs/mail.md). */
export const devmail = {
  'devmail.title': 'Dev mailbox',
  'devmail.intro':
    'Demo mode: the mails the portal would send are kept here instead of being delivered. Links in them can be followed.',
  'devmail.filter': 'Filter by recipient (To)',
  'devmail.refresh': 'Refresh',
  'devmail.to': 'To: {{to}}',
  'devmail.date': 'Sent on {{date}}',
  'devmail.empty': 'No mails.',
  'devmail.unavailable': 'The dev mailbox is only available in demo mode.',
  'devmail.loadError': 'The mails could not be loaded.',
} as const;
