import type { ModuleTexts } from '../en';

export const designValidation: ModuleTexts<'designValidation'> = {
  // ---- server: save and submission (design-validation feature) ----
  'validation.date': 'Geben Sie ein gültiges Datum ein.',
  'designValidation.saved': 'Die Designdaten wurden gespeichert.',
  'designValidation.submitted':
    'Die Designdateien wurden erfolgreich hochgeladen und eingereicht. Sie erhalten nach dem Validierungsprozess eine Information. Dies dauert etwa 2 Wochen.',
  'designValidation.documented':
    'Projekt erfolgreich dokumentiert. Die Validierungs-E-Mail wurde an alle Beteiligten gesendet.',
  'designValidation.closed':
    'Das Designdossier dieses Projekts kann nicht mehr geändert werden: Es wurde eingereicht.',
  'designValidation.mandatory': 'Das Feld {{field}} ist ein Pflichtfeld',
  'designValidation.numeric': 'Das Feld {{field}} muss eine Zahl oder Dezimalzahl sein.',
  'designValidation.brandField': '{{brand}} – {{field}}',
  'designValidation.professionalNewVehicle':
    'Die Ausstellungsfläche für neue Nutzfahrzeuge (LCV) ist für {{brand}} ein Pflichtfeld.',
  'designValidation.missingDocuments':
    'Folgende Dokumente fehlen: {{documents}}. Bitte laden Sie sie hoch und klicken Sie dann auf ZUR VALIDIERUNG EINREICHEN',
  'designValidation.option': 'Das Feld {{field}} muss eine seiner Optionen enthalten.',
  'designValidation.missingDocumentsDocumented':
    'Folgende Dokumente fehlen: {{documents}}. Bitte laden Sie sie hoch und klicken Sie dann auf ALS DOKUMENTIERT EINREICHEN',
  'mail.designSubmitted.subject': 'Design zur Validierung eingereicht: {{siteName}} ({{projectCode}})',
  'mail.designSubmitted.body':
    'Die Designdateien des Projekts {{projectCode}} ({{siteName}}, {{city}}) wurden am {{date}} zur Validierung eingereicht. Das Validation Center Team prüft zuerst die Vollständigkeit, dann den Inhalt; das dauert etwa 2 Wochen. Sie erhalten nach dem Validierungsprozess eine Information.\n\nProjekt öffnen:\n{{link}}',
  'mail.designDocumented.subject': 'Projekt dokumentiert: {{siteName}} ({{projectCode}})',
  'mail.designDocumented.body':
    'Das Nur-Dokumentations-Projekt {{projectCode}} ({{siteName}}, {{city}}) wurde am {{date}} von {{originatorName}} dokumentiert. Seine Designdateien stehen im Portal bereit. Nur-Dokumentations-Projekte werden keiner Designvalidierung unterzogen, und der Dienstleister ist für dokumentierte Projekte nicht verantwortlich.\n\nProjekt öffnen:\n{{link}}',
  'notification.designSubmitted':
    'Neues Design zur Validierung eingereicht: <b>{{siteName}}</b> ({{projectCode}}), von {{originatorName}}.{{openMarkups}}',
  'notification.designResubmitted':
    'Design nach einer Ablehnung erneut eingereicht: <b>{{siteName}}</b> ({{projectCode}}), von {{originatorName}}.{{openMarkups}}',
  'notification.designDocumented':
    'Nur-Dokumentations-Projekt dokumentiert: <b>{{siteName}}</b> ({{projectCode}}), von {{originatorName}}.',
  // ---- end server: save and submission ----
};
