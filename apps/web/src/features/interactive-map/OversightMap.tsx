import Box from '@mui/material/Box';
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
import { OVERSIGHT_MAP, PROJECT_STATUSES, type MapFeature, type MapView } from '@portal/contract';
import { useClientConfig } from '../../lib/config';
import { useReferenceText } from '../../lib/reference';
import {
  clusterBox,
  LAYER_KIND,
  LAYER_LABEL_KEYS,
  LAYERS,
  MARKER_COLOURS,
  markerKindOf,
  type LayerKey,
} from './layers';

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
  /** Changes with the filters: the view goes back to the Atlantic, zoom 1.55 when a filter is set. */
  viewKey: string;
  filtered: boolean;
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
 * page and 100,000 points stay fluid (DESIGN §12). A marker opens a popup with the site, the originator and each project's code (a link
 * to the project) and status. Leaflet is heavy: the page loads this lazily.
 */
export default function OversightMap({
  view,
  onBoxChange,
  viewKey,
  filtered,
  height = 560,
}: OversightMapProps) {
  const { t, i18n } = useTranslation();
  const { mapTileUrl } = useClientConfig();
  const [selected, setSelected] = useState<MapFeature | null>(null);

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
        <ClusterLayers view={view} onSelect={setSelected} onBoxChange={onBoxChange} />
        <ResetView viewKey={viewKey} filtered={filtered} onReset={() => setSelected(null)} />
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

/** Back to the start view when the filters change (not on the first render). */
function ResetView({
  viewKey,
  filtered,
  onReset,
}: {
  viewKey: string;
  filtered: boolean;
  onReset: () => void;
}) {
  const map = useMap();
  const shown = useRef(viewKey);
  const onResetRef = useRef(onReset);
  useEffect(() => {
    onResetRef.current = onReset;
  });
  useEffect(() => {
    if (shown.current === viewKey) return;
    shown.current = viewKey;
    onResetRef.current();
    map.setView(
      [OVERSIGHT_MAP.center.lat, OVERSIGHT_MAP.center.lng],
      filtered ? OVERSIGHT_MAP.filteredZoom : OVERSIGHT_MAP.zoom,
    );
  }, [map, viewKey, filtered]);
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

/**
 * The three layers as Leaflet layer groups in a layer control (all shown at first). The box is reported
 * once the map is ready and after every move; each answer redraws the shown layers.
 */
function ClusterLayers({
  view,
  onSelect,
  onBoxChange,
}: {
  view: MapView | undefined;
  onSelect: (f: MapFeature) => void;
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
  const onSelectRef = useRef(onSelect);
  const onBoxChangeRef = useRef(onBoxChange);
  useEffect(() => {
    onSelectRef.current = onSelect;
    onBoxChangeRef.current = onBoxChange;
  });

  useEffect(() => {
    for (const key of LAYERS) groups[key].addTo(map);
    return () => {
      for (const key of LAYERS) groups[key].remove();
    };
  }, [map, groups]);

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
    const draw = () => drawLayers(map, groups, view, t, (f) => onSelectRef.current(f));
    draw();
    map.on('overlayadd', draw);
    return () => {
      map.off('overlayadd', draw);
    };
  }, [map, groups, view, t]);
  return null;
}

type Translate = ReturnType<typeof useTranslation>['t'];

function drawLayers(
  map: LeafletMap,
  groups: Record<LayerKey, L.LayerGroup>,
  view: MapView | undefined,
  t: Translate,
  onSelect: (f: MapFeature) => void,
) {
  for (const key of LAYERS) {
    const group = groups[key];
    group.clearLayers();
    if (!view || !map.hasLayer(group)) continue;
    const { clusters, features } = view.layers[key];
    for (const cluster of clusters) {
      const [lng, lat] = cluster.coordinates;
      const count = cluster.count;
      const size = count < 100 ? 32 : count < 1000 ? 40 : count < 10000 ? 48 : 56;
      const label = t('interactiveMap.cluster', { count });
      const marker = L.marker([lat, lng], {
        icon: L.divIcon({
          html: `<span>${abbreviated(count)}</span>`,
          className: `om-marker om-cluster om-${LAYER_KIND[key]}`,
          iconSize: [size, size],
        }),
        title: label,
        alt: label,
        keyboard: true,
      });
      marker.on('click', () => map.setView([lat, lng], cluster.expansionZoom));
      group.addLayer(marker);
    }
    for (const feature of features) {
      const [lng, lat] = feature.geometry.coordinates;
      const marker = L.marker([lat, lng], {
        icon: L.divIcon({
          html: '',
          className: `om-marker om-point om-${markerKindOf(feature)}`,
          iconSize: [16, 16],
        }),
        title: feature.properties.siteName,
        alt: feature.properties.siteName,
        keyboard: true,
      });
      marker.on('click', () => onSelect(feature));
      group.addLayer(marker);
    }
  }
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
