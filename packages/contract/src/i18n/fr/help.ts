import type { ModuleTexts } from '../en';

export const help: ModuleTexts<'help'> = {
  'helpSupport.title': 'Aide et assistance',
  'helpSupport.intro': "Envoyez-nous votre question. L'équipe d'assistance vous répondra par e-mail.",
  'helpSupport.name': 'Nom',
  'helpSupport.queries': 'Vos questions',
  'helpSupport.submit': 'Envoyer la demande',
  'helpSupport.notSent': 'Demande non envoyée',
};
