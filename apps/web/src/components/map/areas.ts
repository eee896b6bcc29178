/** Where a map without a marker looks: a centre and a zoom that shows the whole area. */
export interface MapArea {
  lat: number;
  lng: number;
  zoom: number;
}

/** Europe, when nothing narrower is known. */
export const EUROPE: MapArea = { lat: 50, lng: 10, zoom: 4 };

/** Zoom that shows a town once its centre is known. */
export const CITY_ZOOM = 11;

/** Approximate centre and zoom of each market country (ISO code), so a site's map opens on its country. */
const COUNTRY_AREAS: Record<string, [lat: number, lng: number, zoom: number]> = {
  AD: [42.55, 1.6, 10],
  AL: [41.15, 20.17, 7],
  AT: [47.52, 14.55, 7],
  BA: [43.92, 17.68, 7],
  BE: [50.5, 4.47, 7],
  BG: [42.73, 25.49, 7],
  BY: [53.71, 27.95, 6],
  CH: [46.82, 8.23, 7],
  CY: [35.13, 33.43, 8],
  CZ: [49.82, 15.47, 7],
  DE: [51.17, 10.45, 5],
  DK: [56.26, 9.5, 7],
  DZ: [28.03, 1.66, 4],
  EE: [58.6, 25.01, 7],
  ES: [40.46, -3.75, 5],
  FI: [64.5, 26, 5],
  FR: [46.6, 2.35, 5],
  GB: [54, -2.5, 5],
  GI: [36.14, -5.35, 12],
  GR: [39.07, 21.82, 6],
  HR: [45.1, 15.2, 7],
  HU: [47.16, 19.5, 7],
  IE: [53.41, -8.24, 6],
  IS: [64.96, -19.02, 6],
  IT: [41.87, 12.57, 5],
  LI: [47.17, 9.56, 10],
  LT: [55.17, 23.88, 7],
  LU: [49.82, 6.13, 9],
  LV: [56.88, 24.6, 7],
  MA: [31.79, -7.09, 5],
  MC: [43.74, 7.42, 12],
  MD: [47.41, 28.37, 7],
  ME: [42.71, 19.37, 8],
  MK: [41.61, 21.75, 8],
  MT: [35.94, 14.38, 10],
  NL: [52.13, 5.29, 7],
  NO: [64.5, 12, 4],
  PL: [51.92, 19.15, 6],
  PT: [39.4, -8.22, 6],
  RO: [45.94, 24.97, 6],
  RS: [44.02, 21.01, 7],
  SE: [62, 15, 4],
  SI: [46.15, 14.99, 8],
  SK: [48.67, 19.7, 7],
  SM: [43.94, 12.46, 11],
  TN: [33.89, 9.54, 6],
  TR: [38.96, 35.24, 5],
  UA: [48.38, 31.17, 5],
  VA: [41.902, 12.453, 14],
  XK: [42.6, 20.9, 8],
  ZA: [-30.56, 22.94, 5],
};

/** The area of a country by ISO code, or null when unknown. */
export function countryArea(code: string | null | undefined): MapArea | null {
  const found = COUNTRY_AREAS[(code ?? '').trim().toUpperCase()];
  return found ? { lat: found[0], lng: found[1], zoom: found[2] } : null;
}
