/**
 * The viewer's pure rules (docs/files.md, Viewer): zoom and fit, the pages that hold a canvas, the canvas's
 * pixel ratio, and the page geometry an overlay (markups, compare) is placed with.
 */

export type Rotation = 0 | 90 | 180 | 270;
export type ZoomMode = 'fitWidth' | 'fitPage' | 'custom';
export interface Zoom {
  mode: ZoomMode;
  /** The scale of a custom zoom (1 = 100 %: a PDF point is a CSS pixel). */
  scale: number;
}
export interface Size {
  width: number;
  height: number;
}

/** Zoom steps of the + and − controls and Ctrl+wheel. */
export const ZOOM_STEPS = [0.1, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4, 6, 8] as const;
export const MIN_SCALE = 0.1;
export const MAX_SCALE = 8;
/** Room left around a page when fitting (its margin and shadow). */
export const PAGE_GAP = 16;

export const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** A page's size as shown: width and height swap at a quarter turn. */
export function rotatedSize(size: Size, rotation: Rotation): Size {
  return rotation % 180 === 0 ? size : { width: size.height, height: size.width };
}

/** The scale that fits the (rotated) page in the viewport's width, or wholly in it. */
export function fitScale(
  mode: 'fitWidth' | 'fitPage',
  page: Size,
  rotation: Rotation,
  viewport: Size,
): number {
  const shown = rotatedSize(page, rotation);
  if (shown.width <= 0 || shown.height <= 0) return 1;
  const width = Math.max(1, viewport.width - 2 * PAGE_GAP) / shown.width;
  if (mode === 'fitWidth') return clampScale(width);
  const height = Math.max(1, viewport.height - 2 * PAGE_GAP) / shown.height;
  return clampScale(Math.min(width, height));
}

/** The scale a zoom stands for, given the first page's size and the viewport. */
export function scaleOf(zoom: Zoom, page: Size, rotation: Rotation, viewport: Size): number {
  return zoom.mode === 'custom' ? clampScale(zoom.scale) : fitScale(zoom.mode, page, rotation, viewport);
}

/** The next step up (or down) from the scale now shown; a scale between steps goes to the nearest one beyond. */
export function stepZoom(scale: number, direction: 1 | -1): number {
  const eps = 1e-3;
  if (direction > 0) return ZOOM_STEPS.find((s) => s > scale + eps) ?? MAX_SCALE;
  return [...ZOOM_STEPS].reverse().find((s) => s < scale - eps) ?? MIN_SCALE;
}

/** The scale after a pinch: the scale at its start times the ratio of the fingers' distances. */
export function pinchScale(startScale: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return startScale;
  return clampScale((startScale * distance) / startDistance);
}

/**
 * The pages that hold a canvas: those in view, `neighbours` before and `ahead` after (as many as before unless
 * said), 1-based and in order. Every other page is an empty frame of its size, so memory follows what is seen,
 * not the document's length.
 */
export function pageWindow(
  visible: Iterable<number>,
  count: number,
  neighbours = 1,
  ahead = neighbours,
): number[] {
  const keep = new Set<number>();
  for (const page of visible) {
    for (let p = page - neighbours; p <= page + ahead; p++) if (p >= 1 && p <= count) keep.add(p);
  }
  return [...keep].sort((a, b) => a - b);
}

/** The page called current: the one that fills most of the viewport (the first of equals). */
export function currentPage(ratios: ReadonlyMap<number, number>, fallback: number): number {
  let best = fallback;
  let bestRatio = 0;
  for (const [page, ratio] of [...ratios].sort(([a], [b]) => a - b)) {
    if (ratio > bestRatio + 1e-6) {
      best = page;
      bestRatio = ratio;
    }
  }
  return best;
}

/** Canvas pixels per CSS pixel: the screen's ratio, lowered so that one canvas stays under `maxPixels`. */
export function canvasRatio(cssSize: Size, devicePixelRatio: number, maxPixels = 16_777_216): number {
  const ratio = Math.max(1, devicePixelRatio || 1);
  const pixels = cssSize.width * cssSize.height * ratio * ratio;
  return pixels <= maxPixels
    ? ratio
    : Math.max(0.25, Math.sqrt(maxPixels / (cssSize.width * cssSize.height)));
}

/** A page number typed in the field: a whole number within the document, or null. */
export function parsePageNumber(text: string, count: number): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const page = Number(text);
  return page >= 1 && page <= count ? page : null;
}

/**
 * Where a page is drawn (issue 22 §2, §3 build on it): the page's own size in PDF points (unrotated), the scale
 * and rotation shown, and the CSS size of its frame. An overlay keeps its marks in page points and maps them
 * with `toView` / `toPage`, so they stay on the drawing whatever the zoom and rotation.
 */
export interface PageGeometry {
  page: number;
  size: Size;
  scale: number;
  rotation: Rotation;
  view: Size;
}

export function geometryOf(page: number, size: Size, scale: number, rotation: Rotation): PageGeometry {
  const shown = rotatedSize(size, rotation);
  return { page, size, scale, rotation, view: { width: shown.width * scale, height: shown.height * scale } };
}

/** A point in page points (origin top left of the unrotated page) to CSS pixels in the page's frame. */
export function toView(g: PageGeometry, x: number, y: number): { x: number; y: number } {
  const { width: w, height: h } = g.size;
  const [rx, ry] =
    g.rotation === 90
      ? [h - y, x]
      : g.rotation === 180
        ? [w - x, h - y]
        : g.rotation === 270
          ? [y, w - x]
          : [x, y];
  return { x: rx * g.scale, y: ry * g.scale };
}

/** The inverse of `toView`: a CSS pixel in the page's frame (a click) to page points. */
export function toPage(g: PageGeometry, vx: number, vy: number): { x: number; y: number } {
  const { width: w, height: h } = g.size;
  const [rx, ry] = [vx / g.scale, vy / g.scale];
  if (g.rotation === 90) return { x: ry, y: h - rx };
  if (g.rotation === 180) return { x: w - rx, y: h - ry };
  if (g.rotation === 270) return { x: w - ry, y: rx };
  return { x: rx, y: ry };
}

export const nextRotation = (r: Rotation): Rotation => ((r + 90) % 360) as Rotation;
