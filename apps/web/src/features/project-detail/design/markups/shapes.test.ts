import { describe, expect, it } from 'vitest';
import { geometryOf } from '../../../../components/viewer/geometry';
import { centred, relativeOf, shapeFrom, viewOf } from './shapes';

/** Markup geometry (docs/review.md): page-relative whatever the zoom and the viewer's rotation. */

const page = { width: 600, height: 800 };

describe('page-relative coordinates', () => {
  it('a point is the same place at any zoom', () => {
    for (const scale of [0.5, 1, 2.5]) {
      const g = geometryOf(1, page, scale, 0);
      expect(relativeOf(g, 150 * scale, 200 * scale)).toEqual({ x: 0.25, y: 0.25 });
    }
  });

  it('and at any rotation of the viewer (there and back)', () => {
    for (const rotation of [0, 90, 180, 270] as const) {
      const g = geometryOf(1, page, 1.5, rotation);
      const p = { x: 0.2, y: 0.7 };
      const v = viewOf(g, p);
      expect(relativeOf(g, v.x, v.y)).toEqual(p);
    }
    // A quarter turn: the page's top left corner is shown at the top right.
    expect(viewOf(geometryOf(1, page, 1, 90), { x: 0, y: 0 })).toEqual({ x: 800, y: 0 });
  });

  it('a pointer beyond the page is kept on its edge', () => {
    expect(relativeOf(geometryOf(1, page, 1, 0), -20, 900)).toEqual({ x: 0, y: 1 });
  });
});

describe('shapes from a drag', () => {
  it('an area from any corner; a line keeps its direction', () => {
    expect(shapeFrom('cloud', { x: 0.6, y: 0.5 }, { x: 0.2, y: 0.1 })).toEqual({
      kind: 'cloud',
      x: 0.2,
      y: 0.1,
      w: 0.4,
      h: 0.4,
    });
    expect(shapeFrom('arrow', { x: 0.6, y: 0.5 }, { x: 0.2, y: 0.1 })).toEqual({
      kind: 'arrow',
      x1: 0.6,
      y1: 0.5,
      x2: 0.2,
      y2: 0.1,
    });
  });

  it('a click makes a shape of the default size, kept on the page', () => {
    expect(shapeFrom('rect', { x: 0.99, y: 0.99 }, { x: 0.99, y: 0.99 })).toEqual({
      kind: 'rect',
      x: 0.92,
      y: 0.92,
      w: 0.08,
      h: 0.08,
    });
    expect(centred('measure')).toEqual({ kind: 'measure', x1: 0.46, y1: 0.54, x2: 0.54, y2: 0.46 });
  });
});
