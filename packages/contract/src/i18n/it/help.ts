import type { ModuleTexts } from '../en';

export const help: ModuleTexts<'help'> = {
  'helpSupport.title': 'Aiuto e assistenza',
  'helpSupport.intro': 'Ci invii la Sua domanda. Il team di assistenza Le risponderà via e-mail.',
  'helpSupport.name': 'Nome',
  'helpSupport.queries': 'Le Sue domande',
  'helpSupport.submit': 'Invia richiesta',
  'helpSupport.notSent': 'Richiesta non inviata',
};
