import type { ModuleTexts } from '../en';

export const requestMessages: ModuleTexts<'requestMessages'> = {
  'project.duplicateSite': 'An dieser Adresse gibt es bereits einen Standort: {{siteName}}, {{city}}.',
  'request.sent':
    'Ihre Projektanfrage wurde an das Validation-Center-Team gesendet. Sie erhalten eine E-Mail, sobald sie genehmigt ist.',
  'request.notification': '{{name}} beantragt ein Projekt für {{siteName}}, {{city}}.',
  'request.teamName': 'Validation-Center-Team',
  'request.newLocation': 'einem neuen Standort',
  'request.existingLocation': 'einem bestehenden Standort',

  'request.alreadyDecided': 'Über diese Anfrage wurde bereits entschieden.',
  'request.useCreate':
    'Diese Anfrage betrifft einen neuen Standort: Legen Sie mit „Erstellen“ sein Standortkonto an.',
  'request.notNewCreation':
    'Diese Anfrage betrifft einen bestehenden Standort: Genehmigen Sie sie stattdessen.',
  'request.emailTaken': 'Diese E-Mail-Adresse gehört bereits zu einem Konto mit einer anderen Rolle.',
  'request.approved': 'Anfrage genehmigt. Projekt {{projectCode}} wurde angelegt.',
  'request.rejected': 'Anfrage abgelehnt. Der Projektinitiator wurde benachrichtigt.',
  'request.liteAccountCreated': 'Standortkonto angelegt. Projekt {{projectCode}} wurde angelegt.',
  'request.liteAccountLinked':
    'Kein neues Konto: {{email}} hat bereits ein Standortkonto. Projekt {{projectCode}} wurde diesem Konto hinzugefügt.',

  'admin.originatorInvalid': 'Bitte geben Sie eine gültige E-Mail-Adresse eines Projektinitiators ein!',
  'admin.originatorMapped': 'Der neue Projektinitiator wurde erfolgreich zugeordnet!',
  'admin.notApproved':
    'Das Projekt ist nicht im Status „genehmigt“; der Status kann nicht auf „abgelehnt“ geändert werden.',
  'admin.projectDeleted': 'Projekt erfolgreich gelöscht!',

  'mail.projectRequest.subject': 'Zu genehmigende Projektanfrage: {{siteName}}, {{city}}',
  'mail.projectRequest.body':
    '{{originatorName}} ({{originatorEmail}}) beantragt ein Projekt an {{location}}:\n\n{{siteName}}\n{{street}}\n{{zipCode}} {{city}}\n{{country}}\n\nMarken: {{brands}}\n\nÖffnen Sie Site Approvals, um zu entscheiden:\n{{link}}',
  'mail.requestApproved.subject': 'Ihre Projektanfrage ist genehmigt: {{siteName}}',
  'mail.requestApproved.body':
    'Ihre Projektanfrage für {{siteName}}, {{city}} wurde genehmigt.\n\nProjektcode: {{projectCode}}\n\nMelden Sie sich an, um mit Ihrem Projekt fortzufahren:\n{{link}}',
  'mail.requestRejected.subject': 'Ihre Projektanfrage für {{siteName}}',
  'mail.requestRejected.body':
    'Ihre Projektanfrage für {{siteName}}, {{city}} wurde vom Validation-Center-Team abgelehnt. Bei Fragen schreiben Sie an {{helpdesk}}.',
  'mail.liteAccountCreated.subject': 'Ihr Standortkonto für {{siteName}}',
  'mail.liteAccountCreated.body':
    'Für {{siteName}}, {{city}} (Projekt {{projectCode}}) wurde ein Retail-Location-Konto angelegt.\n\nE-Mail: {{email}}\nVorläufiges Passwort: {{password}}\n\nMelden Sie sich unter {{link}} an — Sie werden gebeten, ein eigenes Passwort zu wählen.',
  'mail.liteAccountLinked.subject': 'Ein neues Projekt für Ihren Standort {{siteName}}',
  'mail.liteAccountLinked.body':
    'Das Projekt {{projectCode}} für {{siteName}}, {{city}} wurde Ihrem Retail-Location-Konto hinzugefügt.\n\nMelden Sie sich an, um es zu sehen:\n{{link}}',
  'mail.originatorMapped.subject': 'Sie sind jetzt Initiator des Projekts {{projectCode}}',
  'mail.originatorMapped.body':
    'Das Validation-Center-Team hat Sie zum Projektinitiator des Projekts {{projectCode}} ({{siteName}}, {{city}}) gemacht.\n\nMelden Sie sich an, um es zu sehen:\n{{link}}',
  'mail.projectRefusedByAdmin.subject': 'Status des Projekts {{projectCode}} geändert',
  'mail.projectRefusedByAdmin.body':
    'Das Validation-Center-Team hat den Status Ihres Projekts {{projectCode}} ({{siteName}}, {{city}}) von „{{fromStatus}}“ auf „{{toStatus}}“ geändert.\n\nBei Fragen schreiben Sie an {{helpdesk}}.',
};
