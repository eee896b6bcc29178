import { describe, expect, it } from 'vitest';
import {
  canvasRatio,
  currentPage,
  fitScale,
  geometryOf,
  nextRotation,
  PAGE_GAP,
  pageWindow,
  parsePageNumber,
  pinchScale,
  rotatedSize,
  scaleOf,
  stepZoom,
  toPage,
  toView,
} from './geometry';

const A4 = { width: 595, height: 842 };
const screen = (width: number, height: number) => ({
  width: width + 2 * PAGE_GAP,
  height: height + 2 * PAGE_GAP,
});

describe('zoom and fit', () => {
  it('fits the width, or the whole page, of the page as rotated', () => {
    expect(fitScale('fitWidth', A4, 0, screen(1190, 500))).toBeCloseTo(2);
    expect(fitScale('fitPage', A4, 0, screen(1190, 421))).toBeCloseTo(0.5);
    // A quarter turn: the page is 842 wide.
    expect(fitScale('fitWidth', A4, 90, screen(842, 100))).toBeCloseTo(1);
    expect(rotatedSize(A4, 270)).toEqual({ width: 842, height: 595 });
  });

  it('keeps a fit within the zoom limits', () => {
    expect(fitScale('fitWidth', { width: 1, height: 1 }, 0, screen(10_000, 100))).toBe(8);
    expect(fitScale('fitPage', { width: 100_000, height: 100_000 }, 0, screen(300, 300))).toBe(0.1);
  });

  it('a custom zoom is its own scale, clamped', () => {
    expect(scaleOf({ mode: 'custom', scale: 1.5 }, A4, 0, screen(100, 100))).toBe(1.5);
    expect(scaleOf({ mode: 'custom', scale: 20 }, A4, 0, screen(100, 100))).toBe(8);
  });

  it('steps to the next step beyond the scale shown, also from between steps', () => {
    expect(stepZoom(1, 1)).toBe(1.25);
    expect(stepZoom(1, -1)).toBe(0.75);
    expect(stepZoom(1.1, 1)).toBe(1.25);
    expect(stepZoom(1.1, -1)).toBe(1);
    expect(stepZoom(8, 1)).toBe(8);
    expect(stepZoom(0.1, -1)).toBe(0.1);
  });

  it('a pinch scales by the ratio of the fingers’ distances', () => {
    expect(pinchScale(1, 100, 200)).toBe(2);
    expect(pinchScale(2, 100, 50)).toBe(1);
    expect(pinchScale(1, 0, 50)).toBe(1);
    expect(pinchScale(4, 10, 1000)).toBe(8);
  });
});

describe('the pages that hold a canvas', () => {
  it('are the pages in view and one neighbour each side, within the document', () => {
    expect(pageWindow([1], 200)).toEqual([1, 2]);
    expect(pageWindow([50, 51], 200)).toEqual([49, 50, 51, 52]);
    expect(pageWindow([200], 200)).toEqual([199, 200]);
    expect(pageWindow([], 200)).toEqual([]);
    expect(pageWindow([3], 3, 2)).toEqual([1, 2, 3]);
    // One behind, two ahead (the viewer past the first page).
    expect(pageWindow([50], 200, 1, 2)).toEqual([49, 50, 51, 52]);
    expect(pageWindow([199], 200, 1, 2)).toEqual([198, 199, 200]);
  });

  it('the current page is the one filling most of the view, the first of equals', () => {
    expect(
      currentPage(
        new Map([
          [3, 100],
          [4, 300],
        ]),
        1,
      ),
    ).toBe(4);
    expect(
      currentPage(
        new Map([
          [4, 100],
          [3, 100],
        ]),
        1,
      ),
    ).toBe(3);
    expect(currentPage(new Map(), 7)).toBe(7);
  });

  it('draws at the screen’s pixel ratio, lowered for a huge canvas', () => {
    expect(canvasRatio({ width: 800, height: 600 }, 2)).toBe(2);
    expect(canvasRatio({ width: 800, height: 600 }, 0)).toBe(1);
    const ratio = canvasRatio({ width: 4000, height: 4000 }, 3);
    expect(4000 * 4000 * ratio * ratio).toBeLessThanOrEqual(16_777_216 + 1);
    expect(ratio).toBeGreaterThan(1);
  });

  it('takes a typed page number only within the document', () => {
    expect(parsePageNumber('3', 5)).toBe(3);
    expect(parsePageNumber(' 5 ', 5)).toBe(5);
    expect(parsePageNumber('6', 5)).toBeNull();
    expect(parsePageNumber('0', 5)).toBeNull();
    expect(parsePageNumber('2.5', 5)).toBeNull();
    expect(parsePageNumber('', 5)).toBeNull();
    expect(parsePageNumber('1e1', 50)).toBeNull();
  });
});

describe('page geometry (for overlays)', () => {
  it('sizes the frame from the page, scale and rotation', () => {
    expect(geometryOf(2, A4, 2, 90).view).toEqual({ width: 1684, height: 1190 });
  });

  it('maps page points to the frame and back at every rotation', () => {
    for (const rotation of [0, 90, 180, 270] as const) {
      const g = geometryOf(1, A4, 1.5, rotation);
      const v = toView(g, 100, 200);
      expect(v.x).toBeGreaterThanOrEqual(0);
      expect(v.x).toBeLessThanOrEqual(g.view.width);
      expect(v.y).toBeLessThanOrEqual(g.view.height);
      const back = toPage(g, v.x, v.y);
      expect(back.x).toBeCloseTo(100);
      expect(back.y).toBeCloseTo(200);
    }
    // A quarter turn clockwise: the page's top-left corner goes to the frame's top-right.
    expect(toView(geometryOf(1, A4, 1, 90), 0, 0)).toEqual({ x: 842, y: 0 });
  });

  it('turns a quarter at a time', () => {
    expect(nextRotation(0)).toBe(90);
    expect(nextRotation(270)).toBe(0);
  });
});
