import type { ModuleTexts } from '../en';

export const devmail: ModuleTexts<'devmail'> = {
  'devmail.title': 'Casella di posta di sviluppo',
  'devmail.intro':
    'Modalità demo: le e-mail che il portale invierebbe vengono conservate qui invece di essere recapitate. I link contenuti possono essere aperti.',
  'devmail.filter': 'Filtra per destinatario (A)',
  'devmail.refresh': 'Aggiorna',
  'devmail.to': 'A: {{to}}',
  'devmail.date': 'Inviata il {{date}}',
  'devmail.empty': 'Nessuna e-mail.',
  'devmail.unavailable': 'La casella di posta di sviluppo è disponibile solo in modalità demo.',
  'devmail.loadError': 'Impossibile caricare le e-mail.',
};
