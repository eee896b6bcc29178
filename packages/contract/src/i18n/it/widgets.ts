import type { ModuleTexts } from '../en';

export const widgets: ModuleTexts<'widgets'> = {
  'autocomplete.open': 'Apri',
  'autocomplete.close': 'Chiudi',
  'autocomplete.clear': 'Cancella',
  'autocomplete.noOptions': 'Nessuna opzione',
  'autocomplete.loading': 'Caricamento…',
  'map.zoomIn': 'Ingrandisci',
  'map.zoomOut': 'Riduci',
  'map.leafletTitle': 'Una libreria JavaScript per mappe interattive',
};
