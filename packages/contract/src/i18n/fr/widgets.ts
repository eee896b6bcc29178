import type { ModuleTexts } from '../en';

export const widgets: ModuleTexts<'widgets'> = {
  'autocomplete.open': 'Ouvrir',
  'autocomplete.close': 'Fermer',
  'autocomplete.clear': 'Effacer',
  'autocomplete.noOptions': 'Aucune option',
  'autocomplete.loading': 'Chargement…',
  'map.zoomIn': 'Zoom avant',
  'map.zoomOut': 'Zoom arrière',
  'map.leafletTitle': 'Une bibliothèque JavaScript pour les cartes interactives',
};
