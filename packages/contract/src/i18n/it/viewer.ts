import type { ModuleTexts } from '../en';

export const viewer: ModuleTexts<'viewer'> = {
  'viewer.previewFile': 'Anteprima di {{name}}',
  'viewer.toolbar': 'Comandi del visualizzatore',
  'viewer.zoomIn': 'Ingrandisci',
  'viewer.zoomOut': 'Riduci',
  'viewer.fitWidth': 'Adatta alla larghezza',
  'viewer.fitPage': 'Pagina intera',
  'viewer.zoomLevel': 'Zoom {{percent}} %',
  'viewer.rotate': 'Ruota in senso orario',
  'viewer.thumbnails': 'Miniature delle pagine',
  'viewer.showThumbnails': 'Mostra le miniature delle pagine',
  'viewer.hideThumbnails': 'Nascondi le miniature delle pagine',
  'viewer.pageField': 'Numero di pagina',
  'viewer.pageOf': '{{page}} / {{count}}',
  'viewer.page': 'Pagina {{page}}',
  'viewer.pages': 'Pagine di {{name}}',
  'viewer.previousPage': 'Pagina precedente',
  'viewer.nextPage': 'Pagina successiva',
  'viewer.loading': 'Caricamento del documento…',
  'viewer.keys':
    'Tasti: Pagina su e Pagina giù cambiano pagina, Home e Fine vanno alla prima e all’ultima pagina, + e − ingrandiscono e riducono, 0 mostra la pagina intera, R ruota.',
};
