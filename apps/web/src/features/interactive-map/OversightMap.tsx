import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import L, { type Map as LeafletMap } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttributionControl, MapContainer, Popup, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { Link as RouterLink } from 'react-router';
import {
  OVERSIGHT_MAP,
  PROJECT_STATUSES,
  type MapCluster,
  type MapFeature,
  type MapView,
} from '@portal/contract';
import { useClientConfig } from '../../lib/config';
import { useReferenceText } from '../../lib/reference';
import {
  clusterBox,
  LAYER_KIND,
  LAYER_LABEL_KEYS,
  LAYERS,
  MARKER_COLOURS,
  markerKindOf,
  STACK_COLOUR,
  STACK_RING,
  type LayerKey,
} from './layers';
import { stackOpening, stacksOf } from './stacks';

/** The box shown (padded) and the whole zoom: what the page asks the server's map view for. */
export interface MapBox {
  west: number;
  south: number;
  east: number;
  north: number;
  zoom: number;
}

export interface OversightMapProps {
  /** The server's answer for the last box reported (the previous one while the next loads). */
  view: MapView | undefined;
  /** Called with the box shown once the map is ready and after every move. */
  onBoxChange: (box: MapBox) => void;
  /**
   * Changes with the filters: unfiltered, the view goes back to the Atlantic at zoom 1.5; filtered, it fits
   * `bounds` once they are known for these filters (the Atlantic at 1.55 when nothing matches).
   */
  viewKey: string;
  filtered: boolean;
  /** The box of every point of the filters of `viewKey` (null: none); undefined until answered for them. */
  bounds: MapView['bounds'] | undefined;
  /** Height of the map (default 560 px). */
  height?: number | string;
}

const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const leafletPrefix = (title: string) =>
  `<a href="https://leafletjs.com" title="${title.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)}">Leaflet</a>`;

/** Half the view again on each side: a short pan shows markers already loaded. */
const BOX_PADDING = 0.5;

/**
 * The interactive map (spec 002 §2, §9): starts at zoom 1.5 near the Atlantic (1.55 after a filter), at
 * most 18, with the layer control "Arcad data", "New data", "Matching data". The server groups the markers
 * of each layer for the box shown and its zoom (getMapView), so only the groups and points in view reach the
 * page and 100,000 points stay fluid (docs/budgets.md). A marker opens a popup with the site, the originator and each project's code (a link
 * to the project) and status. Leaflet is heavy: the page loads this lazily.
 */
export default function OversightMap({
  view,
  onBoxChange,
  viewKey,
  filtered,
  bounds,
  height = 560,
}: OversightMapProps) {
  const { t, i18n } = useTranslation();
  const { mapTileUrl } = useClientConfig();
  const [selected, setSelected] = useState<MapFeature | null>(null);
  const [stack, setStack] = useState<OpenStack | null>(null);
  const select = (f: MapFeature) => {
    setStack(null);
    setSelected(f);
  };

  return (
    <Box
      role="region"
      aria-label={t('interactiveMap.region')}
      sx={{
        height,
        width: '100%',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'grey.200',
        '& .leaflet-container': { height: '100%', width: '100%', font: 'inherit' },
        '& .om-marker': {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          borderRadius: '50%',
          border: '2px solid #fff',
          boxShadow: '0 0 0 1px rgba(0,0,0,0.45)',
          color: '#fff',
          fontWeight: 700,
          fontSize: '0.75rem',
          lineHeight: 1,
        },
        '& .om-marker:focus-visible': { outline: '3px solid #000', outlineOffset: 2 },
        '& .om-stack': { bgcolor: STACK_COLOUR, boxShadow: `0 0 0 3px ${STACK_RING}` },
        ...Object.fromEntries(
          Object.entries(MARKER_COLOURS).map(([kind, colour]) => [`& .om-${kind}`, { bgcolor: colour }]),
        ),
      }}
    >
      <MapContainer
        center={[OVERSIGHT_MAP.center.lat, OVERSIGHT_MAP.center.lng]}
        zoom={OVERSIGHT_MAP.zoom}
        minZoom={1}
        maxZoom={OVERSIGHT_MAP.maxZoom}
        zoomSnap={0.05}
        zoomDelta={1}
        worldCopyJump
        zoomControl={false}
        attributionControl={false}
      >
        <ZoomControl
          key={`zoom-${i18n.language}`}
          zoomInTitle={t('map.zoomIn')}
          zoomOutTitle={t('map.zoomOut')}
        />
        <AttributionControl
          key={`attribution-${i18n.language}`}
          prefix={leafletPrefix(t('map.leafletTitle'))}
        />
        {mapTileUrl && (
          <TileLayer url={mapTileUrl} attribution={OSM_ATTRIBUTION} maxZoom={OVERSIGHT_MAP.maxZoom} />
        )}
        <ClusterLayers view={view} onSelect={select} onOpenStack={setStack} onBoxChange={onBoxChange} />
        <FitView
          viewKey={viewKey}
          filtered={filtered}
          bounds={bounds}
          onReset={() => {
            setSelected(null);
            setStack(null);
          }}
        />
        {stack && (
          <Popup
            key={stack.id}
            position={[stack.lat, stack.lng]}
            eventHandlers={{ remove: () => setStack((s) => (s?.id === stack.id ? null : s)) }}
          >
            <StackList stack={stack} onSelect={select} onClose={() => setStack(null)} />
          </Popup>
        )}
        {selected && (
          <Popup
            key={selected.id}
            position={[selected.geometry.coordinates[1], selected.geometry.coordinates[0]]}
            // Closed by the reader (or replaced by another marker's: then the other one stays selected).
            eventHandlers={{ remove: () => setSelected((s) => (s?.id === selected.id ? null : s)) }}
          >
            <FeaturePopup feature={selected} />
          </Popup>
        )}
      </MapContainer>
    </Box>
  );
}

/** How far a fit to the filtered points zooms at most (one site alone is shown with its surroundings). */
const FIT_MAX_ZOOM = 12;

/**
 * The view for the filters: unfiltered, the Atlantic at zoom 1.5 (spec 002 §9; the map starts there); filtered,
 * fitted once to the box of what the filters show (issue 20 §4: a country filter moves the map to it), or
 * the Atlantic at 1.55 when nothing matches. A reader's own moves afterwards are left alone.
 */
function FitView({
  viewKey,
  filtered,
  bounds,
  onReset,
}: {
  viewKey: string;
  filtered: boolean;
  bounds: MapView['bounds'] | undefined;
  onReset: () => void;
}) {
  const map = useMap();
  const shown = useRef(viewKey);
  // The filters the view was last set for (unfiltered at start: the map starts at the default).
  const placed = useRef<string | null>(filtered ? null : viewKey);
  const onResetRef = useRef(onReset);
  useEffect(() => {
    onResetRef.current = onReset;
  });
  useEffect(() => {
    if (shown.current === viewKey) return;
    shown.current = viewKey;
    onResetRef.current();
  }, [viewKey]);
  useEffect(() => {
    if (placed.current === viewKey) return;
    const center: [number, number] = [OVERSIGHT_MAP.center.lat, OVERSIGHT_MAP.center.lng];
    if (!filtered) map.setView(center, OVERSIGHT_MAP.zoom);
    else if (bounds === undefined) return;
    else if (bounds === null) map.setView(center, OVERSIGHT_MAP.filteredZoom);
    else {
      const [west, south, east, north] = bounds;
      // Across the antimeridian (west above east): the east edge one turn further.
      const box = L.latLngBounds([south, west], [north, east < west ? east + 360 : east]);
      map.fitBounds(box, { padding: [40, 40], maxZoom: FIT_MAX_ZOOM });
    }
    placed.current = viewKey;
  }, [map, viewKey, filtered, bounds]);
  return null;
}

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
type Entry = { layer: LayerKey; lat: number; lng: number } & (
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
function ClusterLayers({
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
const countOf = (e: Entry) => (e.kind === 'cluster' ? e.cluster.count : 1);

/** The zoom at which a group splits, at least one level in from `zoom`. */
const zoomInto = (cluster: MapCluster, zoom: number) =>
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

/** An opened stack: each group (zooms in on it) and each place (opens its popup) it holds. */
function StackList({
  stack,
  onSelect,
  onClose,
}: {
  stack: OpenStack;
  onSelect: (f: MapFeature) => void;
  onClose: () => void;
}) {
  const map = useMap();
  const { t } = useTranslation();
  const count = stack.entries.reduce((n, e) => n + countOf(e), 0);
  return (
    <Box sx={{ minWidth: 200, maxWidth: 300 }}>
      <Typography component="h2" variant="subtitle2" sx={{ m: 0 }}>
        {t('interactiveMap.stackList.title', { count })}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', maxHeight: 220, overflowY: 'auto' }}>
        {stack.entries.map((e) => (
          <li key={e.kind === 'cluster' ? e.cluster.id : e.feature.id}>
            <Button
              size="small"
              sx={{ textAlign: 'left', justifyContent: 'flex-start', textTransform: 'none' }}
              onClick={() => {
                if (e.kind === 'feature') return onSelect(e.feature);
                onClose();
                map.setView([e.lat, e.lng], zoomInto(e.cluster, map.getZoom()));
              }}
            >
              {e.kind === 'cluster'
                ? t('interactiveMap.stackList.group', {
                    count: e.cluster.count,
                    layer: t(LAYER_LABEL_KEYS[e.layer]),
                  })
                : `${e.feature.properties.siteName} · ${t(SOURCE_KEYS[e.feature.properties.informationSource])}`}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** A group's count on its marker, as supercluster abbreviates it: 999, 1.2k, 12k. */
function abbreviated(count: number): string {
  if (count >= 10_000) return `${Math.round(count / 1000)}k`;
  if (count >= 1000) return `${Math.round(count / 100) / 10}k`;
  return String(count);
}

const SOURCE_KEYS = {
  ARCAD: 'interactiveMap.source.ARCAD',
  'New Candidate': 'interactiveMap.source.candidate',
  VC: 'interactiveMap.source.VC',
} as const;

/** The popup: site, source, originator, ARCAD code or matching, and each project (a link) with its status. */
export function FeaturePopup({ feature }: { feature: MapFeature }) {
  const { t } = useTranslation();
  const ref = useReferenceText();
  const p = feature.properties;
  const statusOf = (name: string) => {
    const id = (PROJECT_STATUSES as readonly string[]).indexOf(name);
    return id < 0 ? name : ref.status(id, name);
  };
  return (
    <Box sx={{ minWidth: 200, maxWidth: 300 }}>
      <Typography component="h2" variant="subtitle2" sx={{ m: 0 }}>
        {p.siteName}
      </Typography>
      <Typography variant="caption" component="p" sx={{ m: 0, color: 'text.secondary' }}>
        {t(SOURCE_KEYS[p.informationSource])}
      </Typography>
      {p.informationSource === 'ARCAD' ? (
        <Typography variant="body2" component="p" sx={{ m: 0 }}>
          {t('interactiveMap.popup.arcadCode', { code: p.arcadCode ?? '' })}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" component="p" sx={{ m: 0 }}>
            {p.userName
              ? t('interactiveMap.popup.originator', { name: p.userName })
              : t('interactiveMap.popup.noOriginator')}
          </Typography>
          {p.informationSource === 'New Candidate' && (
            <Typography variant="body2" component="p" sx={{ m: 0 }}>
              {p.matched
                ? t('interactiveMap.popup.matched', { code: p.arcadCode ?? '' })
                : t('interactiveMap.popup.notMatched')}
            </Typography>
          )}
          <Typography component="h3" variant="caption" sx={{ display: 'block', mt: 1, fontWeight: 700 }}>
            {t('interactiveMap.popup.projects')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2, maxHeight: 160, overflowY: 'auto' }}>
            {p.projectStatusList.map((project) => (
              <li key={project.projectId}>
                <Link
                  component={RouterLink}
                  to={`/UniqueProject/${project.projectId}`}
                  aria-label={t('interactiveMap.popup.openProject', { code: project.projectCode })}
                >
                  {project.projectCode}
                </Link>{' '}
                — {statusOf(project.status)}
              </li>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
