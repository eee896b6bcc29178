import type { MapFeature } from '@portal/contract';

/**
 * The map's three layers (spec 002 §2, §9; DESIGN §6), each feature in exactly one:
 * - `arcad` ("Arcad data"): the ARCAD reference locations;
 * - `new` ("New data"): the portal's sites — existing locations (VC) and new candidates without a match;
 * - `matching` ("Matching data"): new candidates matched with an ARCAD location (200 m or same code).
 */
export const LAYERS = ['arcad', 'new', 'matching'] as const;
export type LayerKey = (typeof LAYERS)[number];

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
/** A cluster's colour: its layer's. */
export const LAYER_KIND: Record<LayerKey, MarkerKind> = { arcad: 'arcad', new: 'vc', matching: 'matching' };

export function layerOf(feature: MapFeature): LayerKey {
  const p = feature.properties;
  if (p.informationSource === 'ARCAD') return 'arcad';
  return p.informationSource === 'New Candidate' && p.matched ? 'matching' : 'new';
}

export function markerKindOf(feature: MapFeature): MarkerKind {
  const p = feature.properties;
  if (p.informationSource === 'ARCAD') return 'arcad';
  if (p.informationSource === 'VC') return 'vc';
  return p.matched ? 'matching' : 'candidate';
}

export type LayerSplit = Record<LayerKey, MapFeature[]>;

/** The features by layer (one pass). */
export function splitLayers(features: readonly MapFeature[]): LayerSplit {
  const split: LayerSplit = { arcad: [], new: [], matching: [] };
  for (const feature of features) split[layerOf(feature)].push(feature);
  return split;
}

/** Counts under the map: sites of the portal, ARCAD locations, matched candidates. */
export function layerCounts(split: LayerSplit) {
  return {
    sites: split.new.length + split.matching.length,
    arcad: split.arcad.length,
    matching: split.matching.length,
  };
}

/**
 * The visible box as supercluster takes it (`[west, south, east, north]`, longitudes within ±180): the
 * whole world once the view spans 360° or more (zoomed out, the map repeats); else the view's edges brought
 * back into ±180 (west may then exceed east: the view crosses the antimeridian, which supercluster handles).
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
