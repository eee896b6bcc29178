import type { ModuleTexts } from '../en';

export const ciImplementation: ModuleTexts<'ciImplementation'> = {
  'ciImplementation.validation.choice': 'Wählen Sie vollständige oder teilweise CI-Konformität.',
  'ciImplementation.notInStage':
    'Die CI-Umsetzung ist offen, sobald das Projekt genehmigt ist, bis die Standortkonformität gemeldet ist.',
  'ciImplementation.alreadySubmitted': 'Die CI-Umsetzung dieses Projekts ist bereits eingereicht.',
  'ciImplementation.photoRequired':
    'Laden Sie ein Installationsfoto hoch, bevor Sie die CI-Umsetzung einreichen.',
  'ciImplementation.evidenceRequired':
    'Nur teilweise CI-Konformität ist möglich: Laden Sie den Nachweis hoch, bevor Sie die CI-Umsetzung einreichen.',
  'ciImplementation.uploadClosed':
    'Es können keine Dateien mehr hinzugefügt werden: Die CI-Umsetzung ist eingereicht oder das Projekt ist nicht in der CI-Phase.',
  'ciImplementation.offerAndOrderRequired':
    'Laden Sie das Angebot und die Bestellung Ihrer Marke hoch, bevor Sie die Installation bestätigen.',
  'ciImplementation.brandsNotCovered':
    'Noch sind nicht alle CI-Marken des Projekts abgedeckt: Der Lieferant jeder Marke bestätigt die Installation, oder der Projektinitiator reicht die CI-Umsetzung ein.',
  'ciImplementation.notYourDocument': 'Dieses Dokument kann mit diesem Link nicht hochgeladen werden.',
  'ciImplementation.notCiBrand': 'Diese Marke hat keinen CI-Umsetzungsblock.',
  'ciImplementation.slotFull': 'Hier können höchstens {{max}} Dateien abgelegt werden.',
  'external.requiredFields': 'Bitte füllen Sie alle Pflichtfelder aus',
  'external.completedInFuture':
    'Das Datum des Installationsabschlusses darf nicht in der Zukunft liegen: Geben Sie den Tag an, an dem die Installation abgeschlossen wurde.',
  'external.readOnly': 'Dieses Formular ist bereits eingereicht: Der Link nimmt nichts mehr an.',
  'external.submitted': 'Anfrage erfolgreich eingereicht',
  'complianceAudit.reportRequired': 'Laden Sie den Konformitätsbericht hoch, bevor Sie das Audit einreichen.',
  'complianceAudit.notInStage':
    'Das Konformitätsaudit kann eingereicht werden, sobald das Projekt genehmigt ist, bis die Standortkonformität gemeldet ist.',

  'notification.offerReceived':
    'Der {{brandName}}-Lieferant hat ein Angebot für Projekt {{projectCode}} ({{siteName}}) hochgeladen.',
  'notification.orderReceived':
    'Der {{brandName}}-Lieferant hat eine Bestellung für Projekt {{projectCode}} ({{siteName}}) hochgeladen.',
  'notification.invoiceReceived':
    'Der {{brandName}}-Lieferant hat eine Rechnung für Projekt {{projectCode}} ({{siteName}}) hochgeladen.',
  'notification.supplierConfirmed':
    'Der {{brandName}}-Lieferant hat die CI-Installation von Projekt {{projectCode}} ({{siteName}}) bestätigt.',
  'notification.ciSubmitted': 'Die CI-Umsetzung von Projekt {{projectCode}} ({{siteName}}) ist eingereicht.',
  'notification.auditSubmitted':
    'Das Konformitätsaudit von Projekt {{projectCode}} ({{siteName}}) ist eingereicht (Audit vom {{auditDate}}).',

  'mail.ciStatusChanged.subject': 'Projekt {{projectCode}} ({{siteName}}): {{status}}',
  'mail.ciStatusChanged.body':
    'Guten Tag {{firstName}},\n\n{{event}}\n\nDas Projekt {{projectCode}} für den Standort {{siteName}} hat jetzt den Status „{{status}}“.\n\nProjekt öffnen: {{link}}',
  'ciEvent.offerReceived': 'Der {{brandName}}-Lieferant hat ein Angebot hochgeladen.',
  'ciEvent.orderReceived': 'Der {{brandName}}-Lieferant hat eine Bestellung hochgeladen.',
  'ciEvent.suppliersConfirmed': 'Alle eingeladenen Lieferanten haben die CI-Installation bestätigt.',
  'ciEvent.ciSubmitted': 'Die CI-Umsetzung wurde eingereicht.',
  'ciEvent.auditSubmitted': 'Das Konformitätsaudit wurde eingereicht (Audit vom {{auditDate}}).',
};
