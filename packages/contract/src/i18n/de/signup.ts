import type { ModuleTexts } from '../en';

export const signup: ModuleTexts<'signup'> = {
  'signup.title': 'Konto erstellen',
  'signup.chooseRole': 'Wählen Sie Ihre Rolle',
  'signup.chooseRoleIntro':
    'Wählen Sie die Kontoart, die Sie benötigen. Jede Anfrage wird von einem Administrator geprüft, bevor Sie sich anmelden können.',
  'signup.roleHint.originator': 'Für zertifizierte Architekten und Investoren.',
  'signup.roleHint.rnd': 'Für das nationale Händlernetz-Team und Importeure.',
  'signup.roleHint.hq': 'Für die Vertriebs- und Marketingabteilung.',
  'signup.roleHint.vc': 'Für das Validierungsteam des Dienstleisters: Datenanalysten und Validierer.',
  'signup.details': 'Ihre Angaben',
  'signup.selectedRole': 'Kontoart: {{role}}',
  'signup.changeRole': 'Rolle ändern',
  'signup.contactNumber': 'Telefonnummer',
  'signup.contactNumberHint': 'Nur Ziffern, „+“ und „-“, z. B. +49-1701234567',
  'signup.company': 'Unternehmen',
  'signup.countries': 'Länder',
  'signup.brands': 'Marken',
  'signup.eeCluster': 'EE-Cluster',
  'signup.eeClusterHint': 'Wählt alle Länder des EE-Clusters aus.',
  'signup.projectRole': 'Projektrolle',
  'signup.projectRole.dataAnalyst': 'Datenanalyst',
  'signup.projectRole.validator': 'Validierer',
  'signup.projectRole.gec': 'GEC-Validierer/Datenanalyst',
  'signup.lookupError':
    'Die Länder- und Markenlisten konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
  'signup.terms': 'Bedingungen und Datenschutzhinweis',
  'signup.readTerms': 'Bedingungen lesen und akzeptieren',
  'signup.termsAccepted': 'Sie haben die Bedingungen akzeptiert.',
  'signup.termsPending':
    'Öffnen Sie die Bedingungen, setzen Sie das Häkchen zur Zustimmung und speichern Sie.',
  'signup.submit': 'Anfrage senden',
  'signup.notCreatedTitle': 'Konto nicht erstellt',
  'signup.successTitle': 'Kontoanfrage gesendet',
  'signup.notAcceptedTitle': 'Konto bereits registriert',
  'signup.notAcceptedText':
    'Für diese E-Mail-Adresse besteht bereits ein Konto; ein neues Konto kann nicht erstellt werden. Falls Ihr Konto noch nicht freigegeben wurde oder Sie sich nicht anmelden können, wenden Sie sich bitte an Hilfe und Support.',
};
