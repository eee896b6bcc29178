import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FRANCE_REGIONS } from '@portal/contract';
import { useSession } from '../lib/session';
import { EMPTY_OVERSIGHT_FILTERS, type OversightFilterValue } from './OversightFilters';

/**
 * The dashboard's and the map's filters live in the address (`?country=FR&country=DE&brand=Peugeot&from=…`),
 * like the project list's state (features/project-list/listState.ts): Back, a reload or a shared link shows the
 * screen as it was. A menu link carries no filters: the screen then starts from the last filters this user
 * chose on it in this tab (session storage, cleared at sign-out).
 */
const KEYS = {
  countries: 'country',
  brands: 'brand',
  regions: 'region',
  fromDate: 'from',
  toDate: 'to',
  includeArchived: 'archived',
} as const;
const FILTER_KEYS: readonly string[] = Object.values(KEYS);

// The limits of the oversight calls' body (contract `oversightFilters`): anything beyond is dropped.
const MAX_COUNTRIES = 300;
const MAX_BRANDS = 60;
const MAX_NAME = 60;
const COUNTRY = /^[A-Z]{2,3}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const REGIONS: readonly string[] = FRANCE_REGIONS;

/** A real calendar day `yyyy-mm-dd`, else ''. */
function dayOf(value: string | null): string {
  if (!value || !DAY.test(value)) return '';
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : '';
}

/** Each value once, in the order given. */
const unique = (values: string[]) => [...new Set(values)];

/** The filters an address holds; a malformed or unknown value is left out. */
export function readOversightFilters(params: URLSearchParams): OversightFilterValue {
  const all = (key: string) => params.getAll(key).map((v) => v.trim());
  return {
    countries: unique(all(KEYS.countries).filter((c) => COUNTRY.test(c))).slice(0, MAX_COUNTRIES),
    brands: unique(all(KEYS.brands).filter((b) => b && b.length <= MAX_NAME)).slice(0, MAX_BRANDS),
    regions: unique(all(KEYS.regions).filter((r) => REGIONS.includes(r))),
    fromDate: dayOf(params.get(KEYS.fromDate)),
    toDate: dayOf(params.get(KEYS.toDate)),
    includeArchived: params.get(KEYS.includeArchived) === '1',
  };
}

/** The address's query for `value`, other parameters of `params` kept; nothing for an empty filter. */
export function writeOversightFilters(params: URLSearchParams, value: OversightFilterValue): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) next.delete(key);
  for (const c of value.countries) next.append(KEYS.countries, c);
  for (const b of value.brands) next.append(KEYS.brands, b);
  for (const r of value.regions) next.append(KEYS.regions, r);
  if (value.fromDate) next.set(KEYS.fromDate, value.fromDate);
  if (value.toDate) next.set(KEYS.toDate, value.toDate);
  if (value.includeArchived) next.set(KEYS.includeArchived, '1');
  return next;
}

/** Only the filter parameters of `params`, as a query string ('' when none). */
export function filterQueryOf(params: URLSearchParams): string {
  return writeOversightFilters(new URLSearchParams(), readOversightFilters(params)).toString();
}

/** The session storage key of a screen's last filters, per user. */
export const lastFiltersKey = (screen: OversightScreen, email: string) =>
  `portal.oversightFilters.${screen}.${email.toLowerCase()}`;

export type OversightScreen = 'dashboard' | 'map';

/**
 * A screen's filters, read from and written to the address (changes replace the history entry, as the
 * project list's do). Opened without filters in the address, the screen takes the last ones the user chose
 * on it in this tab and puts them in the address.
 */
export function useOversightFiltersInAddress(
  screen: OversightScreen,
): [OversightFilterValue, (next: OversightFilterValue) => void] {
  const [params, setParams] = useSearchParams();
  const key = lastFiltersKey(screen, useSession().user?.email ?? '');
  const own = filterQueryOf(params);
  // Read once, on arrival: the last filters, when the address has none.
  const [arrival] = useState(() => (own ? '' : (sessionStorage.getItem(key) ?? '')));
  // Once the user changes the filters, the address alone says what they are (an empty one: none).
  const [changed, setChanged] = useState(false);
  const query = changed ? own : own || arrival;

  useEffect(() => {
    if (!arrival) return;
    const last = readOversightFilters(new URLSearchParams(arrival));
    setParams((current) => (filterQueryOf(current) ? current : writeOversightFilters(current, last)), {
      replace: true,
    });
  }, [arrival, setParams]);

  useEffect(() => sessionStorage.setItem(key, query), [key, query]);

  const value = useMemo(
    () => (query ? readOversightFilters(new URLSearchParams(query)) : EMPTY_OVERSIGHT_FILTERS),
    [query],
  );
  const setValue = useCallback(
    (next: OversightFilterValue) => {
      setChanged(true);
      setParams((current) => writeOversightFilters(current, next), { replace: true });
    },
    [setParams],
  );
  return [value, setValue];
}
