import type { ModuleTexts } from '../en';

export const invitations: ModuleTexts<'invitations'> = {
  'invitation.validation.party':
    'Wählen Sie, wen Sie einladen: einen Lieferanten, einen Auditor oder den Download-Empfänger.',
  'invitation.notApproved':
    'Externe Beteiligte können eingeladen werden, sobald das Projekt genehmigt ist (Projekt genehmigt oder ein späterer Umsetzungsstatus).',
  'invitation.brandRequired': 'Wählen Sie die Marke, für die dieser Lieferant eingeladen wird.',
  'invitation.brandNotInProject': 'Diese Marke gehört nicht zu den Marken des Projekts.',
  'invitation.brandNotAllowed':
    'Nur ein Lieferant wird für eine Marke eingeladen: Lassen Sie die Marke leer.',
  'invitation.supplierExists':
    'Für diese Marke ist bereits ein Lieferant eingeladen. Widerrufen Sie diese Einladung, bevor Sie einen anderen Lieferanten einladen.',
  'invitation.alreadyRevoked': 'Diese Einladung ist bereits widerrufen.',
  'invitation.resendRevoked':
    'Diese Einladung ist widerrufen: Sie kann nicht erneut gesendet werden. Laden Sie den Beteiligten neu ein.',
  'invitation.resendSubmitted':
    'Dieser Beteiligte hat sein Formular bereits abgeschickt: Die Einladung kann nicht erneut gesendet werden.',
  'invitation.revoked': 'Die Einladung ist widerrufen: Ihr Link funktioniert nicht mehr.',

  'mail.inviteSupplier.subject': 'CI-Umsetzung für {{siteName}} ({{projectCode}}), {{brandName}}',
  'mail.inviteSupplier.body':
    '{{inviterName}} lädt Sie als Lieferant für {{brandName}} zur CI-Umsetzung am Standort {{siteName}} (Projekt {{projectCode}}) ein.\n\nÖffnen Sie diesen Link, um Ihr Angebot, Ihre Bestellung und Ihre Rechnung hochzuladen, die Liefer- und Installationstermine einzugeben und die Installation zu bestätigen (gültig für {{days}} Tage):\n{{link}}',
  'mail.inviteAuditor.subject': 'Konformitätsaudit für {{siteName}} ({{projectCode}})',
  'mail.inviteAuditor.body':
    '{{inviterName}} lädt Sie ein, das Konformitätsaudit am Standort {{siteName}} (Projekt {{projectCode}}) durchzuführen.\n\nÖffnen Sie diesen Link, um Ihren Auditbericht hochzuladen und das Auditdatum einzugeben (gültig für {{days}} Tage):\n{{link}}',
  'mail.inviteDownload.subject': 'Genehmigte Designs für {{siteName}} ({{projectCode}})',
  'mail.inviteDownload.body':
    '{{inviterName}} teilt mit Ihnen die genehmigten Designunterlagen des Standorts {{siteName}} (Projekt {{projectCode}}).\n\nÖffnen Sie diesen Link, um sie herunterzuladen (gültig für {{days}} Tage):\n{{link}}',
  'mail.inviteArcad.subject': 'Hochladen der Referenzstandorte des Konzerns (ARCAD)',
  'mail.inviteArcad.body':
    '{{inviterName}} lädt Sie ein, die Referenzstandorte des Konzerns (ARCAD) hochzuladen: eine .xlsx- oder .csv-Datei mit den Spalten ARCAD-Standortcode, Standortname, Straße, Postleitzahl, Ort, Ländercode, Breitengrad und Längengrad.\n\nÖffnen Sie diesen Link, um sie hochzuladen (gültig für {{days}} Tage):\n{{link}}',
};
