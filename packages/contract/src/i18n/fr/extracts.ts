import type { ModuleTexts } from '../en';

export const extracts: ModuleTexts<'extracts'> = {
  'extracts.requested':
    'Votre extraction est en cours de préparation. Vous serez averti lorsqu’elle sera prête, dans le portail et par e-mail.',
  'extracts.requestFailed': 'L’extraction n’a pas pu être demandée. Veuillez réessayer.',
  'extracts.title': 'Vos extractions',
  'extracts.hint': 'Les fichiers préparés peuvent être téléchargés pendant {{days}} jours, par vous seul.',
  'extracts.none': 'Vous n’avez pas demandé d’extraction récemment.',
  'extracts.kind.projects': 'Extraction par projet',
  'extracts.kind.brands': 'Extraction par marque',
  'extracts.kindInText.projects': 'extraction par projet',
  'extracts.kindInText.brands': 'extraction par marque',
  'extracts.requestedOn': 'Demandée le {{date}}',
  'extracts.status.queued': 'En attente de préparation',
  'extracts.status.running': 'En cours de préparation',
  'extracts.status.ready': 'Prête : {{rows}} lignes, jusqu’au {{date}}',
  'extracts.status.failed': 'N’a pas pu être préparée',
  'extracts.status.expired': 'Expirée',
  'extracts.download': 'Télécharger',
  'extracts.downloadFailed': 'Le téléchargement a échoué. Veuillez réessayer.',
  'extracts.open': 'Ouvrir l’extraction',
  'extracts.page.title': 'Extraction',
  'extracts.page.back': 'Retour au tableau de bord',
  'extracts.notReady':
    'Cette extraction est encore en cours de préparation. Vous serez averti lorsqu’elle sera prête.',
  'extracts.expired':
    'Cette extraction a expiré : les fichiers préparés sont conservés {{days}} jours. Demandez-en une nouvelle depuis le tableau de bord.',
  'extracts.failed':
    'Cette extraction n’a pas pu être préparée. Demandez-en une nouvelle depuis le tableau de bord.',
  'extracts.tooMany':
    'Vous avez déjà {{max}} extractions en attente de préparation. Veuillez attendre que l’une d’elles soit prête.',
  'notification.extractReady':
    'Votre {{kind}} est prête ({{rows}} lignes). Téléchargez-la avant le {{date}}.',
  'mail.extractReady.subject': 'Votre {{kind}} est prête',
  'mail.extractReady.body':
    'L’{{kind}} que vous avez demandée le {{requestedOn}} est prête : {{rows}} lignes.\n\nTéléchargez-la jusqu’au {{expiresOn}} (une connexion vous sera demandée ; vous seul pouvez la télécharger) :\n{{link}}\n\nPassé cette date, le fichier est supprimé ; vous pouvez en demander une nouvelle depuis le tableau de bord.',
};
