import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawnPages } from './drawnPages';
import { canvasRatio, rotatedSize, type Rotation, type Size } from './geometry';
import type { ViewerDocument } from './types';

const THUMB_WIDTH = 96;
/**
 * How far around the strip's view thumbnails stay drawn (7 to 12 entries each way, by the pages' shape). One
 * farther away gives its pixels back and is drawn again when it comes back into view, so the strip's memory
 * follows what is seen, as the column's does, not the document's length: kept all along, a 200-page plan's
 * thumbnails added about 25 MB to the tab's peak (docs/decisions/036-viewer-frees-a-page-once-drawn.md, addendum).
 */
const KEEP_MARGIN_PX = 1200;

interface Props {
  id: string;
  doc: ViewerDocument;
  page: number;
  rotation: Rotation;
  /** A page's size: the same object until it changes (each entry re-renders only when its own props change). */
  sizeOf: (n: number) => Size;
  /** The pages the column has drawn, copied instead of drawn again (drawnPages.ts). */
  copies: DrawnPages;
  onGo: (n: number) => void;
  /** At 390 px the strip lies over the pages instead of beside them. */
  overlay: boolean;
}

/**
 * The side strip of page thumbnails; each is drawn once it scrolls into the strip's view (no margin: a thumbnail
 * seen ahead of the column would be drawn by pdf.js before the column draws its page, which it then copies), and
 * kept until it is more than `KEEP_MARGIN_PX` away from it.
 */
export function Thumbnails({ id, doc, page, rotation, sizeOf, copies, onGo, overlay }: Props) {
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([1, 2, 3]));
  useEffect(() => {
    const root = strip.current;
    if (!root || typeof IntersectionObserver === 'undefined') return undefined;
    const thumbOf = (e: IntersectionObserverEntry) => Number((e.target as HTMLElement).dataset.thumb);
    const drawing = new IntersectionObserver(
      (entries) => {
        const shown = entries.filter((e) => e.isIntersecting).map(thumbOf);
        if (shown.length)
          setSeen((old) => (shown.every((n) => old.has(n)) ? old : new Set([...old, ...shown])));
      },
      { root },
    );
    const keeping = new IntersectionObserver(
      (entries) => {
        const far = new Set(entries.filter((e) => !e.isIntersecting).map(thumbOf));
        if (far.size)
          setSeen((old) =>
            [...far].some((n) => old.has(n)) ? new Set([...old].filter((n) => !far.has(n))) : old,
          );
      },
      { root, rootMargin: `${KEEP_MARGIN_PX}px 0px` },
    );
    root.querySelectorAll('[data-thumb]').forEach((el) => {
      drawing.observe(el);
      keeping.observe(el);
    });
    return () => {
      drawing.disconnect();
      keeping.disconnect();
    };
  }, [doc]);
  // The current page's thumbnail stays in the strip's view.
  useEffect(() => {
    strip.current?.querySelector(`[data-thumb="${page}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [page]);
  // The entries, made again only when what they show changes (not at each render of a page turn).
  const entries = useMemo(
    () =>
      Array.from({ length: doc.count }, (_, i) => i + 1).map((n) => (
        <ThumbItem
          key={n}
          doc={doc}
          n={n}
          current={n === page}
          size={sizeOf(n)}
          rotation={rotation}
          draw={seen.has(n)}
          copies={copies}
          onGo={onGo}
        />
      )),
    [doc, page, sizeOf, rotation, seen, copies, onGo],
  );
  return (
    <Box
      ref={strip}
      id={id}
      component="nav"
      aria-label={t('viewer.thumbnails')}
      sx={{
        width: THUMB_WIDTH + 40,
        flex: 'none',
        overflowY: 'auto',
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        ...(overlay && { position: 'absolute', inset: '0 auto 0 0', zIndex: 2, boxShadow: 4 }),
      }}
    >
      <Box
        component="ol"
        sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 1, justifyItems: 'center' }}
      >
        {entries}
      </Box>
    </Box>
  );
}

/**
 * One page's entry in the strip. Rendered again only when its own props change: a page turn changes two entries,
 * not the 200 of a long plan (docs/budgets.md, viewer).
 */
const ThumbItem = memo(function ThumbItem({
  doc,
  n,
  current,
  size,
  rotation,
  draw,
  copies,
  onGo,
}: {
  doc: ViewerDocument;
  n: number;
  current: boolean;
  size: Size;
  rotation: Rotation;
  draw: boolean;
  copies: DrawnPages;
  onGo: (n: number) => void;
}) {
  const { t } = useTranslation();
  const shown = useMemo(() => rotatedSize(size, rotation), [size, rotation]);
  return (
    <li data-thumb={n}>
      <ButtonBase
        aria-label={t('viewer.page', { page: n })}
        aria-current={current ? 'page' : undefined}
        onClick={() => onGo(n)}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          p: 0.5,
          borderRadius: 1,
          outline: current ? 2 : 0,
          outlineColor: 'primary.main',
          '&.Mui-focusVisible': { outline: 3, outlineColor: 'primary.dark' },
        }}
      >
        <Thumb doc={doc} n={n} size={shown} rotation={rotation} draw={draw} copies={copies} />
        <Typography variant="caption" aria-hidden>
          {n}
        </Typography>
      </ButtonBase>
    </li>
  );
});

function Thumb({
  doc,
  n,
  size,
  rotation,
  draw,
  copies,
}: {
  doc: ViewerDocument;
  n: number;
  size: Size;
  rotation: Rotation;
  draw: boolean;
  copies: DrawnPages;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const scale = THUMB_WIDTH / Math.max(1, size.width);
  const height = Math.round(size.height * scale);
  useEffect(() => {
    if (!draw) return undefined;
    let live = true;
    let cancel = () => {};
    const ratio = canvasRatio({ width: THUMB_WIDTH, height }, window.devicePixelRatio);
    const drawnByPdfJs = () =>
      void doc.page(n).then((page) => {
        if (!live || !canvas.current) return;
        const own = rotatedSize(page.size, rotation);
        const task = page.render(canvas.current, THUMB_WIDTH / Math.max(1, own.width), rotation, ratio);
        cancel = task.cancel;
        // Drawn once: pdf.js's decoded images of the page would otherwise stay in the worker for every
        // thumbnail seen (docs/budgets.md, viewer).
        task.promise.then(
          () => page.cleanup(),
          () => undefined,
        );
      });
    // The column's drawing of the page, copied (no second decoding); pdf.js draws it when the column will not.
    const stopWaiting = copies.whenDrawn(n, rotation, (page) => {
      const el = canvas.current;
      if (!live || !el) return;
      const context = page && el.getContext('2d');
      if (!page || !context) return drawnByPdfJs();
      el.width = Math.round(THUMB_WIDTH * ratio);
      el.height = Math.round(height * ratio);
      context.drawImage(page, 0, 0, el.width, el.height);
    });
    const el = canvas.current;
    return () => {
      live = false;
      stopWaiting();
      cancel();
      // Its pixels go now, not when the engine collects the element.
      if (el) el.width = el.height = 0;
    };
  }, [doc, n, rotation, draw, height, copies]);
  return (
    <Box sx={{ width: THUMB_WIDTH, height, bgcolor: 'common.white', boxShadow: 1 }}>
      {draw && <canvas ref={canvas} aria-hidden style={{ display: 'block', width: THUMB_WIDTH, height }} />}
    </Box>
  );
}
