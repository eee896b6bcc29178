import type { ModuleTexts } from '../en';

export const password: ModuleTexts<'password'> = {
  'pwd.confirmEmail': 'E-Mail-Adresse bestätigen',
  'pwd.newPassword': 'Neues Passwort',
  'pwd.confirmPassword': 'Neues Passwort bestätigen',
  'pwd.currentPassword': 'Aktuelles Passwort',
  'pwd.mismatch': 'Die Passwörter stimmen nicht überein. Bitte geben Sie sie erneut ein.',
  'pwd.rules':
    'Ihr neues Passwort muss mindestens {{min}} Zeichen lang sein, darf den Namensteil Ihrer E-Mail-Adresse nicht enthalten und darf kein gängiges Passwort sein.',
  'pwd.account': 'Konto: {{email}}',
  'pwd.goToLogin': 'Zur Anmeldung',
  'pwd.reset.title': 'Passwort zurücksetzen',
  'pwd.reset.intro':
    'Geben Sie die E-Mail-Adresse Ihres Kontos zweimal ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen können.',
  'pwd.reset.submit': 'Link zum Zurücksetzen senden',
  'pwd.reset.emailMismatch': 'Die primäre und die sekundäre E-Mail-Adresse stimmen nicht überein.',
  'pwd.reset.sent':
    'Wir haben Ihnen eine E-Mail mit einem Link zum Zurücksetzen Ihres Passworts gesendet. Der Link ist eine Stunde lang gültig.',
  'pwd.reset.locked':
    'Ihr Konto ist nach zu vielen fehlgeschlagenen Anmeldeversuchen gesperrt. Bitte versuchen Sie es in 15 Minuten erneut.',
  'pwd.reset.notAccepted': 'Ihr Konto wurde noch nicht freigegeben. Bitte wenden Sie sich an den Support.',
  'pwd.reset.contactSupport': 'Support kontaktieren',
  'pwd.reset.notRegistered': 'Diese E-Mail-Adresse ist nicht registriert.',
  'pwd.reset.requestNew': 'Neuen Link anfordern',
  'pwd.link.title': 'Neues Passwort festlegen',
  'pwd.link.submit': 'Neues Passwort speichern',
  'pwd.link.success': 'Ihr Passwort wurde geändert. Sie können sich jetzt mit Ihrem neuen Passwort anmelden.',
  'pwd.first.title': 'Passwort ändern',
  'pwd.first.intro':
    'Dies ist Ihre erste Anmeldung. Bitte ersetzen Sie das per E-Mail erhaltene temporäre Passwort durch ein eigenes Passwort.',
  'pwd.first.submit': 'Passwort jetzt ändern',
  'pwd.first.success': 'Ihr Passwort wurde geändert. Bitte melden Sie sich mit Ihrem neuen Passwort an.',
};
