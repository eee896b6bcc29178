/** Login, one-time code, language selector, cookie banner, browser warning. */
export const auth = {
  'login.title': 'Sign in',
  'login.welcome': 'Welcome to the Store Design Portal',
  'login.intro':
    'Register retail sites, submit store designs per brand and follow their validation and installation.',
  'login.submit': 'Login',
  'login.createAccount': 'Create account',
  'login.forgotPassword': 'Forgot password?',
  'login.helpSupport': 'Help and support',
  'login.introVideo': 'Intro video',
  'login.tutorial': 'How to register',
  'login.fieldMandatory': 'The field {{field}} is manddatory',
  'login.error': 'Login failed',
  'login.browserWarning':
    'Your browser may not be fully supported. For the best experience use a current version of Chrome, Edge, Firefox or Safari.',
  'cookies.text':
    'This portal uses only the cookies and local storage it needs to keep you signed in and remember your language. No tracking.',
  'cookies.accept': 'Accept',
  'cookies.more': 'Privacy notice',
  'otp.title': 'One-time code',
  'otp.text': 'We sent a 6-digit code to your email address. Enter it to continue.',
  'otp.label': 'Code',
  'otp.submit': 'Verify',
  'otp.numeric': 'The code is numeric.',
  'otp.devMailbox': 'Demo mode: open the dev mailbox',
  'language.label': 'Language',
  'language.en': 'English',
  'language.fr': 'Français',
  'language.de': 'Deutsch',
  'language.es': 'Español',
  'language.it': 'Italiano',
} as const;
