/** Texts of the public help and support form (spec 000 §2.7, §5, §8); 'help.sent' lives in core. */
export const help = {
  'helpSupport.title': 'Help and support',
  'helpSupport.intro': 'Send us your question. The support team answers by email.',
  'helpSupport.name': 'Name',
  'helpSupport.queries': 'Your queries',
  'helpSupport.submit': 'Send enquiry',
  'helpSupport.notSent': 'Enquiry not sent',
} as const;
