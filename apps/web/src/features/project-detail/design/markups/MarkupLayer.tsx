import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarkupKind, MarkupShape } from '@portal/contract';
import type { PageGeometry } from '../../../../components/viewer/geometry';
import { centred, cloudPath, relativeOf, shapeFrom, viewOf, type Point } from './shapes';

export interface PlacedMarkup {
  key: string;
  /** The markup's id: a click on it (or Enter) chooses it in the list; none for the one being drawn. */
  id?: number;
  /** Its number in the list beside the page. */
  n: number;
  shape: MarkupShape;
  /** From an earlier version, closed, or the one chosen in the list. */
  tone: 'open' | 'earlier' | 'closed' | 'draft';
  selected?: boolean;
}

const COLOURS: Record<PlacedMarkup['tone'], string> = {
  open: '#c62828',
  draft: '#6a1b9a',
  earlier: '#ef6c00',
  closed: '#607d8b',
};

/**
 * The markups of one page drawn over it (SVG in the page's frame), and, with a tool chosen, the surface a
 * reviewer draws on: a drag with the mouse, a finger or a pen (pointer events; touch does not scroll while
 * drawing), or Enter / Space on the focused page for a shape of the default size in its centre. Without a
 * tool each markup is a button (a click, or Tab then Enter) that chooses it in the list; the rest of the page
 * lets clicks and drags through to the viewer's pan.
 */
export function MarkupLayer({
  geometry,
  markups,
  tool,
  onDraw,
  onChoose,
}: {
  geometry: PageGeometry;
  markups: PlacedMarkup[];
  tool: MarkupKind | null;
  onDraw: (page: number, shape: MarkupShape) => void;
  onChoose?: (id: number) => void;
}) {
  const { t } = useTranslation();
  const svg = useRef<SVGSVGElement>(null);
  const [drag, setDrag] = useState<{ from: Point; to: Point; id: number } | null>(null);
  const { width, height } = geometry.view;

  const at = (e: PointerEvent<SVGSVGElement>): Point => {
    const box = svg.current?.getBoundingClientRect();
    return relativeOf(geometry, e.clientX - (box?.left ?? 0), e.clientY - (box?.top ?? 0));
  };
  const drawing = tool !== null;
  const preview = drag && tool ? shapeFrom(tool, drag.from, drag.to) : null;

  return (
    <svg
      ref={svg}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      data-testid={`markup-layer-${geometry.page}`}
      style={{
        position: 'absolute',
        inset: 0,
        pointerEvents: drawing ? 'auto' : 'none',
        touchAction: drawing ? 'none' : 'auto',
        cursor: drawing ? 'crosshair' : 'default',
      }}
      {...(drawing
        ? {
            role: 'button',
            tabIndex: 0,
            'data-draws': true,
            'aria-label': t('markups.drawArea', { kind: t(`markups.kind.${tool}`), page: geometry.page }),
            onKeyDown: (e) => {
              if (e.key !== 'Enter' && e.key !== ' ') return;
              e.preventDefault();
              onDraw(geometry.page, centred(tool));
            },
            onPointerDown: (e) => {
              // The viewer's pan ignores a stroke that starts on a drawing surface (data-draws).
              e.currentTarget.setPointerCapture?.(e.pointerId);
              const p = at(e);
              setDrag({ from: p, to: p, id: e.pointerId });
            },
            onPointerMove: (e) => {
              if (drag && e.pointerId === drag.id) setDrag({ ...drag, to: at(e) });
            },
            onPointerUp: (e) => {
              if (!drag || e.pointerId !== drag.id) return;
              setDrag(null);
              onDraw(geometry.page, shapeFrom(tool, drag.from, at(e)));
            },
            onPointerCancel: () => setDrag(null),
          }
        : { role: 'group', 'aria-label': t('markups.pageGroup', { page: geometry.page }) })}
    >
      <defs>
        {Object.entries(COLOURS).map(([tone, colour]) => (
          <marker
            key={tone}
            id={`markup-arrow-${tone}`}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M 0 0 L 10 5 L 0 10 z" fill={colour} />
          </marker>
        ))}
      </defs>
      {markups.map((m) => {
        const shape = (
          <Shape key={m.key} g={geometry} shape={m.shape} n={m.n} tone={m.tone} selected={m.selected} />
        );
        const { id } = m;
        if (drawing || id === undefined || !onChoose) return shape;
        const choose = () => onChoose(id);
        return (
          <g
            key={m.key}
            role="button"
            tabIndex={0}
            aria-label={t('markups.onPage', { n: m.n, kind: t(`markups.kind.${m.shape.kind}`) })}
            aria-pressed={m.selected ?? false}
            data-markup-id={id}
            style={{ pointerEvents: 'auto', cursor: 'pointer' }}
            onClick={choose}
            onKeyDown={(e) => {
              if (e.key !== 'Enter' && e.key !== ' ') return;
              e.preventDefault();
              e.stopPropagation();
              choose();
            }}
          >
            <HitArea g={geometry} shape={m.shape} />
            {shape}
          </g>
        );
      })}
      {preview && <Shape g={geometry} shape={preview} n={0} tone="draft" />}
    </svg>
  );
}

/**
 * What a click lands on: a pin's disc, a band 16 px wide along an area's edge or a line. Not an area's inside:
 * a pin drawn in a rectangle stays clickable whatever their order, which is the list's (and the Tab order).
 */
const BAND = { fill: 'none', stroke: 'transparent', strokeWidth: 16 };
function HitArea({ g, shape }: { g: PageGeometry; shape: MarkupShape }) {
  if (shape.kind === 'pin') {
    const p = viewOf(g, shape);
    return <circle cx={p.x} cy={p.y} r={14} fill="transparent" />;
  }
  if (shape.kind === 'rect' || shape.kind === 'cloud') {
    const a = viewOf(g, { x: shape.x, y: shape.y });
    const b = viewOf(g, { x: shape.x + shape.w, y: shape.y + shape.h });
    return (
      <rect
        x={Math.min(a.x, b.x)}
        y={Math.min(a.y, b.y)}
        width={Math.abs(a.x - b.x)}
        height={Math.abs(a.y - b.y)}
        {...BAND}
      />
    );
  }
  if (!('x1' in shape)) return null;
  const a = viewOf(g, { x: shape.x1, y: shape.y1 });
  const b = viewOf(g, { x: shape.x2, y: shape.y2 });
  return <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} {...BAND} />;
}

function Shape({
  g,
  shape,
  n,
  tone,
  selected,
}: {
  g: PageGeometry;
  shape: MarkupShape;
  n: number;
  tone: PlacedMarkup['tone'];
  selected?: boolean;
}) {
  const colour = COLOURS[tone];
  const stroke = { stroke: colour, strokeWidth: selected ? 4 : 2, fill: 'none' };
  const label = (p: Point) =>
    n > 0 ? (
      <text x={p.x + 6} y={p.y - 6} fill={colour} fontSize={13} fontWeight={700} fontFamily="sans-serif">
        {n}
      </text>
    ) : null;
  if (shape.kind === 'pin') {
    const p = viewOf(g, shape);
    return (
      <g data-markup-shape="pin">
        <circle cx={p.x} cy={p.y} r={selected ? 12 : 10} fill={colour} stroke="#fff" strokeWidth={2} />
        {n > 0 && (
          <text
            x={p.x}
            y={p.y + 4}
            fill="#fff"
            fontSize={11}
            fontWeight={700}
            textAnchor="middle"
            fontFamily="sans-serif"
          >
            {n}
          </text>
        )}
      </g>
    );
  }
  if (shape.kind === 'rect' || shape.kind === 'cloud') {
    const a = viewOf(g, { x: shape.x, y: shape.y });
    const b = viewOf(g, { x: shape.x + shape.w, y: shape.y + shape.h });
    const [x, y, w, h] = [Math.min(a.x, b.x), Math.min(a.y, b.y), Math.abs(a.x - b.x), Math.abs(a.y - b.y)];
    return (
      <g data-markup-shape={shape.kind}>
        {shape.kind === 'rect' ? (
          <rect x={x} y={y} width={w} height={h} {...stroke} />
        ) : (
          <path d={cloudPath(x, y, w, h)} {...stroke} />
        )}
        {label({ x, y })}
      </g>
    );
  }
  if (!('x1' in shape)) return null;
  const a = viewOf(g, { x: shape.x1, y: shape.y1 });
  const b = viewOf(g, { x: shape.x2, y: shape.y2 });
  return (
    <g data-markup-shape={shape.kind}>
      <line
        x1={a.x}
        y1={a.y}
        x2={b.x}
        y2={b.y}
        {...stroke}
        markerEnd={`url(#markup-arrow-${tone})`}
        markerStart={shape.kind === 'measure' ? `url(#markup-arrow-${tone})` : undefined}
      />
      {label(a)}
    </g>
  );
}
