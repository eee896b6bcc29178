/** A marker placed on the screen: its centre (px) and the width of its icon (px). */
export interface Placed {
  x: number;
  y: number;
  size: number;
}

/**
 * The markers whose icons overlap on the screen, in groups (each marker in exactly one, in the order given).
 * The layers are grouped apart on the server, so an ARCAD group, a group of sites and a matching point can lie
 * on one spot, each hiding the one under it: such a pile is drawn as one stack that opens (issue 20 §4).
 */
export function stacksOf<T extends Placed>(items: readonly T[]): T[][] {
  // Union-find over the indices; `parent` has one entry per item, so `up` never falls back.
  const parent = items.map((_, i) => i);
  const up = (i: number): number => parent[i] ?? i;
  const root = (i: number): number => {
    while (up(i) !== i) {
      parent[i] = up(up(i));
      i = up(i);
    }
    return i;
  };
  // Neighbours are looked for in the cells of a grid as wide as the largest icon, not among every marker.
  const cell = Math.max(1, ...items.map((m) => m.size));
  const grid = new Map<string, number[]>();
  items.forEach((m, i) => {
    const cx = Math.floor(m.x / cell);
    const cy = Math.floor(m.y / cell);
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        for (const j of grid.get(`${cx + dx},${cy + dy}`) ?? []) {
          const other = items[j];
          if (other && Math.hypot(m.x - other.x, m.y - other.y) < (m.size + other.size) / 2)
            parent[root(i)] = root(j);
        }
    const key = `${cx},${cy}`;
    grid.set(key, [...(grid.get(key) ?? []), i]);
  });
  const groups = new Map<number, T[]>();
  items.forEach((m, i) => {
    const r = root(i);
    groups.set(r, [...(groups.get(r) ?? []), m]);
  });
  return [...groups.values()];
}

/** Where a stack opens when chosen: a zoom in that parts its markers, or the list of what it holds. */
export type StackOpening = { kind: 'zoom'; zoom: number } | { kind: 'list' };

/**
 * How a stack opens: zoomed in (at least one level, up to where its markers' spread fills the view) while
 * its markers stand apart and the map can zoom further; else (one spot, or the deepest zoom) as a list.
 */
export function stackOpening(
  spread: { sameSpot: boolean; fitZoom: number },
  zoom: number,
  maxZoom: number,
): StackOpening {
  if (spread.sameSpot || zoom >= maxZoom) return { kind: 'list' };
  return {
    kind: 'zoom',
    zoom: Math.min(maxZoom, Math.max(Math.floor(zoom) + 1, Math.floor(spread.fitZoom))),
  };
}
