import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import L, { type LeafletEventHandlerFnMap, type Map as LeafletMap } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AttributionControl,
  MapContainer,
  Marker,
  TileLayer,
  Tooltip,
  useMapEvents,
  ZoomControl,
} from 'react-leaflet';
import { MAP } from '@portal/contract';
import { useClientConfig } from '../../lib/config';
import { EUROPE, type MapArea } from './areas';
import { geocode, toLatLng, type LatLng } from './geocode';

// Leaflet guesses its marker image path from the stylesheet, which breaks once Vite hashes the files.
delete (L.Icon.Default.prototype as { _getIconUrl?: unknown })._getIconUrl;
L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });

export type { LatLng } from './geocode';
export { geocode } from './geocode';

export interface SiteMapProps {
  /** The marker; null shows `area` (else Europe) without a marker (an editable user clicks to place one). */
  position: LatLng | null;
  /**
   * Where to look while there is no marker: the site's country or town (see areas.ts), so a click places the
   * marker there. The map moves when it changes, as long as no marker is set.
   */
  area?: MapArea | null;
  /** Draggable marker, click-to-place, hover help and the search box (when a geocoder is configured). */
  editable: boolean;
  /** Called with the new position after a drag, a click on the map or a search hit (rounded to 6 decimals). */
  onMove?: (position: LatLng) => void;
  /** Height of the map itself (the search box sits above it). Default 360 px. */
  height?: number | string;
}

const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Leaflet's attribution prefix (its link) with the title in the reader's language. */
const leafletPrefix = (title: string) =>
  `<a href="https://leafletjs.com" title="${title.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)}">Leaflet</a>`;

const same = (a: LatLng | null, b: LatLng | null) => a?.lat === b?.lat && a?.lng === b?.lng;

function ClickToPlace({ onPlace }: { onPlace: (p: LatLng) => void }) {
  useMapEvents({ click: (e) => onPlace(toLatLng(e.latlng)) });
  return null;
}

/**
 * A site's map with one marker (spec 001 §2 "Map"): zoom 13, 14 after a search. Editable: the marker can be
 * dragged, a click places it, hovering it explains how, and a search box (hidden when no geocoder is
 * configured) moves it to a found place. Tiles come from the configured tile service; without one the map
 * shows no background but the marker still works. Leaflet is heavy: load this through `LazySiteMap`.
 */
export default function SiteMap({ position, area, editable, onMove, height = 360 }: SiteMapProps) {
  const { t, i18n } = useTranslation();
  const { mapTileUrl, geocoderUrl } = useClientConfig();
  const mapRef = useRef<LeafletMap | null>(null);
  // Positions this component reported itself: the map is already where the user put it.
  const reported = useRef<LatLng | null>(null);
  const helpId = useId();

  const onMoveRef = useRef(onMove);
  useEffect(() => {
    onMoveRef.current = onMove;
  });
  const move = useCallback((p: LatLng) => {
    reported.current = p;
    onMoveRef.current?.(p);
  }, []);

  // A position given from outside (loaded, or chosen elsewhere): centre on it.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !position || same(position, reported.current)) return;
    map.setView([position.lat, position.lng], Math.max(map.getZoom(), MAP.projectZoom));
  }, [position]);

  // No marker yet: look at the site's country or town once it is known (not Europe, not Germany).
  const positioned = position !== null;
  const { lat: areaLat, lng: areaLng, zoom: areaZoom } = area ?? EUROPE;
  useEffect(() => {
    const map = mapRef.current;
    if (!map || positioned) return;
    map.setView([areaLat, areaLng], areaZoom);
  }, [positioned, areaLat, areaLng, areaZoom]);

  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({ dragend: (e) => move(toLatLng((e.target as L.Marker).getLatLng())) }),
    [move],
  );

  return (
    <Box>
      {editable && geocoderUrl && (
        <PlaceSearch
          template={geocoderUrl}
          onFound={(p) => {
            mapRef.current?.setView([p.lat, p.lng], MAP.searchZoom);
            move(p);
          }}
        />
      )}
      <Box
        sx={{
          height,
          width: '100%',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'grey.200',
          '& .leaflet-container': { height: '100%', width: '100%', font: 'inherit' },
          '& .site-map-help': {
            whiteSpace: 'normal',
            width: 240,
            fontSize: '0.8125rem',
            textAlign: 'center',
          },
        }}
        role="region"
        aria-label={t('map.label')}
        aria-describedby={editable ? helpId : undefined}
      >
        <MapContainer
          ref={mapRef}
          center={position ? [position.lat, position.lng] : [areaLat, areaLng]}
          zoom={position ? MAP.projectZoom : areaZoom}
          scrollWheelZoom={false}
          zoomControl={false}
          attributionControl={false}
        >
          {/* Leaflet's own English titles replaced by the packs' (remounted when the language changes). */}
          <ZoomControl
            key={`zoom-${i18n.language}`}
            zoomInTitle={t('map.zoomIn')}
            zoomOutTitle={t('map.zoomOut')}
          />
          <AttributionControl
            key={`attribution-${i18n.language}`}
            prefix={leafletPrefix(t('map.leafletTitle'))}
          />
          {mapTileUrl && <TileLayer url={mapTileUrl} attribution={OSM_ATTRIBUTION} />}
          {position && (
            <Marker
              position={[position.lat, position.lng]}
              draggable={editable}
              eventHandlers={editable ? handlers : undefined}
              title={editable ? t('map.markerHelp') : t('map.marker')}
              alt={t('map.marker')}
            >
              {editable && (
                // The default icon's tooltip anchor is [16, -28]: centre the help above the pin.
                <Tooltip direction="top" offset={[-16, -18]} className="site-map-help">
                  {t('map.markerHelp')}
                </Tooltip>
              )}
            </Marker>
          )}
          {editable && <ClickToPlace onPlace={move} />}
        </MapContainer>
      </Box>
      {editable && (
        <Typography id={helpId} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {position ? t('map.markerHelp') : t('map.placeHelp')}
        </Typography>
      )}
    </Box>
  );
}

function PlaceSearch({ template, onFound }: { template: string; onFound: (p: LatLng) => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const inputId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const q = query.trim();
    if (!q || busy) return;
    setBusy(true);
    setProblem('');
    try {
      const hit = await geocode(template, q);
      if (hit) onFound(hit);
      else setProblem(t('map.notFound'));
    } catch {
      setProblem(t('map.searchFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ mb: 1 }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          id={inputId}
          size="small"
          margin="none"
          fullWidth
          label={t('map.search')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          slotProps={{
            htmlInput: { maxLength: 200 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Button type="submit" variant="outlined" disabled={busy || !query.trim()} sx={{ flexShrink: 0 }}>
          {busy ? <CircularProgress size={20} aria-label={t('map.searching')} /> : t('map.searchButton')}
        </Button>
      </Box>
      {problem && (
        <Alert severity="warning" role="status" sx={{ mt: 1, py: 0 }} onClose={() => setProblem('')}>
          {problem}
        </Alert>
      )}
    </Box>
  );
}
