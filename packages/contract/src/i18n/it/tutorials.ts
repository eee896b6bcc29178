import type { ModuleTexts } from '../en';

export const tutorials: ModuleTexts<'tutorials'> = {
  'tutorials.title': 'Come registrarsi',
  'tutorials.videoHeading': 'Video: come registrarsi',
  'tutorials.steps':
    "Per registrarsi, scelga «Crea account» nella pagina di accesso, selezioni il Suo ruolo e compili il modulo. Un amministratore verifica la richiesta; una volta approvata, riceverà un'e-mail con una password temporanea. Acceda con questa password e ne scelga poi una personale.",
  'tutorials.documentsHeading': 'Documenti di formazione',
  'tutorials.fileName': 'Nome del file',
  'tutorials.uploadDate': 'Data di caricamento',
  'tutorials.download': 'Scarica',
  'tutorials.downloadFile': 'Scarica {{name}}',
  'tutorials.empty': 'Non sono ancora disponibili documenti di formazione.',
  'tutorials.loadError': 'Impossibile caricare i documenti di formazione.',
  'introVideo.title': 'Video introduttivo',
  'introVideo.summary':
    "Questo video presenta il portale: la registrazione dei punti vendita, l'invio dei progetti di design per marchio e il monitoraggio della loro validazione e installazione.",
  'introVideo.captions':
    'Questo video non ha sottotitoli; il suo contenuto è descritto nel testo di questa pagina.',
  'introVideo.none': 'Per questo portale non è ancora configurato alcun video.',
  'introVideo.unsupported':
    'Il Suo browser non può riprodurre questo video. Apra direttamente il file video.',
};
