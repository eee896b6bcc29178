/**
 * Texts of the sign-up screens (spec 000 §2.6, §4, §5, §8).
 * Server messages used by these screens stay in core: 'signup.emailExists', 'signup.underProcess'.
 */
export const signup = {
  'signup.title': 'Create account',
  'signup.chooseRole': 'Choose your role',
  'signup.chooseRoleIntro':
    'Select the type of account you need. Every request is reviewed by an administrator before you can sign in.',
  'signup.roleHint.originator': 'For certified architects and investors.',
  'signup.roleHint.rnd': 'For the country retail network team and importers.',
  'signup.roleHint.hq': 'For the Sales and Marketing Office.',
  'signup.roleHint.vc': 'For the validation team of the service provider: data analysts and validators.',
  'signup.details': 'Your details',
  'signup.selectedRole': 'Account type: {{role}}',
  'signup.changeRole': 'Change role',
  'signup.contactNumber': 'Contact number',
  'signup.contactNumberHint': 'Digits, "+" and "-" only, e.g. +33-612345678',
  'signup.company': 'Company',
  'signup.countries': 'Countries',
  'signup.brands': 'Brands',
  'signup.eeCluster': 'EE Cluster',
  'signup.eeClusterHint': 'Selects every country of the EE cluster.',
  'signup.projectRole': 'Project role',
  'signup.projectRole.dataAnalyst': 'Data Analyst',
  'signup.projectRole.validator': 'Validator',
  'signup.projectRole.gec': 'GEC Validator/Data Analyst',
  'signup.lookupError': 'The lists of countries and brands could not be loaded. Please try again later.',
  'signup.terms': 'Terms and privacy notice',
  'signup.readTerms': 'Read and accept the terms',
  'signup.termsAccepted': 'You have accepted the terms.',
  'signup.termsPending': 'Open the terms, tick the agree box and save.',
  'signup.submit': 'Send request',
  'signup.notCreatedTitle': 'Account Not Created',
  'signup.successTitle': 'Account request sent',
  'signup.notAcceptedTitle': 'Account already registered',
  'signup.notAcceptedText':
    'An account with this email address already exists and a new one cannot be created. If your account has not been accepted yet or you cannot sign in, please contact Help and Support.',
} as const;
