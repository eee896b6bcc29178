import { describe, expect, it } from 'vitest';
import { stackOpening, stacksOf } from './stacks';

const at = (name: string, x: number, y: number, size = 16) => ({ name, x, y, size });
const names = (groups: { name: string }[][]) => groups.map((g) => g.map((m) => m.name));

describe('stacksOf', () => {
  it('piles markers whose icons overlap, leaves apart those that do not', () => {
    const groups = stacksOf([
      at('arcad group', 100, 100, 40),
      at('site group', 110, 104, 48),
      at('matching point', 95, 98),
      at('far point', 300, 300),
    ]);
    expect(names(groups)).toEqual([['arcad group', 'site group', 'matching point'], ['far point']]);
  });

  it('joins a chain of overlaps into one pile, and keeps touching-only markers apart', () => {
    expect(names(stacksOf([at('a', 0, 0), at('b', 12, 0), at('c', 24, 0)]))).toEqual([['a', 'b', 'c']]);
    expect(names(stacksOf([at('a', 0, 0), at('b', 16, 0)]))).toEqual([['a'], ['b']]);
  });
});

describe('stackOpening', () => {
  it('zooms in at least one level, up to where the markers spread, never past the deepest zoom', () => {
    expect(stackOpening({ sameSpot: false, fitZoom: 7.6 }, 1.5, 18)).toEqual({ kind: 'zoom', zoom: 7 });
    expect(stackOpening({ sameSpot: false, fitZoom: 1 }, 1.5, 18)).toEqual({ kind: 'zoom', zoom: 2 });
    expect(stackOpening({ sameSpot: false, fitZoom: 30 }, 16, 18)).toEqual({ kind: 'zoom', zoom: 18 });
  });

  it('lists the markers when they share one spot or the map is at its deepest zoom', () => {
    expect(stackOpening({ sameSpot: true, fitZoom: 18 }, 3, 18)).toEqual({ kind: 'list' });
    expect(stackOpening({ sameSpot: false, fitZoom: 18 }, 18, 18)).toEqual({ kind: 'list' });
  });
});
