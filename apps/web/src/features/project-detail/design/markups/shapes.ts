import type { MarkupKind, MarkupShape } from '@portal/contract';
import { toPage, toView, type PageGeometry } from '../../../../components/viewer/geometry';

/**
 * Markup geometry on the screen (docs/review.md): shapes are kept in page-relative coordinates (0..1 of the
 * page as normally shown, before the viewer's rotation) and mapped through the viewer's page geometry, so
 * zoom and rotation move them with the drawing.
 */

export interface Point {
  x: number;
  y: number;
}

const clamp = (n: number) => Math.min(1, Math.max(0, n));
/** Rounded so that a stored shape is stable (1/100 000 of a page is far below a pixel). */
const round = (n: number) => Math.round(n * 100_000) / 100_000;

/** A CSS pixel in the page's frame (a pointer) to page-relative coordinates. */
export function relativeOf(g: PageGeometry, vx: number, vy: number): Point {
  const p = toPage(g, vx, vy);
  return { x: round(clamp(p.x / g.size.width)), y: round(clamp(p.y / g.size.height)) };
}

/** Page-relative coordinates to a CSS pixel in the page's frame. */
export function viewOf(g: PageGeometry, p: Point): Point {
  return toView(g, p.x * g.size.width, p.y * g.size.height);
}

/** The smallest area or line a drag makes (a click makes one of the default size around it). */
const MIN = 0.01;
const DEFAULT = 0.08;

/** The shape a drag from `a` to `b` draws with the tool `kind`. */
export function shapeFrom(kind: MarkupKind, a: Point, b: Point): MarkupShape {
  if (kind === 'pin') return { kind, x: b.x, y: b.y };
  const far = Math.hypot(b.x - a.x, b.y - a.y) >= MIN;
  if (kind === 'rect' || kind === 'cloud') {
    if (!far || Math.abs(b.x - a.x) < MIN || Math.abs(b.y - a.y) < MIN) return centred(kind, b);
    const x = Math.min(a.x, b.x);
    const y = Math.min(a.y, b.y);
    return { kind, x, y, w: round(Math.abs(b.x - a.x)), h: round(Math.abs(b.y - a.y)) };
  }
  if (!far) return centred(kind, b);
  return { kind, x1: a.x, y1: a.y, x2: b.x, y2: b.y };
}

/** A shape of the default size centred on a point, kept on the page (a click, or Enter at the keyboard). */
export function centred(kind: MarkupKind, c: Point = { x: 0.5, y: 0.5 }): MarkupShape {
  const half = DEFAULT / 2;
  const x = round(Math.min(1 - DEFAULT, Math.max(0, c.x - half)));
  const y = round(Math.min(1 - DEFAULT, Math.max(0, c.y - half)));
  if (kind === 'pin') return { kind, x: c.x, y: c.y };
  if (kind === 'rect' || kind === 'cloud') return { kind, x, y, w: DEFAULT, h: DEFAULT };
  return { kind, x1: x, y1: round(y + DEFAULT), x2: round(x + DEFAULT), y2: y };
}

/** The point a markup is found at (its list entry scrolls there): the pin, the area's corner, the line's start. */
export function anchorOf(shape: MarkupShape): Point {
  if ('x1' in shape) return { x: shape.x1, y: shape.y1 };
  return { x: shape.x, y: shape.y };
}

/** A cloud's outline: arcs bulging outwards along the edges of the rectangle (CSS pixels). */
export function cloudPath(x: number, y: number, w: number, h: number): string {
  const r = Math.max(4, Math.min(w, h) / 6);
  const edge = (x1: number, y1: number, x2: number, y2: number) => {
    const n = Math.max(1, Math.round(Math.hypot(x2 - x1, y2 - y1) / (2 * r)));
    let d = '';
    for (let i = 1; i <= n; i++) {
      const px = x1 + ((x2 - x1) * i) / n;
      const py = y1 + ((y2 - y1) * i) / n;
      const step = Math.hypot(x2 - x1, y2 - y1) / n / 2;
      d += ` A ${step.toFixed(1)} ${step.toFixed(1)} 0 0 1 ${px.toFixed(1)} ${py.toFixed(1)}`;
    }
    return d;
  };
  return (
    `M ${x.toFixed(1)} ${y.toFixed(1)}` +
    edge(x, y, x + w, y) +
    edge(x + w, y, x + w, y + h) +
    edge(x + w, y + h, x, y + h) +
    edge(x, y + h, x, y) +
    ' Z'
  );
}
