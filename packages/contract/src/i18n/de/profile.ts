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
  'profile.scopeNote':
    'Hinzugefügte Märkte und Marken müssen vom Validation Center genehmigt werden; bis dahin behalten Sie Ihre bisherigen. Entfernte werden sofort entzogen.',
  'profile.scopePendingTitle': 'Wartet auf Genehmigung durch das Validation Center',
  'profile.scopeRequestedOn': 'Beantragt am {{date}}',
  'profile.scopeAddedMarkets': 'Hinzuzufügende Märkte: {{markets}}',
  'profile.scopeAddedBrands': 'Hinzuzufügende Marken: {{brands}}',
  'profile.scopeAwaiting': 'wartet auf Genehmigung',
  'profile.scopeRequested':
    'Die Profildaten wurden aktualisiert. Die hinzugefügten Märkte und Marken warten auf die Genehmigung durch das Validation Center.',
  'profile.scopeNone': 'keine',
  'mail.scopeRequest.subject': 'Antrag auf Märkte und Marken: {{applicantName}}',
  'mail.scopeRequest.body':
    '{{applicantName}} ({{email}}, {{role}}) möchte die Projekte weiterer Märkte und Marken sehen.\n\nHinzuzufügende Märkte: {{addedMarkets}}\nHinzuzufügende Marken: {{addedBrands}}\n\nBisherige Märkte: {{markets}}\nBisherige Marken: {{brands}}\n\nDie bisherigen Märkte und Marken bleiben bis zur Entscheidung unverändert. Öffnen Sie diesen Link, um den Antrag zu genehmigen oder abzulehnen (7 Tage gültig, einmalig):\n{{link}}',
  'mail.scopeRequest.team': 'Team des Validation Center',
  'mail.scopeApproved.subject': 'Ihr Antrag auf Märkte und Marken wurde genehmigt',
  'mail.scopeApproved.body':
    'Ihr Antrag wurde genehmigt. Sie sehen jetzt die Projekte dieser Märkte und Marken.\n\nMärkte: {{markets}}\nMarken: {{brands}}',
  'mail.scopeRejected.subject': 'Ihr Antrag auf Märkte und Marken',
  'mail.scopeRejected.body':
    'Ihr Antrag, Märkte ({{addedMarkets}}) und Marken ({{addedBrands}}) hinzuzufügen, wurde abgelehnt. Ihre Märkte und Marken bleiben unverändert. Bei Fragen schreiben Sie an {{helpdesk}}.',
};
