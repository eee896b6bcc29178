import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMap } from 'react-leaflet';
import type { MapFeature } from '@portal/contract';
import { LAYER_LABEL_KEYS } from './layers';
import { countOf, zoomInto, type OpenStack } from './ClusterLayers';
import { SOURCE_KEYS } from './FeaturePopup';

/** An opened stack: each group (zooms in on it) and each place (opens its popup) it holds. */
export function StackList({
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
                // The place's popup opens once this click is over: opened during it, the map took the click
                // (its list gone from the page, the click no longer came from inside a popup) and closed it.
                if (e.kind === 'feature') return void setTimeout(() => onSelect(e.feature));
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
