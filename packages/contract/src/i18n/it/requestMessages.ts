import type { ModuleTexts } from '../en';

export const requestMessages: ModuleTexts<'requestMessages'> = {
  'project.duplicateSite': 'Esiste già un punto vendita a questo indirizzo: {{siteName}}, {{city}}.',
  'request.sent':
    'La sua richiesta di progetto è stata inviata al team del Validation Center. Riceverà un’e-mail non appena sarà approvata.',
  'request.notification': '{{name}} richiede un progetto per {{siteName}}, {{city}}.',
  'request.teamName': 'Team del Validation Center',
  'request.newLocation': 'una nuova sede',
  'request.existingLocation': 'una sede esistente',

  'request.alreadyDecided': 'Questa richiesta è già stata decisa.',
  'request.useCreate':
    'Questa richiesta riguarda una nuova sede: usi Crea per aprire il suo account di sede.',
  'request.notNewCreation': 'Questa richiesta riguarda una sede esistente: la approvi invece.',
  'request.emailTaken': 'Questo indirizzo e-mail appartiene già a un account con un altro ruolo.',
  'request.approved': 'Richiesta approvata. Il progetto {{projectCode}} è stato creato.',
  'request.rejected': 'Richiesta rifiutata. Il promotore è stato informato.',
  'request.liteAccountCreated': 'Account di sede creato. Il progetto {{projectCode}} è stato creato.',
  'request.liteAccountLinked':
    'Nessun nuovo account: {{email}} ha già un account di sede. Il progetto {{projectCode}} è stato aggiunto a questo account.',

  'admin.originatorInvalid': 'Inserisca un indirizzo e-mail valido di un promotore del progetto!',
  'admin.originatorMapped': 'Il nuovo promotore del progetto è stato associato correttamente!',
  'admin.notApproved':
    'Il progetto non è in stato approvato: non è possibile cambiarne lo stato in rifiutato.',
  'admin.projectDeleted': 'Progetto eliminato correttamente!',

  'mail.projectRequest.subject': 'Richiesta di progetto da approvare: {{siteName}}, {{city}}',
  'mail.projectRequest.body':
    '{{originatorName}} ({{originatorEmail}}) richiede un progetto presso {{location}}:\n\n{{siteName}}\n{{street}}\n{{zipCode}} {{city}}\n{{country}}\n\nMarchi: {{brands}}\n\nApra Site Approvals per decidere:\n{{link}}',
  'mail.requestApproved.subject': 'La sua richiesta di progetto è approvata: {{siteName}}',
  'mail.requestApproved.body':
    'La sua richiesta di progetto per {{siteName}}, {{city}} è stata approvata.\n\nCodice del progetto: {{projectCode}}\n\nAcceda per proseguire con il suo progetto:\n{{link}}',
  'mail.requestRejected.subject': 'La sua richiesta di progetto per {{siteName}}',
  'mail.requestRejected.body':
    'La sua richiesta di progetto per {{siteName}}, {{city}} è stata rifiutata dal team del Validation Center. Per domande scriva a {{helpdesk}}.',
  'mail.liteAccountCreated.subject': 'Il suo account di sede per {{siteName}}',
  'mail.liteAccountCreated.body':
    'È stato creato un account Retail Location per {{siteName}}, {{city}} (progetto {{projectCode}}).\n\nE-mail: {{email}}\nPassword temporanea: {{password}}\n\nAcceda su {{link}}: le verrà chiesto di scegliere una password personale.',
  'mail.liteAccountLinked.subject': 'Un nuovo progetto per la sua sede {{siteName}}',
  'mail.liteAccountLinked.body':
    'Il progetto {{projectCode}} presso {{siteName}}, {{city}} è stato aggiunto al suo account Retail Location.\n\nAcceda per vederlo:\n{{link}}',
  'mail.originatorMapped.subject': 'Ora è il promotore del progetto {{projectCode}}',
  'mail.originatorMapped.body':
    'Il team del Validation Center l’ha nominata promotore del progetto {{projectCode}} ({{siteName}}, {{city}}).\n\nAcceda per vederlo:\n{{link}}',
  'mail.projectRefusedByAdmin.subject': 'Lo stato del progetto {{projectCode}} è cambiato',
  'mail.projectRefusedByAdmin.body':
    'Il team del Validation Center ha cambiato lo stato del suo progetto {{projectCode}} ({{siteName}}, {{city}}) da «{{fromStatus}}» a «{{toStatus}}».\n\nPer domande scriva a {{helpdesk}}.',
};
