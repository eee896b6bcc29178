import type { ModuleTexts } from '../en';

export const help: ModuleTexts<'help'> = {
  'helpSupport.title': 'Hilfe und Support',
  'helpSupport.intro': 'Senden Sie uns Ihre Frage. Das Support-Team antwortet Ihnen per E-Mail.',
  'helpSupport.name': 'Ihr Name',
  'helpSupport.queries': 'Ihre Anfragen',
  'helpSupport.submit': 'Anfrage senden',
  'helpSupport.notSent': 'Anfrage nicht gesendet',
};
