import Box from '@mui/material/Box';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttributionControl, MapContainer, Popup, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { OVERSIGHT_MAP, type MapFeature, type MapView } from '@portal/contract';
import { useClientConfig } from '../../lib/config';
import { MARKER_COLOURS, STACK_COLOUR, STACK_RING } from './layers';
import { ClusterLayers, type MapBox, type OpenStack } from './ClusterLayers';
import { FeaturePopup } from './FeaturePopup';
import { StackList } from './StackList';

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
