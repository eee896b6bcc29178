import type { ModuleTexts } from '../en';

export const profile: ModuleTexts<'profile'> = {
  'profile.loading': 'Ihr Profil wird geladen…',
  'profile.emailReadOnly': 'Die E-Mail-Adresse kann nicht geändert werden.',
  'profile.phone': 'Telefonnummer',
  'profile.company': 'Unternehmen',
  'profile.brands': 'Marken',
  'profile.countries': 'Länder',
  'profile.selectBrand': 'Wählen Sie mindestens eine Marke aus',
  'profile.selectCountry': 'Wählen Sie mindestens ein Land aus',
  'profile.updated': 'Die Profildaten wurden aktualisiert',
  'profile.saving': 'Wird gespeichert…',
  'profile.currentPassword': 'Aktuelles Passwort',
  'profile.newPassword': 'Neues Passwort',
  'profile.confirmPassword': 'Neues Passwort bestätigen',
  'profile.passwordRules':
    'Das neue Passwort muss mindestens {{min}} Zeichen lang sein, darf den Namensteil Ihrer E-Mail-Adresse nicht enthalten und darf kein gängiges Passwort sein.',
  'profile.passwordMismatch': 'Die Passwörter stimmen nicht überein.',
  'profile.passwordChanged': 'Das Passwort wurde erfolgreich geändert.',
  'profile.loggingOutSoon':
    'Sie werden in Kürze abgemeldet. Bitte melden Sie sich mit Ihrem neuen Passwort erneut an.',
  'profile.changePasswordSubmit': 'Passwort ändern',
};
