import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import L, { type Map as LeafletMap } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMap } from 'react-leaflet';
import { OVERSIGHT_MAP, type MapCluster, type MapFeature, type MapView } from '@portal/contract';
import { clusterBox, LAYER_KIND, LAYER_LABEL_KEYS, LAYERS, markerKindOf, type LayerKey } from './layers';
import { stackOpening, stacksOf } from './stacks';

/**
 * The map's markers: groups and single points of each layer drawn as Leaflet markers, piles on one spot
 * drawn as one stack marker, and the box the map reports to the page when it moves.
 */

/** The box shown (padded) and the whole zoom: what the page asks the server's map view for. */
export interface MapBox {
  west: number;
  south: number;
  east: number;
  north: number;
  zoom: number;
}

/** Half the view again on each side: a short pan shows markers already loaded. */
const BOX_PADDING = 0.5;

/** The box shown, padded, as the server's map view takes it. */
function boxOf(map: LeafletMap): MapBox {
  const bounds = map.getBounds().pad(BOX_PADDING);
  const [west, south, east, north] = clusterBox(
    bounds.getWest(),
    bounds.getSouth(),
    bounds.getEast(),
    bounds.getNorth(),
  );
  // Rounded: a box that moved less than a few metres is the same request.
  const round = (n: number) => Math.round(n * 10_000) / 10_000;
  return {
    west: round(west),
    south: round(south),
    east: round(east),
    north: round(north),
    zoom: Math.max(0, Math.min(OVERSIGHT_MAP.maxZoom, Math.floor(map.getZoom()))),
  };
}

/** One marker of an answer: a group or a single point of a layer, and where it stands. */
export type Entry = { layer: LayerKey; lat: number; lng: number } & (
  { kind: 'cluster'; cluster: MapCluster } | { kind: 'feature'; feature: MapFeature }
);

/** A stack opened as a list: the markers piled on one spot (or at the deepest zoom). */
export interface OpenStack {
  id: string;
  lat: number;
  lng: number;
  entries: Entry[];
}

/**
 * The three layers as Leaflet layer groups in a layer control (all shown at first), and the stacks: markers
 * of the shown layers that would cover one another are drawn as one stack that opens when chosen. The box is
 * reported once the map is ready and after every move; each answer (and each zoom) redraws.
 */
export function ClusterLayers({
  view,
  onSelect,
  onOpenStack,
  onBoxChange,
}: {
  view: MapView | undefined;
  onSelect: (f: MapFeature) => void;
  onOpenStack: (stack: OpenStack) => void;
  onBoxChange: (box: MapBox) => void;
}) {
  const map = useMap();
  const { t, i18n } = useTranslation();
  const groups = useMemo(
    () =>
      ({ arcad: L.layerGroup(), new: L.layerGroup(), matching: L.layerGroup() }) as Record<
        LayerKey,
        L.LayerGroup
      >,
    [],
  );
  const stacks = useMemo(() => L.layerGroup(), []);
  const onSelectRef = useRef(onSelect);
  const onOpenStackRef = useRef(onOpenStack);
  const onBoxChangeRef = useRef(onBoxChange);
  useEffect(() => {
    onSelectRef.current = onSelect;
    onOpenStackRef.current = onOpenStack;
    onBoxChangeRef.current = onBoxChange;
  });

  useEffect(() => {
    for (const key of LAYERS) groups[key].addTo(map);
    stacks.addTo(map);
    return () => {
      for (const key of LAYERS) groups[key].remove();
      stacks.remove();
    };
  }, [map, groups, stacks]);

  // The layer control, in the reader's language (made again when the language changes). Open on wide screens
  // (the spec's three boxes); on a phone folded into its button, or it would cover a third of the map.
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  useEffect(() => {
    const overlays = Object.fromEntries(LAYERS.map((key) => [t(LAYER_LABEL_KEYS[key]), groups[key]]));
    const control = L.control
      .layers(undefined, overlays, { collapsed: narrow, position: 'topright' })
      .addTo(map);
    const container = control.getContainer();
    container?.setAttribute('aria-label', t('interactiveMap.layers'));
    // Leaflet names its fold button "Layers" in English.
    const toggle = container?.querySelector('.leaflet-control-layers-toggle');
    toggle?.setAttribute('title', t('interactiveMap.layers'));
    toggle?.setAttribute('aria-label', t('interactiveMap.layers'));
    return () => {
      control.remove();
    };
  }, [map, groups, t, i18n.language, narrow]);

  useEffect(() => {
    const report = () => onBoxChangeRef.current(boxOf(map));
    map.whenReady(report);
    map.on('moveend', report);
    return () => {
      map.off('moveend', report);
    };
  }, [map]);

  useEffect(() => {
    const draw = () =>
      drawLayers(map, groups, stacks, view, t, {
        onSelect: (f) => onSelectRef.current(f),
        onOpenStack: (stack) => onOpenStackRef.current(stack),
      });
    draw();
    // A layer shown or hidden, or a zoom, changes which markers pile up.
    map.on('overlayadd overlayremove zoomend', draw);
    return () => {
      map.off('overlayadd overlayremove zoomend', draw);
    };
  }, [map, groups, stacks, view, t]);
  return null;
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** A group's marker grows with its count; a single point is 16 px. */
const clusterSize = (count: number) => (count < 100 ? 32 : count < 1000 ? 40 : count < 10000 ? 48 : 56);
const POINT_SIZE = 16;
export const countOf = (e: Entry) => (e.kind === 'cluster' ? e.cluster.count : 1);

/** The zoom at which a group splits, at least one level in from `zoom`. */
export const zoomInto = (cluster: MapCluster, zoom: number) =>
  Math.min(OVERSIGHT_MAP.maxZoom, Math.max(cluster.expansionZoom, Math.floor(zoom) + 1));

function drawLayers(
  map: LeafletMap,
  groups: Record<LayerKey, L.LayerGroup>,
  stacks: L.LayerGroup,
  view: MapView | undefined,
  t: Translate,
  on: { onSelect: (f: MapFeature) => void; onOpenStack: (stack: OpenStack) => void },
) {
  for (const key of LAYERS) groups[key].clearLayers();
  stacks.clearLayers();
  if (!view) return;
  const placed: (Entry & { x: number; y: number; size: number })[] = [];
  for (const layer of LAYERS) {
    if (!map.hasLayer(groups[layer])) continue;
    const { clusters, features } = view.layers[layer];
    const entries: Entry[] = [
      ...clusters.map((cluster) => {
        const [lng, lat] = cluster.coordinates;
        return { layer, lat, lng, kind: 'cluster' as const, cluster };
      }),
      ...features.map((feature) => {
        const [lng, lat] = feature.geometry.coordinates;
        return { layer, lat, lng, kind: 'feature' as const, feature };
      }),
    ];
    for (const entry of entries) {
      const { x, y } = map.latLngToLayerPoint([entry.lat, entry.lng]);
      const size = entry.kind === 'cluster' ? clusterSize(entry.cluster.count) : POINT_SIZE;
      placed.push({ ...entry, x, y, size });
    }
  }
  for (const pile of stacksOf(placed)) {
    const [only] = pile;
    if (pile.length === 1 && only) groups[only.layer].addLayer(markerOf(map, only, t, on.onSelect));
    else stacks.addLayer(stackMarkerOf(map, pile, t, on.onOpenStack));
  }
}

/** The marker of a group (zooms to where it splits) or of a single point (opens its popup). */
function markerOf(map: LeafletMap, entry: Entry, t: Translate, onSelect: (f: MapFeature) => void): L.Marker {
  if (entry.kind === 'cluster') {
    const { count } = entry.cluster;
    const size = clusterSize(count);
    const label = t('interactiveMap.cluster', { count });
    const marker = L.marker([entry.lat, entry.lng], {
      icon: L.divIcon({
        html: `<span>${abbreviated(count)}</span>`,
        className: `om-marker om-cluster om-${LAYER_KIND[entry.layer]}`,
        iconSize: [size, size],
      }),
      title: label,
      alt: label,
      keyboard: true,
    });
    marker.on('click', () => map.setView([entry.lat, entry.lng], zoomInto(entry.cluster, map.getZoom())));
    return marker;
  }
  const { feature } = entry;
  const marker = L.marker([entry.lat, entry.lng], {
    icon: L.divIcon({
      html: '',
      className: `om-marker om-point om-${markerKindOf(feature)}`,
      iconSize: [POINT_SIZE, POINT_SIZE],
    }),
    title: feature.properties.siteName,
    alt: feature.properties.siteName,
    keyboard: true,
  });
  marker.on('click', () => onSelect(feature));
  return marker;
}

/**
 * The marker of a pile: chosen, it zooms in until its markers stand apart (at least one level, at most to
 * where its first group splits), or, when they share one spot or the map is at its deepest zoom, lists them.
 */
function stackMarkerOf(
  map: LeafletMap,
  pile: Entry[],
  t: Translate,
  onOpenStack: (stack: OpenStack) => void,
): L.Marker {
  const count = pile.reduce((n, e) => n + countOf(e), 0);
  const size = Math.max(...pile.map((e) => (e.kind === 'cluster' ? clusterSize(e.cluster.count) : 32)));
  const bounds = L.latLngBounds(pile.map((e) => [e.lat, e.lng] as [number, number]));
  const center = bounds.getCenter();
  const label = t('interactiveMap.stack', { count });
  const marker = L.marker(center, {
    icon: L.divIcon({
      html: `<span>${abbreviated(count)}</span>`,
      className: 'om-marker om-stack',
      iconSize: [size, size],
    }),
    title: label,
    alt: label,
    keyboard: true,
    // Above the markers around it: it stands for several.
    zIndexOffset: 1000,
  });
  marker.on('click', () => {
    const splits = pile.flatMap((e) => (e.kind === 'cluster' ? [e.cluster.expansionZoom] : []));
    const fitZoom = Math.min(map.getBoundsZoom(bounds, false, L.point(80, 80)), ...splits);
    const sameSpot = bounds.getNorthEast().equals(bounds.getSouthWest());
    const opening = stackOpening({ sameSpot, fitZoom }, map.getZoom(), OVERSIGHT_MAP.maxZoom);
    if (opening.kind === 'zoom') map.setView(center, opening.zoom);
    else {
      const id = pile.map((e) => (e.kind === 'cluster' ? e.cluster.id : e.feature.id)).join('|');
      onOpenStack({ id, lat: center.lat, lng: center.lng, entries: pile });
    }
  });
  return marker;
}

/** A group's count on its marker, as supercluster abbreviates it: 999, 1.2k, 12k. */
function abbreviated(count: number): string {
  if (count >= 10_000) return `${Math.round(count / 1000)}k`;
  if (count >= 1000) return `${Math.round(count / 100) / 10}k`;
  return String(count);
}
