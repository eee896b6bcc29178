import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  clampScale,
  currentPage,
  geometryOf,
  nextRotation,
  PAGE_GAP,
  pageWindow,
  scaleOf,
  stepZoom,
  type PageGeometry,
  type Rotation,
  type Size,
  type Zoom,
} from './geometry';
import { drawnPages, type DrawnPages } from './drawnPages';
import { actionOfKey, pageAfter } from './keys';
import { Thumbnails } from './Thumbnails';
import { Toolbar } from './Toolbar';
import type { ViewerDocument } from './types';
import { usePageDrawing } from './usePageDrawing';
import { usePanZoom, useSize } from './usePanZoom';

interface Props {
  doc: ViewerDocument;
  firstSize: Size;
  fileName: string;
  /** Drawn over each page's frame, placed with its geometry (markups, compare: issue 22 §2, §3). */
  renderPageOverlay?: (geometry: PageGeometry) => ReactNode;
  /** Go to this page whenever `seq` changes (a markup chosen in a list beside the viewer). */
  goToPage?: { page: number; seq: number };
}

/**
 * A PDF's pages in one scrolling column. Every page has a frame of its size; only those in view and their
 * neighbours hold a canvas (IntersectionObserver), drawn at the screen's pixel ratio.
 */
export function PdfView({ doc, firstSize, fileName, renderPageOverlay, goToPage }: Props) {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width:600px)', { noSsr: true });
  const scroller = useRef<HTMLDivElement>(null);
  const viewport = useSize(scroller);
  const [zoom, setZoom] = useState<Zoom>({ mode: 'fitWidth', scale: 1 });
  const [rotation, setRotation] = useState<Rotation>(0);
  const [sizes, setSizes] = useState<ReadonlyMap<number, Size>>(() => new Map([[1, firstSize]]));
  const [visible, setVisible] = useState<number[]>([1]);
  const [page, setPage] = useState(1);
  const [thumbnails, setThumbnails] = useState(wide);
  const ids = { strip: useId(), keys: useId() };
  const frames = useRef(new Map<number, HTMLElement>());
  const ratios = useRef(new Map<number, number>());
  const pinned = useRef<number | null>(null);
  useEffect(() => {
    const el = scroller.current;
    if (!el) return undefined;
    const unpin = () => (pinned.current = null);
    const events = ['wheel', 'touchstart', 'pointerdown'] as const;
    events.forEach((e) => el.addEventListener(e, unpin, { passive: true }));
    return () => events.forEach((e) => el.removeEventListener(e, unpin));
  }, []);
  const scale =
    zoom.mode === 'custom' || viewport.width > 0 ? scaleOf(zoom, firstSize, rotation, viewport) : 1;

  const keep = useRef<{ top: number; left: number } | null>(null);
  const zoomTo = useCallback((next: Zoom) => {
    const el = scroller.current;
    // Keep the same part of the document in view across the change of scale.
    if (el)
      keep.current = {
        top: el.scrollTop / Math.max(1, el.scrollHeight),
        left: el.scrollLeft / Math.max(1, el.scrollWidth),
      };
    setZoom(next);
  }, []);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || !keep.current) return;
    el.scrollTop = keep.current.top * el.scrollHeight;
    el.scrollLeft = keep.current.left * el.scrollWidth;
    keep.current = null;
  }, [scale, rotation]);

  const step = useCallback(
    (direction: 1 | -1) => zoomTo({ mode: 'custom', scale: stepZoom(scale, direction) }),
    [scale, zoomTo],
  );
  const { pinch } = usePanZoom(scroller, {
    onStep: step,
    onPinch: (ratio) => zoomTo({ mode: 'custom', scale: clampScale(scale * ratio) }),
  });

  const goTo = useCallback(
    (n: number) => {
      const target = Math.min(doc.count, Math.max(1, n));
      const frame = frames.current.get(target);
      const el = scroller.current;
      if (frame && el) el.scrollTop = frame.offsetTop - PAGE_GAP / 2;
      pinned.current = target;
      setPage(target);
    },
    [doc.count],
  );

  // A page asked from outside (a markup chosen beside the viewer): current at once, scrolled to after render.
  const [askedSeq, setAskedSeq] = useState<number | undefined>(undefined);
  if (goToPage && goToPage.seq !== askedSeq) {
    setAskedSeq(goToPage.seq);
    setPage(Math.min(doc.count, Math.max(1, goToPage.page)));
  }
  const asked = goToPage?.page;
  useEffect(() => {
    if (asked === undefined) return;
    const target = Math.min(doc.count, Math.max(1, asked));
    const frame = frames.current.get(target);
    const el = scroller.current;
    if (frame && el) el.scrollTop = frame.offsetTop - PAGE_GAP / 2;
    pinned.current = target;
    // A new request (seq) goes there again, even to the same page.
  }, [goToPage?.seq, asked, doc.count]);

  // Which pages are in view, and the current one (the one filling most of the viewport).
  useEffect(() => {
    const root = scroller.current;
    if (!root || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          const n = Number((e.target as HTMLElement).dataset.page);
          if (e.isIntersecting) ratios.current.set(n, e.intersectionRect.height * e.intersectionRect.width);
          else ratios.current.delete(n);
        }
        const inView = [...ratios.current.keys()].sort((a, b) => a - b);
        setVisible((old) => (old.join() === inView.join() ? old : inView));
        // A page gone to stays current while in view (the last pages cannot reach the top), until the reader scrolls.
        if (pinned.current !== null && inView.includes(pinned.current)) return;
        pinned.current = null;
        if (inView.length) setPage((old) => currentPage(ratios.current, old));
      },
      { root, threshold: [0, 0.1, 0.25, 0.5, 0.75, 1] },
    );
    frames.current.forEach((frame) => observer.observe(frame));
    return () => observer.disconnect();
  }, [doc]);

  // One page drawn ahead of those in view, two once the reader has left the first page (the second is drawn
  // while the reader looks at the page before it; at opening it would slow the first page).
  const ahead = page > 1 ? 2 : 1;
  const drawn = useMemo(() => new Set(pageWindow(visible, doc.count, 1, ahead)), [visible, doc.count, ahead]);
  // The thumbnails copy the pages drawn here (drawnPages.ts), one record per document. A layout effect: told
  // before the thumbnails' effects of the same commit ask for a page.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new document starts with nothing drawn
  const copies = useMemo(() => drawnPages(), [doc]);
  useLayoutEffect(() => copies.setWindow(drawn), [copies, drawn]);
  const sizeOf = useCallback((n: number) => sizes.get(n) ?? firstSize, [sizes, firstSize]);
  const register = useCallback(
    (n: number, el: HTMLElement | null) => (el ? frames.current.set(n, el) : frames.current.delete(n)),
    [],
  );
  const onThumbnail = useCallback(
    (n: number) => {
      goTo(n);
      // Laid over the pages at phone widths: folded once a page is chosen.
      if (!wide) setThumbnails(false);
    },
    [goTo, wide],
  );
  const learnSize = useCallback((n: number, size: Size) => {
    setSizes((old) => {
      const known = old.get(n);
      if (known && known.width === size.width && known.height === size.height) return old;
      return new Map(old).set(n, size);
    });
  }, []);

  const onFit = useCallback((mode: 'fitWidth' | 'fitPage') => zoomTo({ mode, scale }), [zoomTo, scale]);
  const onRotate = useCallback(() => setRotation(nextRotation), []);
  const onThumbnails = useCallback(() => setThumbnails((v) => !v), []);
  const pages = useMemo(
    () => ({ page, count: doc.count, onGo: goTo, thumbnails, onThumbnails, stripId: ids.strip }),
    [page, doc.count, goTo, thumbnails, onThumbnails, ids.strip],
  );

  // The column's frames, made again only when what they show changes (not at each render of a page turn).
  const column = useMemo(
    () =>
      Array.from({ length: doc.count }, (_, i) => i + 1).map((n) => (
        <PageFrame
          key={n}
          n={n}
          doc={doc}
          size={sizeOf(n)}
          scale={scale}
          rotation={rotation}
          drawn={drawn.has(n)}
          onSize={learnSize}
          copies={copies}
          register={register}
          overlay={renderPageOverlay}
        />
      )),
    [doc, sizeOf, scale, rotation, drawn, learnSize, copies, register, renderPageOverlay],
  );

  const onKeyDown = (e: React.KeyboardEvent) => {
    if ((e.target as HTMLElement).closest('input, textarea, [role="toolbar"] button')) return;
    const action = actionOfKey(e);
    if (!action) return;
    e.preventDefault();
    if (action.kind === 'page') goTo(pageAfter(action.to, page, doc.count));
    else if (action.kind === 'zoom') step(action.direction);
    else if (action.kind === 'fit') zoomTo({ mode: 'fitPage', scale });
    else setRotation(nextRotation);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }} onKeyDown={onKeyDown}>
      <Toolbar
        scale={scale}
        mode={zoom.mode}
        onZoomStep={step}
        onFit={onFit}
        onRotate={onRotate}
        pages={pages}
      />
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0, position: 'relative' }}>
        {thumbnails && (
          <Thumbnails
            id={ids.strip}
            doc={doc}
            page={page}
            rotation={rotation}
            sizeOf={sizeOf}
            copies={copies}
            onGo={onThumbnail}
            overlay={!wide}
          />
        )}
        <Box
          ref={scroller}
          role="region"
          aria-label={t('viewer.pages', { name: fileName })}
          aria-describedby={ids.keys}
          tabIndex={0}
          data-testid="viewer-pages"
          sx={{
            flex: 1,
            overflow: 'auto',
            bgcolor: 'grey.200',
            cursor: 'grab',
            '&:active': { cursor: 'grabbing' },
            // The browser scrolls with one finger; two fingers are the viewer's pinch.
            touchAction: 'pan-x pan-y',
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
          }}
        >
          <Box
            component="span"
            id={ids.keys}
            sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
          >
            {t('viewer.keys')}
          </Box>
          <Box
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: `${PAGE_GAP}px`,
              p: `${PAGE_GAP}px`,
              width: 'max-content',
              minWidth: '100%',
              transform: pinch === 1 ? undefined : `scale(${pinch})`,
              transformOrigin: 'top center',
            }}
          >
            {column}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}

interface FrameProps {
  n: number;
  doc: ViewerDocument;
  size: Size;
  scale: number;
  rotation: Rotation;
  drawn: boolean;
  onSize: (n: number, size: Size) => void;
  copies: DrawnPages;
  register: (n: number, el: HTMLElement | null) => void;
  overlay?: (geometry: PageGeometry) => ReactNode;
}

/**
 * One page: a frame of its size, with a canvas while it is in the window of drawn pages. Rendered again only
 * when its own props change: a page turn changes the current page and the window, and rendering every frame of
 * a 200-page plan on each took the main thread about 120 ms a page (docs/budgets.md, viewer).
 */
const PageFrame = memo(function PageFrame({
  n,
  doc,
  size,
  scale,
  rotation,
  drawn,
  onSize,
  copies,
  register,
  overlay,
}: FrameProps) {
  const { t } = useTranslation();
  const geometry = useMemo(() => geometryOf(n, size, scale, rotation), [n, size, scale, rotation]);
  const { view } = geometry;
  const ref = useCallback((el: HTMLElement | null) => register(n, el), [register, n]);
  return (
    <Box
      ref={ref}
      data-page={n}
      data-scale={geometry.scale}
      data-rotation={geometry.rotation}
      sx={{
        position: 'relative',
        flex: 'none',
        width: view.width,
        height: view.height,
        bgcolor: 'common.white',
        boxShadow: 1,
      }}
    >
      {drawn ? (
        <PageCanvas
          n={n}
          doc={doc}
          geometry={geometry}
          onSize={onSize}
          copies={copies}
          label={t('viewer.page', { page: n })}
        />
      ) : null}
      {overlay?.(geometry)}
    </Box>
  );
});

function PageCanvas({
  n,
  doc,
  geometry,
  onSize,
  copies,
  label,
}: {
  n: number;
  doc: ViewerDocument;
  geometry: PageGeometry;
  onSize: (n: number, size: Size) => void;
  copies: DrawnPages;
  label: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { scale, rotation, view } = geometry;
  // The canvas is busy until the drawing of this scale and rotation is finished.
  const busy = !usePageDrawing(canvas, doc, n, scale, rotation, (size) => onSize(n, size), copies);
  return (
    <>
      <canvas
        ref={canvas}
        role="img"
        aria-label={label}
        data-drawn={busy ? undefined : 'true'}
        style={{ display: 'block', width: view.width, height: view.height }}
      />
      {busy && <CircularProgress size={24} aria-hidden sx={{ position: 'absolute', top: 16, left: 16 }} />}
    </>
  );
}
