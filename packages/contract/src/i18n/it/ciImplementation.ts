import type { ModuleTexts } from '../en';

export const ciImplementation: ModuleTexts<'ciImplementation'> = {
  'ciImplementation.validation.choice': 'Scegli la conformità CI completa o parziale.',
  'ciImplementation.notInStage':
    'L’implementazione CI è aperta quando il progetto è approvato, fino alla notifica di conformità del sito.',
  'ciImplementation.alreadySubmitted': 'L’implementazione CI di questo progetto è già stata inviata.',
  'ciImplementation.photoRequired':
    'Carica una foto dell’installazione prima di inviare l’implementazione CI.',
  'ciImplementation.evidenceRequired':
    'È possibile solo una conformità CI parziale: carica la prova prima di inviare l’implementazione CI.',
  'ciImplementation.uploadClosed':
    'Non è più possibile aggiungere file: l’implementazione CI è inviata o il progetto non è nella fase CI.',
  'ciImplementation.offerAndOrderRequired':
    'Carichi l’offerta e l’ordine del suo marchio prima di confermare l’installazione.',
  'ciImplementation.brandsNotCovered':
    'Non tutti i marchi CI del progetto sono ancora coperti: il fornitore di ogni marchio conferma l’installazione, oppure il promotore del progetto invia l’implementazione CI.',
  'ciImplementation.notYourDocument': 'Questo documento non può essere caricato con questo link.',
  'ciImplementation.notCiBrand': 'Questo marchio non ha un blocco di implementazione CI.',
  'ciImplementation.slotFull': 'Qui si possono conservare al massimo {{max}} file.',
  'external.requiredFields': 'Compila tutti i campi obbligatori',
  'external.completedInFuture':
    'La data di completamento dell’installazione non può essere nel futuro: indica il giorno in cui l’installazione è stata completata.',
  'external.readOnly': 'Questo modulo è già stato inviato: il link non accetta altro.',
  'external.submitted': 'Richiesta inviata con successo',
  'complianceAudit.reportRequired': 'Carica il rapporto di conformità prima di inviare l’audit.',
  'complianceAudit.notInStage':
    'L’audit di conformità può essere inviato quando il progetto è approvato, fino alla notifica di conformità del sito.',

  'notification.offerReceived':
    'Il fornitore {{brandName}} ha caricato un’offerta per il progetto {{projectCode}} ({{siteName}}).',
  'notification.orderReceived':
    'Il fornitore {{brandName}} ha caricato un ordine per il progetto {{projectCode}} ({{siteName}}).',
  'notification.invoiceReceived':
    'Il fornitore {{brandName}} ha caricato una fattura per il progetto {{projectCode}} ({{siteName}}).',
  'notification.supplierConfirmed':
    'Il fornitore {{brandName}} ha confermato l’installazione CI del progetto {{projectCode}} ({{siteName}}).',
  'notification.ciSubmitted': 'L’implementazione CI del progetto {{projectCode}} ({{siteName}}) è inviata.',
  'notification.auditSubmitted':
    'L’audit di conformità del progetto {{projectCode}} ({{siteName}}) è inviato (audit del {{auditDate}}).',

  'mail.ciStatusChanged.subject': 'Progetto {{projectCode}} ({{siteName}}): {{status}}',
  'mail.ciStatusChanged.body':
    'Gentile {{firstName}},\n\n{{event}}\n\nIl progetto {{projectCode}} per il sito {{siteName}} è ora nello stato “{{status}}”.\n\nApri il progetto: {{link}}',
  'ciEvent.offerReceived': 'Il fornitore {{brandName}} ha caricato un’offerta.',
  'ciEvent.orderReceived': 'Il fornitore {{brandName}} ha caricato un ordine.',
  'ciEvent.suppliersConfirmed': 'Tutti i fornitori invitati hanno confermato l’installazione CI.',
  'ciEvent.ciSubmitted': 'L’implementazione CI è stata inviata.',
  'ciEvent.auditSubmitted': 'L’audit di conformità è stato inviato (audit del {{auditDate}}).',
};
