import Box from '@mui/material/Box';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import {
  clampScale,
  geometryOf,
  nextRotation,
  PAGE_GAP,
  rotatedSize,
  scaleOf,
  stepZoom,
  type PageGeometry,
  type Rotation,
  type Size,
  type Zoom,
} from './geometry';
import { actionOfKey } from './keys';
import { Toolbar } from './Toolbar';
import { usePanZoom, useSize } from './usePanZoom';

/**
 * An image with the PDF pages' zoom, pan and rotation (no thumbnails). It is one page: an overlay (markups) is
 * placed with the same page geometry as a PDF's, its size the image's as the browser shows it.
 */
export function ImageView({
  url,
  fileName,
  renderPageOverlay,
}: {
  url: string;
  fileName: string;
  renderPageOverlay?: (geometry: PageGeometry) => ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const viewport = useSize(scroller);
  const [natural, setNatural] = useState<Size | null>(null);
  const [zoom, setZoom] = useState<Zoom>({ mode: 'fitPage', scale: 1 });
  const [rotation, setRotation] = useState<Rotation>(0);
  const size = natural ?? { width: 1, height: 1 };
  const scale =
    zoom.mode === 'custom' || (natural && viewport.width > 0) ? scaleOf(zoom, size, rotation, viewport) : 1;
  const step = useCallback((d: 1 | -1) => setZoom({ mode: 'custom', scale: stepZoom(scale, d) }), [scale]);
  const { pinch } = usePanZoom(scroller, {
    onStep: step,
    onPinch: (ratio) => setZoom({ mode: 'custom', scale: clampScale(scale * ratio) }),
  });
  const shown = rotatedSize(size, rotation);
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
      onKeyDown={(e) => {
        if ((e.target as HTMLElement).closest('input, [role="toolbar"] button')) return;
        const action = actionOfKey(e);
        if (!action || action.kind === 'page') return;
        e.preventDefault();
        if (action.kind === 'zoom') step(action.direction);
        else if (action.kind === 'fit') setZoom({ mode: 'fitPage', scale });
        else setRotation(nextRotation);
      }}
    >
      <Toolbar
        scale={scale}
        mode={zoom.mode}
        onZoomStep={step}
        onFit={(mode) => setZoom({ mode, scale })}
        onRotate={() => setRotation(nextRotation)}
      />
      <Box
        ref={scroller}
        role="region"
        aria-label={fileName}
        tabIndex={0}
        sx={{ flex: 1, overflow: 'auto', bgcolor: 'grey.200', cursor: 'grab', touchAction: 'pan-x pan-y' }}
      >
        <Box
          sx={{
            p: `${PAGE_GAP}px`,
            width: 'max-content',
            minWidth: '100%',
            display: 'flex',
            justifyContent: 'center',
          }}
        >
          <Box
            sx={{
              position: 'relative',
              width: shown.width * scale,
              height: shown.height * scale,
              transform: pinch === 1 ? undefined : `scale(${pinch})`,
            }}
          >
            <Box
              component="img"
              src={url}
              alt={fileName}
              draggable={false}
              onLoad={(e: React.SyntheticEvent<HTMLImageElement>) =>
                setNatural({
                  width: e.currentTarget.naturalWidth || 1,
                  height: e.currentTarget.naturalHeight || 1,
                })
              }
              sx={{
                position: 'absolute',
                left: '50%',
                top: '50%',
                width: size.width * scale,
                height: size.height * scale,
                maxWidth: 'none',
                transform: `translate(-50%, -50%) rotate(${rotation}deg)`,
                imageRendering: scale > 2 ? 'pixelated' : undefined,
                visibility: natural ? 'visible' : 'hidden',
              }}
            />
            {natural && renderPageOverlay?.(geometryOf(1, natural, scale, rotation))}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
