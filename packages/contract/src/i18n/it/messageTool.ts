import type { ModuleTexts } from '../en';

export const messageTool: ModuleTexts<'messageTool'> = {
  // ---- server: design decisions, message tool, their mails and notifications ----
  'review.oneDecision':
    'Scegli una sola decisione: approvare o rifiutare la verifica di completezza oppure la validazione del contenuto.',
  'review.commentRequired': 'Inserisci prima il commento e poi fai clic su Invia',
  'review.commentTooLong': 'I commenti di validazione non devono superare i 5000 caratteri.',
  'review.notOpen.completeness':
    'La verifica di completezza di questo progetto non può essere decisa ora: il progetto non è in attesa di essa (forse è già stata decisa).',
  'review.notOpen.content':
    'Il contenuto di questo progetto non può essere validato ora: prima deve essere approvata la verifica di completezza e il contenuto non deve essere già stato deciso.',
  'review.waitingForFeedback':
    'La validazione del contenuto attende il riscontro richiesto alla direzione (HQ): potrà essere decisa non appena HQ avrà risposto.',
  'review.done.completenessApproved':
    'La verifica di completezza è approvata: il progetto passa alla validazione del contenuto.',
  'review.done.completenessRejected':
    'La verifica di completezza è rifiutata: il dossier di progettazione torna al suo promotore.',
  'review.done.contentApproved': 'La validazione del contenuto è approvata: il progetto è approvato.',
  'review.done.contentRejected':
    'La validazione del contenuto è rifiutata: il dossier di progettazione torna al suo promotore.',
  'review.noComment': '(nessun commento)',
  'mail.completenessApproved.subject': 'Verifica di completezza approvata: {{projectCode}} {{siteName}}',
  'mail.completenessApproved.body':
    'Il Validation Center ha approvato la verifica di completezza del tuo progetto {{projectCode}} presso {{siteName}}, {{city}}. Segue la validazione del contenuto.\n\nCommento: {{comment}}{{markups}}\n\nApri il progetto:\n{{link}}',
  'mail.completenessRejected.subject': 'Verifica di completezza rifiutata: {{projectCode}} {{siteName}}',
  'mail.completenessRejected.body':
    'Il Validation Center ha rifiutato la verifica di completezza del tuo progetto {{projectCode}} presso {{siteName}}, {{city}}.\n\nCommento: {{comment}}{{markups}}\n\nCompleta il dossier di progettazione e invialo di nuovo:\n{{link}}',
  'mail.contentApproved.subject': 'Progetto approvato: {{projectCode}} {{siteName}}',
  'mail.contentApproved.body':
    'Il Validation Center ha approvato il contenuto della progettazione del tuo progetto {{projectCode}} presso {{siteName}}, {{city}}: il progetto è approvato.\n\nCommento: {{comment}}{{markups}}\n\nApri il progetto:\n{{link}}',
  'mail.contentRejected.subject': 'Progettazione rifiutata: {{projectCode}} {{siteName}}',
  'mail.contentRejected.body':
    'Il Validation Center ha rifiutato il contenuto della progettazione del tuo progetto {{projectCode}} presso {{siteName}}, {{city}}.\n\nCommento: {{comment}}{{markups}}\n\nRivedi il dossier di progettazione e invialo di nuovo:\n{{link}}',
  'notification.completenessApproved':
    'Verifica di completezza <b>approvata</b> per il progetto {{projectCode}} ({{siteName}}).{{markups}}',
  'notification.completenessRejected':
    'Verifica di completezza <b>rifiutata</b> per il progetto {{projectCode}} ({{siteName}}).{{markups}}',
  'notification.contentApproved':
    'Validazione del contenuto <b>approvata</b> per il progetto {{projectCode}} ({{siteName}}): il progetto è approvato.{{markups}}',
  'notification.contentRejected':
    'Validazione del contenuto <b>rifiutata</b> per il progetto {{projectCode}} ({{siteName}}).{{markups}}',
  'message.validation.empty': 'Inserisci un messaggio.',
  'message.validation.tooLong': 'Un messaggio non può superare i 5000 caratteri.',
  'message.validation.commentType': 'Tipo di commento sconosciuto.',
  'message.added': 'Il tuo messaggio è stato aggiunto.',
  'message.paused':
    'Questo progetto è in pausa: non è possibile aggiungere messaggi finché il Validation Center non lo riattiva.',
  'message.typeNotAllowed': 'Al momento non puoi usare questo tipo di commento su questo progetto.',
  'message.file.badPath': 'Il percorso del file non è valido.',
  'notification.newMessage': 'Nuovo messaggio sul progetto {{projectCode}} ({{siteName}}): {{excerpt}}',
  'notification.feedbackRequested':
    'Riscontro richiesto alla direzione (HQ) sul progetto {{projectCode}} ({{siteName}}): {{excerpt}}',
  'notification.feedbackProvided':
    'La direzione (HQ) ha fornito un riscontro sul progetto {{projectCode}} ({{siteName}}): {{excerpt}}{{markups}}',
  'mail.feedbackRequested.subject': 'Riscontro richiesto: {{projectCode}} {{siteName}}',
  'mail.feedbackRequested.body':
    '{{author}} del Validation Center ti chiede un riscontro sulla validazione del contenuto del progetto {{projectCode}} presso {{siteName}}, {{city}}:\n\n{{comment}}\n\nRispondi nella messaggistica del progetto con il tipo di commento «Feedback fornito»:\n{{link}}',
  'mail.feedbackProvided.subject': 'Riscontro fornito: {{projectCode}} {{siteName}}',
  'mail.feedbackProvided.body':
    '{{author}} (direzione, HQ) ha risposto alla richiesta di riscontro sul progetto {{projectCode}} presso {{siteName}}, {{city}}:\n\n{{comment}}{{markups}}\n\nLa validazione del contenuto può proseguire:\n{{link}}',
  // ---- end server ----
  // ---- web: message tool, validation actions, pending feedback lists (helper E) ----
  'messageTool.ui.title': 'Messaggistica',
  'messageTool.ui.threadLabel': 'Messaggi di questo progetto',
  'messageTool.ui.empty': 'Non ci sono ancora messaggi su questo progetto.',
  'messageTool.ui.loadError': 'Impossibile caricare i messaggi.',
  'messageTool.ui.attachments': 'Allegati',
  'messageTool.ui.download': 'Scarica {{name}}',
  'messageTool.ui.downloadFailed.title': 'File non trovato',
  'messageTool.ui.downloadFailed': 'Il file che hai scaricato non esiste!',
  'messageTool.ui.newMessage': 'Nuovo messaggio',
  'messageTool.ui.type': 'Tipo di commento',
  'messageTool.ui.text': 'Il tuo messaggio',
  'messageTool.ui.counter': '{{count}} / {{max}} caratteri',
  'messageTool.ui.attach': 'Allega file',
  'messageTool.ui.attachHint': 'Fino a {{max}} file; nomi solo con lettere, cifre, spazi e ( ) , . _ -.',
  'messageTool.ui.selectedFiles': 'File da allegare',
  'messageTool.ui.removeFile': 'Rimuovi {{name}}',
  'messageTool.ui.tooManyFiles': 'Un messaggio può contenere al massimo {{max}} allegati.',
  'messageTool.ui.refusedFiles': 'Non allegati: {{names}}',
  'messageTool.ui.send': 'Invia',
  'messageTool.ui.sending': 'Invio in corso…',
  'messageTool.ui.sent': 'Il tuo messaggio è stato pubblicato.',
  'messageTool.ui.sendFailed': 'Impossibile pubblicare il messaggio.',
  'review.ui.title': 'Decisione di validazione',
  'review.ui.completeness': 'Verifica di completezza',
  'review.ui.content': 'Validazione del contenuto',
  'review.ui.approve': 'Approva',
  'review.ui.reject': 'Rifiuta',
  'review.ui.approveCompleteness': 'Approva la verifica di completezza',
  'review.ui.rejectCompleteness': 'Rifiuta la verifica di completezza',
  'review.ui.approveContent': 'Approva la validazione del contenuto',
  'review.ui.rejectContent': 'Rifiuta la validazione del contenuto',
  'review.ui.promptReject': 'Inserisci un commento per il rifiuto',
  'review.ui.promptApprove': 'Fai clic su Invia per confermare',
  'review.ui.comment': 'Commento di validazione',
  'review.ui.commentOptional': 'Commento di validazione (facoltativo)',
  'review.ui.counter': '{{count}} / {{max}} caratteri',
  'review.ui.commentRequired': 'Inserisci prima il commento e poi fai clic su Invia',
  'review.ui.commentTooLong': 'I commenti di validazione non devono superare i 5000 caratteri.',
  'review.ui.submit': 'Invia',
  'review.ui.submitting': 'Invio in corso…',
  'review.ui.failed': 'Impossibile registrare la decisione.',
  'review.ui.done': 'La tua decisione è stata registrata.',
  'feedbackLists.intro.pendingValidation':
    'Progetti per i quali il Validation Center chiede un riscontro alla direzione (HQ). Rispondi nella messaggistica del progetto con il tipo di commento {{type}}.',
  'feedbackLists.intro.feedbackProvided':
    'Progetti per i quali la direzione (HQ) ha fornito il riscontro richiesto: la validazione del contenuto può proseguire.',
  'feedbackLists.col.open': 'Apri',
  'feedbackLists.col.siteName': 'Nome del sito',
  'feedbackLists.col.brands': 'Marchi',
  'feedbackLists.col.country': 'Paese',
  'feedbackLists.col.status': 'Stato',
  'feedbackLists.col.projectUniqueId': 'Codice univoco del progetto',
  'feedbackLists.col.dateFeedbackRequested': 'Data della richiesta di riscontro',
  'feedbackLists.col.dateFeedbackProvided': 'Data del riscontro fornito',
  'feedbackLists.col.daysSinceSubmission': 'Giorni dall’invio',
  'feedbackLists.overdue': 'In ritardo',
  'feedbackLists.overdueHint':
    'Inviato più di {{days}} giorni fa: la validazione richiede circa 2 settimane.',
  'feedbackLists.openProject': 'Apri il progetto {{code}}',
  'feedbackLists.count': '{{count, number}} progetti',
  'feedbackLists.countOne': '1 progetto',
  'feedbackLists.loadError': 'Impossibile caricare l’elenco.',
  // ---- end web (helper E) ----
};
