/** A point on the map. */
export interface LatLng {
  lat: number;
  lng: number;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;
/** Rounded to 6 decimals (about 0.1 m), as positions are stored. */
export const toLatLng = (p: { lat: number; lng: number }): LatLng => ({
  lat: round(p.lat),
  lng: round(p.lng),
});

/**
 * First hit of a Nominatim-style search answer ([{ lat, lon }]), or null. Kept apart from the map itself so a
 * form can look a place up without loading Leaflet.
 */
export async function geocode(template: string, query: string, signal?: AbortSignal): Promise<LatLng | null> {
  const res = await fetch(template.replace('{q}', encodeURIComponent(query)), {
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
  const hits = (await res.json()) as { lat?: string | number; lon?: string | number }[];
  const first = Array.isArray(hits) ? hits[0] : undefined;
  const lat = Number(first?.lat);
  const lng = Number(first?.lon);
  if (!first || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return toLatLng({ lat, lng });
}
