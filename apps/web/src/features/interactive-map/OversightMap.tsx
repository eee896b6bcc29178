import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import L, { type Map as LeafletMap } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttributionControl, MapContainer, Popup, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { Link as RouterLink } from 'react-router';
import Supercluster, { type AnyProps, type ClusterProperties, type PointFeature } from 'supercluster';
import {
  OVERSIGHT_MAP,
  PROJECT_STATUSES,
  type MapFeature,
  type MapFeatureProperties,
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
  splitLayers,
  type LayerKey,
  type LayerSplit,
} from './layers';

export interface OversightMapProps {
  features: readonly MapFeature[];
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

/** Grouping radius in pixels; above this zoom every point shows on its own. */
const CLUSTER_RADIUS = 60;
const CLUSTER_MAX_ZOOM = 16;

type Index = Supercluster<MapFeatureProperties, AnyProps>;

/**
 * The interactive map (spec 002 §2, §9): starts at zoom 1.5 near the Atlantic (1.55 after a filter), at
 * most 18, with the layer control "Arcad data", "New data", "Matching data". Markers are grouped per layer
 * with supercluster and only the groups and points of the visible box are drawn, so 100,000 points stay
 * fluid (DESIGN §12). A marker opens a popup with the site, the originator and each project's code (a link
 * to the project) and status. Leaflet is heavy: the page loads this lazily.
 */
export default function OversightMap({ features, viewKey, filtered, height = 560 }: OversightMapProps) {
  const { t, i18n } = useTranslation();
  const { mapTileUrl } = useClientConfig();
  const split = useMemo(() => splitLayers(features), [features]);
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
        <ClusterLayers split={split} onSelect={setSelected} />
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

function buildIndexes(split: LayerSplit): Record<LayerKey, Index> {
  const indexes = {} as Record<LayerKey, Index>;
  for (const key of LAYERS) {
    const index: Index = new Supercluster({ radius: CLUSTER_RADIUS, maxZoom: CLUSTER_MAX_ZOOM });
    index.load(split[key] as unknown as PointFeature<MapFeatureProperties>[]);
    indexes[key] = index;
  }
  return indexes;
}

/**
 * The three layers as Leaflet layer groups in a layer control (all shown at first). On every move, each
 * shown layer is redrawn with the groups and points of the visible box at the current zoom.
 */
function ClusterLayers({ split, onSelect }: { split: LayerSplit; onSelect: (f: MapFeature) => void }) {
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
  const indexes = useMemo(() => buildIndexes(split), [split]);
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  });

  useEffect(() => {
    for (const key of LAYERS) groups[key].addTo(map);
    return () => {
      for (const key of LAYERS) groups[key].remove();
    };
  }, [map, groups]);

  // The layer control, in the reader's language (made again when the language changes).
  useEffect(() => {
    const overlays = Object.fromEntries(LAYERS.map((key) => [t(LAYER_LABEL_KEYS[key]), groups[key]]));
    const control = L.control
      .layers(undefined, overlays, { collapsed: false, position: 'topright' })
      .addTo(map);
    control.getContainer()?.setAttribute('aria-label', t('interactiveMap.layers'));
    return () => {
      control.remove();
    };
  }, [map, groups, t, i18n.language]);

  useEffect(() => {
    const draw = () => drawLayers(map, groups, indexes, t, (f) => onSelectRef.current(f));
    draw();
    map.on('moveend', draw);
    map.on('overlayadd', draw);
    return () => {
      map.off('moveend', draw);
      map.off('overlayadd', draw);
    };
  }, [map, groups, indexes, t]);
  return null;
}

type Translate = ReturnType<typeof useTranslation>['t'];

function drawLayers(
  map: LeafletMap,
  groups: Record<LayerKey, L.LayerGroup>,
  indexes: Record<LayerKey, Index>,
  t: Translate,
  onSelect: (f: MapFeature) => void,
) {
  const bounds = map.getBounds();
  const box = clusterBox(bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth());
  const zoom = Math.floor(map.getZoom());
  for (const key of LAYERS) {
    const group = groups[key];
    group.clearLayers();
    if (!map.hasLayer(group)) continue;
    const index = indexes[key];
    for (const item of index.getClusters(box, zoom)) {
      const [lng, lat] = item.geometry.coordinates as [number, number];
      const props = item.properties as Partial<ClusterProperties>;
      if (props.cluster) {
        const count = props.point_count ?? 0;
        const size = count < 100 ? 32 : count < 1000 ? 40 : count < 10000 ? 48 : 56;
        const label = t('interactiveMap.cluster', { count });
        const marker = L.marker([lat, lng], {
          icon: L.divIcon({
            html: `<span>${props.point_count_abbreviated ?? count}</span>`,
            className: `om-marker om-cluster om-${LAYER_KIND[key]}`,
            iconSize: [size, size],
          }),
          title: label,
          alt: label,
          keyboard: true,
        });
        const clusterId = props.cluster_id!;
        marker.on('click', () =>
          map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(clusterId), OVERSIGHT_MAP.maxZoom)),
        );
        group.addLayer(marker);
      } else {
        const feature = item as unknown as MapFeature;
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
