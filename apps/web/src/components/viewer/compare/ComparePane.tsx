import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_GAP, rotatedSize, type Rotation, type Size } from '../geometry';
import { usePageDrawing } from '../usePageDrawing';
import { usePanZoom, useSize } from '../usePanZoom';
import type { SideState } from './useCompareDocument';

/** One version's page drawn in a pane: its canvas, or why there is none. */
export interface Layer {
  side: 'a' | 'b';
  state: SideState;
  /** The canvas's accessible name, e.g. "Version A, page 2". */
  label: string;
  /** How it is laid over the one below (overlay mode). */
  style?: CSSProperties;
}

interface Props {
  scroller: RefObject<HTMLDivElement | null>;
  label: string;
  describedBy: string;
  layers: Layer[];
  page: number;
  scale: number;
  rotation: Rotation;
  /** Set in overlay mode's "highlight differences": the frame shows |A − B| inverted (same is white). */
  differences?: boolean;
  onSize: (side: 'a' | 'b', size: Size) => void;
  onViewport?: (size: Size) => void;
  onStep: (direction: 1 | -1) => void;
  onPinch: (ratio: number) => void;
}

/** A scrolling pane showing the same page of one version, or of two laid one over the other. */
export function ComparePane({
  scroller,
  label,
  describedBy,
  layers,
  page,
  scale,
  rotation,
  differences = false,
  onSize,
  onViewport,
  onStep,
  onPinch,
}: Props) {
  const viewport = useSize(scroller);
  const { pinch } = usePanZoom(scroller, { onStep, onPinch });
  const [sizes, setSizes] = useState<Partial<Record<'a' | 'b', Size>>>({});
  useEffect(() => {
    if (viewport.width > 0) onViewport?.(viewport);
  }, [viewport, onViewport]);
  const learn = (side: 'a' | 'b', size: Size) => {
    setSizes((old) => {
      const known = old[side];
      return known && known.width === size.width && known.height === size.height
        ? old
        : { ...old, [side]: size };
    });
    onSize(side, size);
  };
  const views = layers
    .map((l) => sizes[l.side])
    .filter((s): s is Size => s !== undefined)
    .map((s) => rotatedSize(s, rotation));
  const frame = {
    width: Math.max(120, ...views.map((v) => v.width * scale)),
    height: Math.max(160, ...views.map((v) => v.height * scale)),
  };
  return (
    <Box
      ref={scroller}
      role="region"
      aria-label={label}
      aria-describedby={describedBy}
      tabIndex={0}
      sx={{
        flex: 1,
        minWidth: 0,
        minHeight: 0,
        overflow: 'auto',
        bgcolor: 'grey.200',
        cursor: 'grab',
        '&:active': { cursor: 'grabbing' },
        touchAction: 'pan-x pan-y',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <Box
        sx={{
          p: `${PAGE_GAP}px`,
          width: 'max-content',
          minWidth: '100%',
          display: 'flex',
          justifyContent: 'center',
          transform: pinch === 1 ? undefined : `scale(${pinch})`,
          transformOrigin: 'top center',
        }}
      >
        <Box
          data-page={page}
          sx={{
            position: 'relative',
            flex: 'none',
            width: frame.width,
            height: frame.height,
            boxShadow: 1,
            // The blend stays inside the page; inverted, what both versions share is white.
            isolation: 'isolate',
            bgcolor: differences ? 'common.black' : 'common.white',
            filter: differences ? 'invert(1)' : undefined,
          }}
        >
          {layers.map((layer) => (
            <LayerView
              key={layer.side}
              layer={layer}
              page={page}
              scale={scale}
              rotation={rotation}
              onSize={learn}
            />
          ))}
        </Box>
      </Box>
    </Box>
  );
}

function LayerView({
  layer,
  page,
  scale,
  rotation,
  onSize,
}: {
  layer: Layer;
  page: number;
  scale: number;
  rotation: Rotation;
  onSize: (side: 'a' | 'b', size: Size) => void;
}) {
  const { t } = useTranslation();
  const { state } = layer;
  if (state.kind === 'loading')
    return <CircularProgress size={24} aria-label={t('viewer.loading')} sx={{ m: 2 }} />;
  const problem =
    state.kind === 'missing'
      ? t('compare.missing')
      : state.kind === 'unavailable'
        ? t('compare.unavailable')
        : page > state.doc.count
          ? t('compare.noPage', { page })
          : null;
  if (problem !== null)
    return (
      <Typography role="status" variant="body2" sx={{ p: 2, bgcolor: 'background.paper' }}>
        {problem}
      </Typography>
    );
  if (state.kind !== 'ready') return null;
  return (
    <LayerCanvas
      doc={state.doc}
      page={page}
      scale={scale}
      rotation={rotation}
      label={layer.label}
      style={layer.style}
      onSize={(size) => onSize(layer.side, size)}
    />
  );
}

function LayerCanvas({
  doc,
  page,
  scale,
  rotation,
  label,
  style,
  onSize,
}: {
  doc: Extract<SideState, { kind: 'ready' }>['doc'];
  page: number;
  scale: number;
  rotation: Rotation;
  label: string;
  style?: CSSProperties;
  onSize: (size: Size) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState<Size | null>(null);
  const drawn = usePageDrawing(canvas, doc, page, scale, rotation, (pageSize) => {
    setSize(pageSize);
    onSize(pageSize);
  });
  const view = size ? rotatedSize(size, rotation) : { width: 0, height: 0 };
  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={label}
      data-drawn={drawn ? 'true' : undefined}
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        display: 'block',
        width: view.width * scale,
        height: view.height * scale,
        ...style,
      }}
    />
  );
}
