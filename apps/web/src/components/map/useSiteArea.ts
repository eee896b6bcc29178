import { useEffect, useState } from 'react';
import { COUNTRIES } from '@portal/contract';
import { useClientConfig } from '../../lib/config';
import { CITY_ZOOM, countryArea, type MapArea } from './areas';
import { geocode } from './geocode';

/** Waits for typing to pause before asking the geocoder for the town. */
const TOWN_DELAY_MS = 700;

/**
 * Where a site form's map should look while no marker is placed: the chosen country, then its town once the
 * configured geocoder finds it (asked after typing pauses; without a geocoder the country is as close as it
 * gets). Null without a known country (the map shows Europe).
 */
export function useSiteArea(countryCode: string, city: string): MapArea | null {
  const { geocoderUrl } = useClientConfig();
  const code = countryCode.trim().toUpperCase();
  const town = city.trim();
  const country = countryArea(code);
  const key = `${code}|${town.toLowerCase()}`;
  const [found, setFound] = useState<{ key: string; area: MapArea } | null>(null);
  const known = country !== null;

  useEffect(() => {
    if (!geocoderUrl || !known || town.length < 2) return;
    const abort = new AbortController();
    const countryName = COUNTRIES.find((c) => c.code === code)?.label ?? code;
    const timer = setTimeout(() => {
      geocode(geocoderUrl, `${town}, ${countryName}`, abort.signal)
        .then((hit) => hit && setFound({ key, area: { ...hit, zoom: CITY_ZOOM } }))
        // No town found (or no geocoder reachable): the country stays the area.
        .catch(() => undefined);
    }, TOWN_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [geocoderUrl, known, code, town, key]);

  return found?.key === key ? found.area : country;
}
