import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteMapProps } from './SiteMap';

export type { LatLng, SiteMapProps } from './SiteMap';

const SiteMap = lazy(() => import('./SiteMap'));

/**
 * The site map, loaded on first render so Leaflet (about 45 KB gzipped with its stylesheet) stays out of
 * the pages that only might show it (the project list's create dialog). Same props as `SiteMap`:
 *
 * - `position`: `{ lat, lng }` of the marker, or null (no marker; an editable user clicks to place).
 * - `area`: where to look while there is no marker (`countryArea(code)` or a town; default Europe).
 * - `editable`: draggable marker, click to place, hover help, and a search box when a geocoder is configured.
 * - `onMove(position)`: after a drag, click or search hit.
 * - `height`: of the map area (default 360 px); the search box sits above it.
 */
export function LazySiteMap(props: SiteMapProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Box
          sx={{
            height: props.height ?? 360,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'grey.100',
            borderRadius: 1,
          }}
        >
          <CircularProgress size={28} aria-label={t('common.loading')} />
        </Box>
      }
    >
      <SiteMap {...props} />
    </Suspense>
  );
}
