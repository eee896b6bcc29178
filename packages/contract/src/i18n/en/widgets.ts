/**
 * Texts that third-party components show by themselves in English unless given: MUI Autocomplete's buttons and
 * empty states (set once in the app's theme) and the map's zoom buttons and Leaflet link (components/map).
 */
export const widgets = {
  'autocomplete.open': 'Open',
  'autocomplete.close': 'Close',
  'autocomplete.clear': 'Clear',
  'autocomplete.noOptions': 'No options',
  'autocomplete.loading': 'Loading…',
  'map.zoomIn': 'Zoom in',
  'map.zoomOut': 'Zoom out',
  'map.leafletTitle': 'A JavaScript library for interactive maps',
} as const;
