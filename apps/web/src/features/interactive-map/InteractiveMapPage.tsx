import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '@portal/contract';
import { hasOversightFilter, OversightFilters, toOversightBody } from '../../components/OversightFilters';
import { useOversightFiltersInAddress } from '../../components/oversightAddress';
import { LoadError } from '../../components/QueryState';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { roleOf, useSession } from '../../lib/session';
import { ArcadPartiesPanel } from './ArcadPartiesPanel';
import { useFilterDetails } from './api/getFilterDetails';
import { useMapView } from './api/getMapView';
import { MARKER_COLOURS, STACK_COLOUR, STACK_RING, type MarkerKind } from './layers';
import type { MapBox } from './ClusterLayers';

const OversightMap = lazy(() => import('./OversightMap'));

/** Spec 002 §1, §9: the spinner shows for the first 3 s, the browser-compatibility warning for 30 s. */
export const SPINNER_MS = 3_000;
export const COMPATIBILITY_MS = 30_000;
const MAP_HEIGHT = 560;

function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(id);
  }, [ms]);
  return elapsed;
}

const LEGEND = [
  { kind: 'arcad', key: 'interactiveMap.legend.arcad' },
  { kind: 'vc', key: 'interactiveMap.legend.vc' },
  { kind: 'candidate', key: 'interactiveMap.legend.candidate' },
  { kind: 'matching', key: 'interactiveMap.legend.matching' },
] as const satisfies readonly { kind: MarkerKind; key: string }[];

/**
 * /Interactive-Map (spec 002 §1, §2, §9; docs/external-parties.md) for VC, HQ and RND: the oversight filters, the map of
 * the sites in the caller's scope and the ARCAD locations in three layers, a legend and the counts; the
 * Validation Center also invites the ARCAD parties whose locations the map shows.
 */
export default function InteractiveMapPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('page.interactiveMap'));
  const role = (roleOf(useSession()) ?? ROLES.VC) as Role;
  const isVc = role === ROLES.VC;
  // In the address: kept on Back, reload and a return from the menu (components/oversightAddress.ts).
  const [filters, setFilters] = useOversightFiltersInAddress('map');
  const body = useMemo(() => toOversightBody(filters, role), [filters, role]);
  const details = useFilterDetails(role);
  // The box the map shows, once it has said so (the server groups the markers for it).
  const [box, setBox] = useState<MapBox | null>(null);
  const viewBody = useMemo(() => (box ? { ...body, ...box } : null), [body, box]);
  const map = useMapView(viewBody);
  const spinnerDone = useElapsed(SPINNER_MS);
  const compatibilityDone = useElapsed(COMPATIBILITY_MS);
  const [compatibilityClosed, setCompatibilityClosed] = useState(false);

  const counts = map.data?.counts;
  const viewKey = useMemo(() => JSON.stringify(body), [body]);
  const busy = !spinnerDone || map.isPending;

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        {t('page.interactiveMap')}
      </Typography>
      {!compatibilityDone && !compatibilityClosed && (
        <Alert severity="info" onClose={() => setCompatibilityClosed(true)}>
          {t('interactiveMap.compatibility')}
        </Alert>
      )}
      <Typography variant="body2">{t('interactiveMap.intro')}</Typography>
      <OversightFilters
        idPrefix="map-filters"
        value={filters}
        onChange={setFilters}
        role={role}
        details={details.data?.result}
        loading={details.isLoading}
      />
      {map.isError && (
        <LoadError
          text={t('interactiveMap.loadError')}
          onRetry={() => void map.refetch()}
          error={map.error}
        />
      )}
      {map.data && !map.data.arcadImported && <Alert severity="info">{t('interactiveMap.arcadEmpty')}</Alert>}
      {map.data && map.data.arcadImported && counts?.arcad === 0 && (
        <Alert severity="info">{t('interactiveMap.arcadNoneHere')}</Alert>
      )}
      {map.data && counts?.sites === 0 && <Alert severity="info">{t('interactiveMap.noSites')}</Alert>}
      <Box sx={{ position: 'relative' }} aria-busy={busy || map.isFetching}>
        <Suspense fallback={<Box sx={{ height: MAP_HEIGHT, bgcolor: 'grey.100', borderRadius: 1 }} />}>
          <OversightMap
            view={map.data}
            onBoxChange={setBox}
            viewKey={viewKey}
            filtered={hasOversightFilter(filters)}
            // Only an answer for these filters (not the previous one kept on screen while it loads).
            bounds={map.data && !map.isPlaceholderData ? map.data.bounds : undefined}
            height={MAP_HEIGHT}
          />
        </Suspense>
        {(busy || map.isFetching) && (
          <Box
            role="status"
            sx={{
              position: 'absolute',
              inset: 0,
              zIndex: 1000,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 1,
              bgcolor: 'rgba(255,255,255,0.6)',
              pointerEvents: busy ? 'auto' : 'none',
            }}
          >
            <CircularProgress aria-hidden />
            <Typography variant="body2">
              {busy ? t('interactiveMap.loading') : t('interactiveMap.updating')}
            </Typography>
          </Box>
        )}
      </Box>
      {map.data && (
        <Typography variant="body2" role="status">
          {t('interactiveMap.counts', counts)}
        </Typography>
      )}
      <Paper component="section" variant="outlined" aria-labelledby="map-legend-title" sx={{ p: 1.5 }}>
        <Typography id="map-legend-title" component="h2" variant="subtitle1">
          {t('interactiveMap.legend.title')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {LEGEND.map(({ kind, key }) => (
            <Box component="li" key={kind} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}>
              <Box
                aria-hidden
                sx={{
                  width: 14,
                  height: 14,
                  flexShrink: 0,
                  borderRadius: '50%',
                  bgcolor: MARKER_COLOURS[kind],
                  boxShadow: '0 0 0 1px rgba(0,0,0,0.45)',
                }}
              />
              <Typography variant="body2">{t(key)}</Typography>
            </Box>
          ))}
          <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}>
            <Box
              aria-hidden
              sx={{
                width: 14,
                height: 14,
                flexShrink: 0,
                borderRadius: '50%',
                bgcolor: STACK_COLOUR,
                boxShadow: `0 0 0 3px ${STACK_RING}`,
              }}
            />
            <Typography variant="body2">{t('interactiveMap.legend.stack')}</Typography>
          </Box>
        </Box>
      </Paper>
      {isVc && <ArcadPartiesPanel />}
    </Stack>
  );
}
