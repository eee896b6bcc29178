/**
 * A drill-down into the project list (issue 12: a dashboard slice or bar opens the list filtered to it),
 * passed as router state so the list's own address (search, page, sort) stays as it is. The list starts
 * from these filters instead of the saved ones, without saving them.
 */
export interface ListDrillDown {
  statuses: number[];
  countries: string[];
  brands: string[];
}

const KEY = 'projectListDrillDown';

/** The router state that opens the list with these filters. */
export const drillDownState = (filters: ListDrillDown) => ({ [KEY]: filters });

/** The drill-down a navigation carried, if any (anything malformed is ignored). */
export function readDrillDown(state: unknown): ListDrillDown | null {
  const value = (state as Record<string, unknown> | null)?.[KEY] as Partial<ListDrillDown> | undefined;
  if (!value || typeof value !== 'object') return null;
  const numbers = Array.isArray(value.statuses) ? value.statuses.filter((s) => Number.isInteger(s)) : [];
  const strings = (list: unknown) =>
    Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : [];
  return { statuses: numbers, countries: strings(value.countries), brands: strings(value.brands) };
}
