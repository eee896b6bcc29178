import type { ModuleTexts } from '../en';

export const approval: ModuleTexts<'approval'> = {
  'approval.title': 'Kontoanfrage',
  'approval.intro':
    'Bitte prüfen Sie die folgende Anfrage und genehmigen oder lehnen Sie sie anschließend ab.',
  'approval.details': 'Antragsteller',
  'approval.roles': 'Rolle',
  'approval.firstName': 'Vollständiger Name',
  'approval.siteName': 'Standortname',
  'approval.city': 'Stadt',
  'approval.countries': 'Länder',
  'approval.approve': 'Genehmigen',
  'approval.reject': 'Ablehnen',
  'approval.approvedTitle': 'Konto genehmigt',
  'approval.approvedText':
    'Das Konto wurde genehmigt. Der Antragsteller erhält eine E-Mail mit einem temporären Passwort.',
  'approval.rejectedTitle': 'Konto abgelehnt',
  'approval.rejectedText': 'Die Kontoanfrage wurde abgelehnt. Der Antragsteller wurde per E-Mail informiert.',
  'approval.errorTitle': 'Anfrage nicht verfügbar',
  'approval.scopeTitle': 'Antrag auf Märkte und Marken',
  'approval.scopeIntro':
    'Ein Benutzer der Retail Network Development möchte die Projekte weiterer Märkte und Marken sehen. Bitte prüfen Sie den Antrag und genehmigen oder lehnen Sie ihn ab.',
  'approval.scopeUser': 'Benutzer',
  'approval.scopeEmail': 'E-Mail',
  'approval.scopeRole': 'Rolle',
  'approval.scopeCurrentMarkets': 'Bisherige Märkte',
  'approval.scopeCurrentBrands': 'Bisherige Marken',
  'approval.scopeAddedMarkets': 'Hinzuzufügende Märkte',
  'approval.scopeAddedBrands': 'Hinzuzufügende Marken',
  'approval.scopeRequestedOn': 'Beantragt am',
  'approval.scopeApprovedTitle': 'Antrag genehmigt',
  'approval.scopeApprovedText':
    'Der Benutzer sieht jetzt die Projekte der hinzugefügten Märkte und Marken und wurde per E-Mail informiert.',
  'approval.scopeRejectedTitle': 'Antrag abgelehnt',
  'approval.scopeRejectedText':
    'Die Märkte und Marken des Benutzers bleiben unverändert. Der Benutzer wurde per E-Mail informiert.',
};
