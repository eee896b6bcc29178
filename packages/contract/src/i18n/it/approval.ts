import type { ModuleTexts } from '../en';

export const approval: ModuleTexts<'approval'> = {
  'approval.title': 'Richiesta di account',
  'approval.intro': 'Verifichi la richiesta riportata di seguito, quindi la approvi o la rifiuti.',
  'approval.details': 'Richiedente',
  'approval.roles': 'Ruolo',
  'approval.firstName': 'Nome',
  'approval.siteName': 'Nome del sito',
  'approval.city': 'Città',
  'approval.countries': 'Paesi',
  'approval.approve': 'Approva',
  'approval.reject': 'Rifiuta',
  'approval.approvedTitle': 'Account approvato',
  'approval.approvedText':
    "L'account è stato approvato. Il richiedente riceverà un'e-mail con una password temporanea.",
  'approval.rejectedTitle': 'Account rifiutato',
  'approval.rejectedText':
    'La richiesta di account è stata rifiutata. Il richiedente è stato informato via e-mail.',
  'approval.errorTitle': 'Richiesta non disponibile',
};
