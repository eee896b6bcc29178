import type { ModuleTexts } from '../en';

export const devmail: ModuleTexts<'devmail'> = {
  'devmail.title': 'Boîte de réception de développement',
  'devmail.intro':
    "Mode démo : les e-mails que le portail enverrait sont conservés ici au lieu d'être distribués. Les liens qu'ils contiennent peuvent être suivis.",
  'devmail.filter': 'Filtrer par destinataire (À)',
  'devmail.refresh': 'Actualiser',
  'devmail.to': 'À : {{to}}',
  'devmail.date': 'Envoyé le {{date}}',
  'devmail.empty': 'Aucun e-mail.',
  'devmail.unavailable': "La boîte de réception de développement n'est disponible qu'en mode démo.",
  'devmail.loadError': "Les e-mails n'ont pas pu être chargés.",
};
