/** A point as the map's index takes it. */
interface Point {
  longitude: number;
  latitude: number;
}

/**
 * The smallest box holding every point, `[west, south, east, north]`, or null for none. Longitudes go round:
 * the box leaves out the widest empty stretch of longitude, so points on both sides of the antimeridian give
 * a narrow box crossing it (west above east), not one spanning the world.
 */
export function boundsOf(points: readonly Point[]): [number, number, number, number] | null {
  if (points.length === 0) return null;
  let south = 90;
  let north = -90;
  for (const p of points) {
    south = Math.min(south, p.latitude);
    north = Math.max(north, p.latitude);
  }
  const lngs = [...new Set(points.map((p) => p.longitude))].sort((a, b) => a - b);
  const [first] = lngs;
  const last = lngs.at(-1);
  if (first === undefined || last === undefined) return null;
  // The gap across the antimeridian, from the last longitude round to the first.
  let gap = first + 360 - last;
  let west = first;
  let east = last;
  let previous = first;
  for (const lng of lngs.slice(1)) {
    if (lng - previous > gap) {
      gap = lng - previous;
      west = lng;
      east = previous;
    }
    previous = lng;
  }
  return [west, south, east, north];
}
