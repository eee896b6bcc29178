import type { ModuleTexts } from '../en';

export const invitations: ModuleTexts<'invitations'> = {
  'invitation.validation.party':
    'Scegli chi invitare: un fornitore, un auditor o il destinatario del download.',
  'invitation.notApproved':
    'I soggetti esterni possono essere invitati una volta approvato il progetto (Progetto approvato o uno stato di implementazione successivo).',
  'invitation.brandRequired': 'Scegli il marchio per cui questo fornitore è invitato.',
  'invitation.brandNotInProject': 'Questo marchio non è uno dei marchi del progetto.',
  'invitation.brandNotAllowed': 'Solo un fornitore viene invitato per un marchio: lascia vuoto il marchio.',
  'invitation.supplierExists':
    'Per questo marchio è già stato invitato un fornitore. Revoca quell’invito prima di invitare un altro fornitore.',
  'invitation.alreadyRevoked': 'Questo invito è già revocato.',
  'invitation.resendRevoked':
    'Questo invito è revocato: non può essere inviato di nuovo. Invita nuovamente il soggetto.',
  'invitation.resendSubmitted':
    'Questo soggetto ha già inviato il proprio modulo: l’invito non può essere inviato di nuovo.',
  'invitation.revoked': 'L’invito è revocato: il suo link non funziona più.',

  'mail.inviteSupplier.subject': 'Implementazione CI per {{siteName}} ({{projectCode}}), {{brandName}}',
  'mail.inviteSupplier.body':
    '{{inviterName}} ti invita, come fornitore per {{brandName}}, all’implementazione CI del sito {{siteName}} (progetto {{projectCode}}).\n\nApri questo link per caricare la tua offerta, il tuo ordine e la tua fattura, inserire le date di consegna e di installazione e confermare l’installazione (valido per {{days}} giorni):\n{{link}}',
  'mail.inviteAuditor.subject': 'Audit di conformità per {{siteName}} ({{projectCode}})',
  'mail.inviteAuditor.body':
    '{{inviterName}} ti invita a eseguire l’audit di conformità del sito {{siteName}} (progetto {{projectCode}}).\n\nApri questo link per caricare il tuo rapporto di audit e inserire la data dell’audit (valido per {{days}} giorni):\n{{link}}',
  'mail.inviteDownload.subject': 'Design convalidati di {{siteName}} ({{projectCode}})',
  'mail.inviteDownload.body':
    '{{inviterName}} condivide con te i documenti di design convalidati del sito {{siteName}} (progetto {{projectCode}}).\n\nApri questo link per scaricarli (valido per {{days}} giorni):\n{{link}}',
  'mail.inviteArcad.subject': 'Caricamento delle sedi di riferimento del gruppo (ARCAD)',
  'mail.inviteArcad.body':
    '{{inviterName}} ti invita a caricare le sedi di riferimento del gruppo (ARCAD): un file .xlsx o .csv con le colonne codice ARCAD, nome del sito, via, CAP, città, codice paese, latitudine e longitudine.\n\nApri questo link per caricarlo (valido {{days}} giorni):\n{{link}}',
};
