import type { ModuleTexts } from '../en';

export const designValidation: ModuleTexts<'designValidation'> = {
  // ---- server: save and submission (design-validation feature) ----
  'validation.date': 'Inserire una data valida.',
  'designValidation.saved': 'I dati del design sono stati salvati.',
  'designValidation.submitted':
    'File di design caricati e inviati correttamente. Riceverà informazioni al termine del processo di validazione. Ci vorranno circa 2 settimane.',
  'designValidation.documented':
    'Progetto documentato correttamente. E-mail di validazione inviata a tutte le parti interessate.',
  'designValidation.closed':
    'Il dossier di design di questo progetto non può più essere modificato: è stato inviato.',
  'designValidation.mandatory': 'Il campo {{field}} è obbligatorio',
  'designValidation.numeric': 'Il campo {{field}} deve essere numerico o decimale.',
  'designValidation.brandField': '{{brand}} – {{field}}',
  'designValidation.professionalNewVehicle':
    'La superficie espositiva per i veicoli commerciali nuovi (LCV) è obbligatoria per {{brand}}.',
  'designValidation.missingDocuments':
    'Mancano i seguenti documenti: {{documents}}. Caricarli e poi fare clic su INVIA PER LA VALIDAZIONE',
  'designValidation.option': 'Il campo {{field}} deve avere una delle sue opzioni.',
  'designValidation.missingDocumentsDocumented':
    'Mancano i seguenti documenti: {{documents}}. Caricarli e poi fare clic su INVIA COME DOCUMENTATO',
  'mail.designSubmitted.subject': 'Design inviato per la validazione: {{siteName}} ({{projectCode}})',
  'mail.designSubmitted.body':
    'I file di design del progetto {{projectCode}} ({{siteName}}, {{city}}) sono stati inviati per la validazione il {{date}}. Il Validation Center Team controlla prima la completezza, poi il contenuto; ci vogliono circa 2 settimane. Riceverà informazioni al termine del processo di validazione.\n\nApri il progetto:\n{{link}}',
  'mail.designDocumented.subject': 'Progetto documentato: {{siteName}} ({{projectCode}})',
  'mail.designDocumented.body':
    'Il progetto di sola documentazione {{projectCode}} ({{siteName}}, {{city}}) è stato documentato da {{originatorName}} il {{date}}. I suoi file di design sono disponibili nel portale. I progetti di sola documentazione non sono sottoposti a validazione del design e il fornitore non è responsabile dei progetti documentati.\n\nApri il progetto:\n{{link}}',
  'notification.designSubmitted':
    'Nuovo design inviato per la validazione: <b>{{siteName}}</b> ({{projectCode}}), da {{originatorName}}.{{openMarkups}}',
  'notification.designResubmitted':
    'Design inviato di nuovo dopo un rifiuto: <b>{{siteName}}</b> ({{projectCode}}), da {{originatorName}}.{{openMarkups}}',
  'notification.designDocumented':
    'Progetto di sola documentazione documentato: <b>{{siteName}}</b> ({{projectCode}}), da {{originatorName}}.',
  // ---- end server: save and submission ----
};
