import type { ModuleTexts } from '../en';

export const extracts: ModuleTexts<'extracts'> = {
  'extracts.requested':
    'La sua estrazione è in preparazione. Riceverà un avviso quando sarà pronta, nel portale e via e-mail.',
  'extracts.requestFailed': 'Non è stato possibile richiedere l’estrazione. Riprovi.',
  'extracts.title': 'Le sue estrazioni',
  'extracts.hint': 'I file preparati possono essere scaricati per {{days}} giorni, solo da lei.',
  'extracts.none': 'Non ha richiesto estrazioni di recente.',
  'extracts.kind.projects': 'Estrazione per progetto',
  'extracts.kind.brands': 'Estrazione per marchio',
  'extracts.kindInText.projects': 'estrazione per progetto',
  'extracts.kindInText.brands': 'estrazione per marchio',
  'extracts.requestedOn': 'Richiesta il {{date}}',
  'extracts.status.queued': 'In attesa di preparazione',
  'extracts.status.running': 'In preparazione',
  'extracts.status.ready': 'Pronta: {{rows}} righe, fino al {{date}}',
  'extracts.status.failed': 'Non è stato possibile prepararla',
  'extracts.status.expired': 'Scaduta',
  'extracts.download': 'Scarica',
  'extracts.downloadFailed': 'Il download non è riuscito. Riprovi.',
  'extracts.open': 'Apri l’estrazione',
  'extracts.page.title': 'Estrazione',
  'extracts.page.back': 'Torna alla dashboard',
  'extracts.notReady': 'Questa estrazione è ancora in preparazione. Riceverà un avviso quando sarà pronta.',
  'extracts.expired':
    'Questa estrazione è scaduta: i file preparati sono conservati per {{days}} giorni. Ne richieda una nuova dalla dashboard.',
  'extracts.failed':
    'Non è stato possibile preparare questa estrazione. Ne richieda una nuova dalla dashboard.',
  'extracts.tooMany':
    'Ha già {{max}} estrazioni in attesa di preparazione. Attenda che una di esse sia pronta.',
  'notification.extractReady': 'La sua {{kind}} è pronta ({{rows}} righe). La scarichi entro il {{date}}.',
  'mail.extractReady.subject': 'La sua {{kind}} è pronta',
  'mail.extractReady.body':
    'La {{kind}} che ha richiesto il {{requestedOn}} è pronta: {{rows}} righe.\n\nLa scarichi entro il {{expiresOn}} (le verrà chiesto di accedere; solo lei può scaricarla):\n{{link}}\n\nDopo tale data il file viene eliminato; può richiederne una nuova dalla dashboard.',
};
