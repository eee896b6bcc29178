import type { ModuleTexts } from '../en';

export const auth: ModuleTexts<'auth'> = {
  'login.title': 'Accesso',
  'login.welcome': 'Benvenuti nello Store Design Portal',
  'login.intro':
    "Registri i punti vendita, invii i progetti di allestimento per marchio e ne segua la validazione e l'installazione.",
  'login.submit': 'Accedi',
  'login.createAccount': 'Crea account',
  'login.forgotPassword': 'Password dimenticata?',
  'login.helpSupport': 'Guida e assistenza',
  'login.introVideo': 'Video introduttivo',
  'login.tutorial': 'Come registrarsi',
  'login.fieldMandatory': 'Il campo {{field}} è obbligatorio',
  'login.error': 'Accesso non riuscito',
  'login.browserWarning':
    "Il Suo browser potrebbe non essere completamente supportato. Per un'esperienza ottimale, utilizzi una versione aggiornata di Chrome, Edge, Firefox o Safari.",
  'cookies.text':
    'Questo portale utilizza solo i cookie e la memoria locale necessari per mantenere attiva la Sua sessione e ricordare la lingua scelta. Nessun tracciamento.',
  'cookies.accept': 'Accetta',
  'cookies.more': 'Informativa sulla privacy',
  'otp.title': 'Codice monouso',
  'otp.text': 'Abbiamo inviato un codice di 6 cifre al Suo indirizzo e-mail. Lo inserisca per continuare.',
  'otp.label': 'Codice',
  'otp.submit': 'Verifica',
  'otp.numeric': 'Il codice è composto solo da cifre.',
  'otp.devMailbox': 'Modalità demo: apri la casella di posta di sviluppo',
  'language.label': 'Lingua',
  'language.en': 'English',
  'language.fr': 'Français',
  'language.de': 'Deutsch',
  'language.es': 'Español',
  'language.it': 'Italiano',
};
