import type { ModuleTexts } from '../en';

export const viewer: ModuleTexts<'viewer'> = {
  'viewer.previewFile': 'Vorschau von {{name}}',
  'viewer.toolbar': 'Steuerung der Dokumentansicht',
  'viewer.zoomIn': 'Vergrößern',
  'viewer.zoomOut': 'Verkleinern',
  'viewer.fitWidth': 'An Breite anpassen',
  'viewer.fitPage': 'Ganze Seite',
  'viewer.zoomLevel': 'Zoom {{percent}} %',
  'viewer.rotate': 'Im Uhrzeigersinn drehen',
  'viewer.thumbnails': 'Seitenminiaturen',
  'viewer.showThumbnails': 'Seitenminiaturen anzeigen',
  'viewer.hideThumbnails': 'Seitenminiaturen ausblenden',
  'viewer.pageField': 'Seitenzahl',
  'viewer.pageOf': '{{page}} / {{count}}',
  'viewer.page': 'Seite {{page}}',
  'viewer.pages': 'Seiten von {{name}}',
  'viewer.previousPage': 'Vorherige Seite',
  'viewer.nextPage': 'Nächste Seite',
  'viewer.loading': 'Das Dokument wird geladen…',
  'viewer.keys':
    'Tasten: Bild auf und Bild ab wechseln die Seite, Pos1 und Ende gehen zur ersten und letzten Seite, + und − zoomen, 0 zeigt die ganze Seite, R dreht.',
};
