import type { ModuleTexts } from '../en';

export const auth: ModuleTexts<'auth'> = {
  'login.title': 'Anmeldung',
  'login.welcome': 'Willkommen im Store Design Portal',
  'login.intro':
    'Registrieren Sie Handelsstandorte, reichen Sie Store-Designs je Marke ein und verfolgen Sie deren Validierung und Umsetzung.',
  'login.submit': 'Anmelden',
  'login.createAccount': 'Konto erstellen',
  'login.forgotPassword': 'Passwort vergessen?',
  'login.helpSupport': 'Hilfe und Support',
  'login.introVideo': 'Einführungsvideo',
  'login.tutorial': 'So registrieren Sie sich',
  'login.fieldMandatory': 'Das Feld {{field}} ist ein Pflichtfeld',
  'login.error': 'Anmeldung fehlgeschlagen',
  'login.browserWarning':
    'Ihr Browser wird möglicherweise nicht vollständig unterstützt. Für eine optimale Nutzung verwenden Sie bitte eine aktuelle Version von Chrome, Edge, Firefox oder Safari.',
  'cookies.text':
    'Dieses Portal verwendet nur die Cookies und den lokalen Speicher, die nötig sind, um Sie angemeldet zu halten und Ihre Sprache zu speichern. Kein Tracking.',
  'cookies.accept': 'Akzeptieren',
  'cookies.more': 'Datenschutzhinweis',
  'otp.title': 'Einmalcode',
  'otp.text':
    'Wir haben einen 6-stelligen Code an Ihre E-Mail-Adresse gesendet. Geben Sie ihn ein, um fortzufahren.',
  'otp.label': 'Bestätigungscode',
  'otp.submit': 'Bestätigen',
  'otp.numeric': 'Der Code besteht nur aus Ziffern.',
  'otp.devMailbox': 'Demo-Modus: Entwickler-Postfach öffnen',
  'language.label': 'Sprache',
  'language.en': 'English',
  'language.fr': 'Français',
  'language.de': 'Deutsch',
  'language.es': 'Español',
  'language.it': 'Italiano',
};
