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
  'approval.scopeTitle': 'Richiesta di mercati e marchi',
  'approval.scopeIntro':
    'Un utente Retail Network Development chiede di vedere i progetti di altri mercati e marchi. Verifichi la richiesta, poi la approvi o la rifiuti.',
  'approval.scopeUser': 'Utente',
  'approval.scopeEmail': 'E-mail',
  'approval.scopeRole': 'Ruolo',
  'approval.scopeCurrentMarkets': 'Mercati attuali',
  'approval.scopeCurrentBrands': 'Marchi attuali',
  'approval.scopeAddedMarkets': 'Mercati da aggiungere',
  'approval.scopeAddedBrands': 'Marchi da aggiungere',
  'approval.scopeRequestedOn': 'Richiesto il',
  'approval.scopeApprovedTitle': 'Richiesta approvata',
  'approval.scopeApprovedText':
    "L'utente ora vede i progetti dei mercati e dei marchi aggiunti ed è stato informato via e-mail.",
  'approval.scopeRejectedTitle': 'Richiesta rifiutata',
  'approval.scopeRejectedText':
    "I mercati e i marchi dell'utente restano invariati. L'utente è stato informato via e-mail.",
};
