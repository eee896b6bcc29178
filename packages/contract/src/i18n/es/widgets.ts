import type { ModuleTexts } from '../en';

export const widgets: ModuleTexts<'widgets'> = {
  'autocomplete.open': 'Abrir',
  'autocomplete.close': 'Cerrar',
  'autocomplete.clear': 'Borrar',
  'autocomplete.noOptions': 'Sin opciones',
  'autocomplete.loading': 'Cargando…',
  'map.zoomIn': 'Acercar',
  'map.zoomOut': 'Alejar',
  'map.leafletTitle': 'Una biblioteca JavaScript para mapas interactivos',
};
