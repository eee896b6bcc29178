import { MAP_LAYERS, mapLayerOf, type MapFeature, type MapLayer } from '@portal/contract';

/** The map's three layers (the contract's `MAP_LAYERS`: Arcad data, New data, Matching data). */
export const LAYERS = MAP_LAYERS;
export type LayerKey = MapLayer;

export const LAYER_LABEL_KEYS = {
  arcad: 'interactiveMap.layer.arcad',
  new: 'interactiveMap.layer.new',
  matching: 'interactiveMap.layer.matching',
} as const;

/** What a marker shows: one colour per kind, brand-neutral, white text on each at contrast ≥ 4.5:1. */
export type MarkerKind = 'arcad' | 'vc' | 'candidate' | 'matching';
export const MARKER_COLOURS: Record<MarkerKind, string> = {
  arcad: '#1b4f9c',
  vc: '#2e6b30',
  candidate: '#a34700',
  matching: '#6a1b9a',
};
/** A stack (markers of several layers or places piled on one spot): neutral, white text at ≥ 4.5:1. */
export const STACK_COLOUR = '#37474f';
/** The ring that tells a stack from a group. */
export const STACK_RING = 'rgba(55, 71, 79, 0.4)';
/** A cluster's colour: its layer's. */
export const LAYER_KIND: Record<LayerKey, MarkerKind> = { arcad: 'arcad', new: 'vc', matching: 'matching' };

export const layerOf = (feature: MapFeature): LayerKey =>
  mapLayerOf(feature.properties.informationSource, feature.properties.matched);

export function markerKindOf(feature: MapFeature): MarkerKind {
  const p = feature.properties;
  if (p.informationSource === 'ARCAD') return 'arcad';
  if (p.informationSource === 'VC') return 'vc';
  return p.matched ? 'matching' : 'candidate';
}

/**
 * The visible box as the server's map view takes it (`[west, south, east, north]`, longitudes within ±180): the
 * whole world once the view spans 360° or more (zoomed out, the map repeats); else the view's edges brought
 * back into ±180 (west may then exceed east: the view crosses the antimeridian, which the server handles).
 */
export function clusterBox(
  west: number,
  south: number,
  east: number,
  north: number,
): [number, number, number, number] {
  const s = Math.max(-90, south);
  const n = Math.min(90, north);
  if (east - west >= 360) return [-180, s, 180, n];
  const wrap = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
  const w = wrap(west);
  let e = wrap(east);
  if (e === -180 && east > west) e = 180;
  return [w, s, e, n];
}
