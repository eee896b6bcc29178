import type { ModuleTexts } from '../en';

export const widgets: ModuleTexts<'widgets'> = {
  'autocomplete.open': 'Öffnen',
  'autocomplete.close': 'Schließen',
  'autocomplete.clear': 'Leeren',
  'autocomplete.noOptions': 'Keine Optionen',
  'autocomplete.loading': 'Wird geladen…',
  'map.zoomIn': 'Vergrößern',
  'map.zoomOut': 'Verkleinern',
  'map.leafletTitle': 'Eine JavaScript-Bibliothek für interaktive Karten',
};
