import type { ModuleTexts } from '../en';

export const designValidation: ModuleTexts<'designValidation'> = {
  // ---- server: save and submission (design-validation feature) ----
  'validation.date': 'Saisissez une date valide.',
  'designValidation.saved': 'Les données du design sont enregistrées.',
  'designValidation.submitted':
    'Les fichiers de design ont été téléchargés et soumis avec succès. Vous recevrez des informations à l’issue du processus de validation. Cela prendra environ 2 semaines.',
  'designValidation.documented':
    'Projet documenté avec succès. Un e-mail de validation a été envoyé à toutes les parties prenantes.',
  'designValidation.closed': 'Le dossier de design de ce projet ne peut plus être modifié : il a été soumis.',
  'designValidation.mandatory': 'Le champ {{field}} est obligatoire',
  'designValidation.numeric': 'Le champ {{field}} doit être un nombre entier ou décimal.',
  'designValidation.brandField': '{{brand}} – {{field}}',
  'designValidation.professionalNewVehicle':
    'La surface d’exposition des véhicules utilitaires neufs (VUL) est obligatoire pour {{brand}}.',
  'designValidation.missingDocuments':
    'Les documents suivants manquent : {{documents}}. Veuillez les télécharger, puis cliquer sur SOUMETTRE POUR VALIDATION',
  'designValidation.option': 'Le champ {{field}} doit prendre l’une de ses options.',
  'designValidation.missingDocumentsDocumented':
    'Les documents suivants manquent : {{documents}}. Veuillez les télécharger, puis cliquer sur SOUMETTRE COMME DOCUMENTÉ',
  'mail.designSubmitted.subject': 'Design soumis pour validation : {{siteName}} ({{projectCode}})',
  'mail.designSubmitted.body':
    'Les fichiers de design du projet {{projectCode}} ({{siteName}}, {{city}}) ont été soumis pour validation le {{date}}. Le Validation Center vérifie d’abord leur complétude, puis leur contenu ; cela prend environ 2 semaines. Vous recevrez des informations à l’issue du processus de validation.\n\nOuvrir le projet :\n{{link}}',
  'mail.designDocumented.subject': 'Projet documenté : {{siteName}} ({{projectCode}})',
  'mail.designDocumented.body':
    'Le projet en documentation seule {{projectCode}} ({{siteName}}, {{city}}) a été documenté par {{originatorName}} le {{date}}. Ses fichiers de design sont disponibles dans le portail. Les projets en documentation seule ne font pas l’objet d’une validation du design, et le prestataire n’est pas responsable des projets documentés.\n\nOuvrir le projet :\n{{link}}',
  'notification.designSubmitted':
    'Nouveau design soumis pour validation : <b>{{siteName}}</b> ({{projectCode}}), par {{originatorName}}.{{openMarkups}}',
  'notification.designResubmitted':
    'Design soumis à nouveau après un refus : <b>{{siteName}}</b> ({{projectCode}}), par {{originatorName}}.{{openMarkups}}',
  'notification.designDocumented':
    'Projet en documentation seule documenté : <b>{{siteName}}</b> ({{projectCode}}), par {{originatorName}}.',
  // ---- end server: save and submission ----
};
