/** Texts of the privacy notice (spec 000 §2.7, §9): 11 sections, effective 2023. */
export const privacy = {
  'privacy.effective': 'Effective 2023',
  'privacy.intro':
    'This notice explains how the Validation Center service provider, which operates the Store Design Portal on behalf of the car group, processes the personal data of the people who use the portal. It applies to every user of the portal: headquarters staff, country retail network teams and importers, project originators, retail location operators and the validation team.',
  'privacy.collected.title': '1. Information we collect',
  'privacy.collected.body':
    'We collect the identity and business contact details you give us when you request an account: name, business email address, phone number, company, role, countries and brands. While you use the portal we record account data (approval status, acceptance of these terms, an encrypted password) and technical data such as your IP address, a device identifier and the time of your sign-ins. We also store the site and design information, comments and documents you submit.',
  'privacy.use.title': '2. How we use your information',
  'privacy.use.body':
    'We use your data to create and manage your account, to have your request approved, and to let you register retail sites and submit, review and follow store designs. We send you the emails the service needs, such as one-time codes, approval notices and project notifications, and we answer your help requests. Technical data is used to protect accounts, to detect misuse and to keep an audit trail.',
  'privacy.lawfulBasis.title': '3. Lawful basis for processing',
  'privacy.lawfulBasis.body':
    'We process your data to perform the contract under which the portal is provided to the car group and its retail network (Art. 6(1)(b) GDPR) and on the basis of the legitimate interest of the group and its partners in running a secure, shared validation process (Art. 6(1)(f) GDPR). Where the law requires us to keep or disclose records, we process data to meet that legal obligation (Art. 6(1)(c) GDPR).',
  'privacy.sharing.title': '4. Sharing of information',
  'privacy.sharing.body':
    'Your data is visible to the people who need it for the validation process: the car group headquarters, the country retail network teams and importers concerned, and the validation team. We use carefully selected hosting and email providers who act only on our instructions under a data processing agreement (Art. 28 GDPR). We never sell your data and disclose it to authorities only when the law requires it.',
  'privacy.cookies.title': '5. Cookies and local storage',
  'privacy.cookies.body':
    'The portal uses only the cookies and browser storage that are strictly necessary for it to work: your session, your language, your device identifier for one-time codes and your cookie choice. We use no advertising or tracking cookies and no third-party analytics.',
  'privacy.rights.title': '6. Your rights',
  'privacy.rights.body':
    'You have the right to access your data, to have it corrected or erased, to restrict or object to its processing and to receive it in a portable format. Where processing is based on your consent, you may withdraw it at any time without affecting earlier processing. You may also lodge a complaint with a data protection supervisory authority.',
  'privacy.security.title': '7. Security',
  'privacy.security.body':
    'We protect your data with encrypted connections, strongly hashed passwords, one-time codes for new devices, role-based access rights and an automatic sign-out after inactivity. Access by our staff is limited to what their tasks require and is logged.',
  'privacy.retention.title': '8. Data retention',
  'privacy.retention.body':
    'We retain your personal data only for the period of our contract with the car group. When the contract ends, the data is transferred to the car group, which then becomes responsible for it, and we delete our copies unless the law obliges us to keep them longer.',
  'privacy.transfers.title': '9. International transfers',
  'privacy.transfers.body':
    'The portal is hosted in the European Union. When group companies or importers outside the European Economic Area take part in a project, transfers of data to them are based on an adequacy decision of the European Commission or on the EU Standard Contractual Clauses.',
  'privacy.changes.title': '10. Changes to this notice',
  'privacy.changes.body':
    'We may update this notice when the portal or the law changes. The effective date at the top shows the current version; we announce significant changes in the portal and may ask you to accept the updated terms again.',
  'privacy.contact.title': '11. Contact',
  'privacy.contact.body':
    'For any question about your data or to exercise your rights, please contact the data protection officer of the portal operator, the Validation Center service provider, in Germany. You can reach the data protection officer through the Help and Support page of the portal.',
  'privacy.agree': 'I have read the privacy notice and I agree to the terms.',
  'privacy.agreeRequired': 'Tick the agree box before saving.',
  'privacy.saved': 'Thank you. Your acceptance of the terms has been saved.',
  'privacy.alreadyAccepted': 'You have already accepted these terms on this device.',
} as const;
