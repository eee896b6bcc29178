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
};
