import type { ModuleTexts } from '../en';

export const tutorials: ModuleTexts<'tutorials'> = {
  'tutorials.title': 'So registrieren Sie sich',
  'tutorials.videoHeading': 'Video: So registrieren Sie sich',
  'tutorials.steps':
    'Um sich zu registrieren, wählen Sie auf der Anmeldeseite „Konto erstellen“, wählen Ihre Rolle und füllen das Formular aus. Ein Administrator prüft Ihre Anfrage; nach der Genehmigung erhalten Sie eine E-Mail mit einem temporären Passwort. Melden Sie sich damit an und legen Sie anschließend Ihr eigenes Passwort fest.',
  'tutorials.documentsHeading': 'Schulungsunterlagen',
  'tutorials.fileName': 'Dateiname',
  'tutorials.uploadDate': 'Hochgeladen am',
  'tutorials.download': 'Herunterladen',
  'tutorials.downloadFile': 'Herunterladen: {{name}}',
  'tutorials.empty': 'Es sind noch keine Schulungsunterlagen verfügbar.',
  'tutorials.loadError': 'Die Schulungsunterlagen konnten nicht geladen werden.',
  'introVideo.title': 'Einführungsvideo',
  'introVideo.summary':
    'Dieses Video stellt das Portal vor: die Registrierung von Handelsstandorten, die Einreichung von Store-Designs je Marke sowie die Verfolgung ihrer Validierung und Umsetzung.',
  'introVideo.captions':
    'Dieses Video hat keine Untertitel; sein Inhalt wird im Text auf dieser Seite beschrieben.',
  'introVideo.none': 'Für dieses Portal ist noch kein Video konfiguriert.',
  'introVideo.unsupported':
    'Ihr Browser kann dieses Video nicht abspielen. Öffnen Sie stattdessen die Videodatei.',
};
