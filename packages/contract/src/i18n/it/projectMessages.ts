import type { ModuleTexts } from '../en';

export const projectMessages: ModuleTexts<'projectMessages'> = {
  'project.siteInfoUpdated': 'Le informazioni del sito sono state aggiornate correttamente',
  'project.siteInfoLocked': 'Le informazioni del sito di questo progetto non possono più essere modificate.',
  'project.paused': 'Questo progetto è in pausa: solo il team del Validation Center può modificarlo.',
  'project.transitionNotAllowed': 'Lo stato attuale del progetto non consente questo passaggio.',
  'project.locationUpdated': 'La posizione del sito è stata salvata.',
};
