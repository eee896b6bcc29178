import type { ModuleTexts } from '../en';

export const devmail: ModuleTexts<'devmail'> = {
  'devmail.title': 'Entwickler-Postfach',
  'devmail.intro':
    'Demo-Modus: Die E-Mails, die das Portal versenden würde, werden hier aufbewahrt, statt zugestellt zu werden. Die darin enthaltenen Links können geöffnet werden.',
  'devmail.filter': 'Nach Empfänger filtern (An)',
  'devmail.refresh': 'Aktualisieren',
  'devmail.to': 'An: {{to}}',
  'devmail.date': 'Gesendet am {{date}}',
  'devmail.empty': 'Keine E-Mails.',
  'devmail.unavailable': 'Das Entwickler-Postfach ist nur im Demo-Modus verfügbar.',
  'devmail.loadError': 'Die E-Mails konnten nicht geladen werden.',
};
