/**
 * Version compare (docs/files.md, Compare): two versions of one document slot, side by side (stacked at phone
 * widths) or one over the other, page by page, with one zoom, one rotation, one page and one scroll position
 * for both. Loaded only when a compare is opened; pdf.js only for a PDF.
 */
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  clampScale,
  nextRotation,
  scaleOf,
  stepZoom,
  type Rotation,
  type Size,
  type Zoom,
} from '../geometry';
import { actionOfKey, pageAfter } from '../keys';
import { Toolbar } from '../Toolbar';
import { ComparePane, type Layer } from './ComparePane';
import type { CompareMode, CompareVersion } from './types';
import { useCompareDocument } from './useCompareDocument';
import { useLinkedScroll } from './useLinkedScroll';

interface Props {
  /** The slot's versions that can be shown, newest first (as the slot lists them). */
  versions: readonly CompareVersion[];
}

/** The pair shown first: the last two versions, the older as A and the newest as B. */
export function defaultPair(versions: readonly Pick<CompareVersion, 'key'>[]): [string, string] {
  return [versions[1]?.key ?? versions[0]?.key ?? '', versions[0]?.key ?? ''];
}

export default function VersionCompare({ versions }: Props) {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width:600px)', { noSsr: true });
  const ids = { keys: useId(), help: useId() };
  const [pair, setPair] = useState(() => defaultPair(versions));
  const [mode, setMode] = useState<CompareMode>('sideBySide');
  const [differences, setDifferences] = useState(true);
  const [opacity, setOpacity] = useState(100);
  const [zoom, setZoom] = useState<Zoom>({ mode: 'fitPage', scale: 1 });
  const [rotation, setRotation] = useState<Rotation>(0);
  const [page, setPage] = useState(1);
  const [viewport, setViewport] = useState<Size>({ width: 0, height: 0 });
  const [pageSizes, setPageSizes] = useState<Partial<Record<'a' | 'b', Size>>>({});
  const versionA = versions.find((v) => v.key === pair[0]);
  const versionB = versions.find((v) => v.key === pair[1]);
  const a = useCompareDocument(versionA);
  const b = useCompareDocument(versionB);
  const count = Math.max(1, a.kind === 'ready' ? a.doc.count : 0, b.kind === 'ready' ? b.doc.count : 0);
  const shown = Math.min(page, count);
  // One scale for both, from A's page (B's when A has none): the same drawing lines up in both.
  const base = pageSizes.a ?? pageSizes.b;
  const scale =
    zoom.mode === 'custom' || (base && viewport.width > 0)
      ? scaleOf(zoom, base ?? { width: 1, height: 1 }, rotation, viewport)
      : 1;

  const step = useCallback(
    (direction: 1 | -1) => setZoom({ mode: 'custom', scale: stepZoom(scale, direction) }),
    [scale],
  );
  const pinch = useCallback(
    (ratio: number) => setZoom({ mode: 'custom', scale: clampScale(scale * ratio) }),
    [scale],
  );
  const learnSize = useCallback((side: 'a' | 'b', size: Size) => {
    setPageSizes((old) => {
      const known = old[side];
      return known && known.width === size.width && known.height === size.height
        ? old
        : { ...old, [side]: size };
    });
  }, []);
  const learnViewport = useCallback(
    (size: Size) =>
      setViewport((old) => (old.width === size.width && old.height === size.height ? old : size)),
    [],
  );
  const goTo = (n: number) => setPage(Math.min(count, Math.max(1, n)));
  const choose = (side: 0 | 1, key: string) => {
    setPair((old) => (side === 0 ? [key, old[1]] : [old[0], key]));
    setPageSizes({});
  };

  const scrollA = useRef<HTMLDivElement>(null);
  const scrollB = useRef<HTMLDivElement>(null);
  useLinkedScroll([scrollA, scrollB], mode === 'sideBySide');

  const onKeyDown = (e: React.KeyboardEvent) => {
    if ((e.target as HTMLElement).closest('input, select, textarea, button')) return;
    const action = actionOfKey(e);
    if (!action) return;
    e.preventDefault();
    if (action.kind === 'page') goTo(pageAfter(action.to, shown, count));
    else if (action.kind === 'zoom') step(action.direction);
    else if (action.kind === 'fit') setZoom({ mode: 'fitPage', scale });
    else setRotation(nextRotation);
  };

  const nameA = versionA?.fileName ?? '';
  const nameB = versionB?.fileName ?? '';
  const layerA: Layer = { side: 'a', state: a, label: t('compare.pageA', { page: shown }) };
  const layerB: Layer = { side: 'b', state: b, label: t('compare.pageB', { page: shown }) };
  const pane = {
    describedBy: `${ids.keys} ${ids.help}`,
    page: shown,
    scale,
    rotation,
    onSize: learnSize,
    onViewport: learnViewport,
    onStep: step,
    onPinch: pinch,
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }} onKeyDown={onKeyDown}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          px: 1,
          py: 1,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {([0, 1] as const).map((side) => (
          <TextField
            key={side}
            select
            size="small"
            label={side === 0 ? t('compare.versionA') : t('compare.versionB')}
            value={pair[side]}
            onChange={(e) => choose(side, e.target.value)}
            slotProps={{ select: { native: true } }}
            sx={{ flex: { xs: '1 1 100%', sm: '1 1 240px' }, minWidth: 0 }}
          >
            {versions.map((v) => (
              <option key={v.key} value={v.key}>
                {v.label}
              </option>
            ))}
          </TextField>
        ))}
        <ToggleButtonGroup
          exclusive
          size="small"
          value={mode}
          aria-label={t('compare.mode')}
          onChange={(_, next: CompareMode | null) => next && setMode(next)}
        >
          <ToggleButton value="sideBySide">{t('compare.sideBySide')}</ToggleButton>
          <ToggleButton value="overlay">{t('compare.overlay')}</ToggleButton>
        </ToggleButtonGroup>
        {mode === 'overlay' && (
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, flex: '1 1 300px' }}
          >
            <FormControlLabel
              control={<Switch checked={differences} onChange={(e) => setDifferences(e.target.checked)} />}
              label={t('compare.differences')}
            />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: '1 1 160px', px: 1 }}>
              <Typography variant="body2" id={`${ids.help}-opacity`} sx={{ whiteSpace: 'nowrap' }}>
                {t('compare.opacity')}
              </Typography>
              <Slider
                size="small"
                min={0}
                max={100}
                step={5}
                value={opacity}
                onChange={(_, v) => setOpacity(Array.isArray(v) ? (v[0] ?? 100) : v)}
                getAriaValueText={(v) => t('compare.opacityValue', { percent: v })}
                slotProps={{ input: { 'aria-labelledby': `${ids.help}-opacity` } }}
                sx={{ minWidth: 100 }}
              />
            </Box>
          </Box>
        )}
      </Box>
      <Toolbar
        scale={scale}
        mode={zoom.mode}
        onZoomStep={step}
        onFit={(next) => setZoom({ mode: next, scale })}
        onRotate={() => setRotation(nextRotation)}
        pages={{ page: shown, count, onGo: goTo }}
      />
      <Box
        component="span"
        id={ids.keys}
        sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {t('viewer.keys')}
      </Box>
      <Box
        component="span"
        id={ids.help}
        sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {mode === 'overlay' && differences ? t('compare.differencesHelp') : t('compare.inStep')}
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexDirection: wide ? 'row' : 'column',
          gap: '2px',
          flex: 1,
          minHeight: 0,
          bgcolor: 'divider',
        }}
      >
        {mode === 'sideBySide' ? (
          <>
            <ComparePane
              {...pane}
              scroller={scrollA}
              label={t('compare.paneA', { name: nameA })}
              layers={[layerA]}
            />
            <ComparePane
              {...pane}
              onViewport={undefined}
              scroller={scrollB}
              label={t('compare.paneB', { name: nameB })}
              layers={[layerB]}
            />
          </>
        ) : (
          <ComparePane
            {...pane}
            scroller={scrollA}
            label={t('compare.overlayPane', { a: nameA, b: nameB })}
            differences={differences}
            layers={[
              layerA,
              {
                ...layerB,
                style: { opacity: opacity / 100, mixBlendMode: differences ? 'difference' : 'normal' },
              },
            ]}
          />
        )}
      </Box>
    </Box>
  );
}
