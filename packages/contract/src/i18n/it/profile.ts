import type { ModuleTexts } from '../en';

export const profile: ModuleTexts<'profile'> = {
  'profile.loading': 'Caricamento del Suo profilo…',
  'profile.emailReadOnly': "L'indirizzo e-mail non può essere modificato.",
  'profile.phone': 'Numero di telefono',
  'profile.company': 'Azienda',
  'profile.brands': 'Marchi',
  'profile.countries': 'Paesi',
  'profile.selectBrand': 'selezioni almeno un marchio',
  'profile.selectCountry': 'selezioni almeno un paese',
  'profile.updated': 'I dati del profilo sono stati aggiornati',
  'profile.saving': 'Salvataggio in corso…',
  'profile.currentPassword': 'Password attuale',
  'profile.newPassword': 'Nuova password',
  'profile.confirmPassword': 'Confermi la nuova password',
  'profile.passwordRules':
    'La nuova password deve contenere almeno {{min}} caratteri, non deve contenere la parte del nome del Suo indirizzo e-mail e non deve essere una password comune.',
  'profile.passwordMismatch': 'Le password non corrispondono.',
  'profile.passwordChanged': 'La password è stata modificata correttamente.',
  'profile.loggingOutSoon': 'Verrà disconnesso tra un momento. Acceda di nuovo con la Sua nuova password.',
  'profile.changePasswordSubmit': 'Modifica password',
  'profile.scopeNote':
    "I mercati e i marchi aggiunti richiedono l'approvazione del Validation Center; fino ad allora mantiene quelli attuali. Quelli rimossi vengono tolti subito.",
  'profile.scopePendingTitle': "In attesa dell'approvazione del Validation Center",
  'profile.scopeRequestedOn': 'Richiesto il {{date}}',
  'profile.scopeAddedMarkets': 'Mercati da aggiungere: {{markets}}',
  'profile.scopeAddedBrands': 'Marchi da aggiungere: {{brands}}',
  'profile.scopeAwaiting': 'in attesa di approvazione',
  'profile.scopeRequested':
    "I dati del profilo sono stati aggiornati. I mercati e i marchi aggiunti attendono l'approvazione del Validation Center.",
  'profile.scopeNone': 'nessuno',
  'mail.scopeRequest.subject': 'Richiesta di mercati e marchi: {{applicantName}}',
  'mail.scopeRequest.body':
    '{{applicantName}} ({{email}}, {{role}}) chiede di vedere i progetti di altri mercati e marchi.\n\nMercati da aggiungere: {{addedMarkets}}\nMarchi da aggiungere: {{addedBrands}}\n\nMercati attuali: {{markets}}\nMarchi attuali: {{brands}}\n\nI mercati e i marchi attuali restano invariati fino alla decisione. Apra questo link per approvare o rifiutare la richiesta (valido 7 giorni, una sola volta):\n{{link}}',
  'mail.scopeRequest.team': 'team del Validation Center',
  'mail.scopeApproved.subject': 'La Sua richiesta di mercati e marchi è stata approvata',
  'mail.scopeApproved.body':
    'La Sua richiesta è stata approvata. Ora vede i progetti di questi mercati e marchi.\n\nMercati: {{markets}}\nMarchi: {{brands}}',
  'mail.scopeRejected.subject': 'La Sua richiesta di mercati e marchi',
  'mail.scopeRejected.body':
    'La Sua richiesta di aggiungere mercati ({{addedMarkets}}) e marchi ({{addedBrands}}) è stata rifiutata. I Suoi mercati e marchi restano invariati. Per domande scriva a {{helpdesk}}.',
};
