/**
 * A drill-down into the project list (issue 12: a dashboard slice or bar opens the list filtered to it),
 * passed as router state so the list's own address (search, page, sort) stays as it is. It carries the
 * item's statuses and every dashboard filter, so the list shows exactly the projects the item counted.
 * The list starts from these filters instead of the saved ones, without saving them.
 */
export interface ListDrillDown {
  statuses: number[];
  countries: string[];
  brands: string[];
  /** French regions of the project's site. */
  regions: string[];
  /** Creation day bounds `yyyy-mm-dd` (inclusive), '' for none. */
  fromDate: string;
  toDate: string;
  /** Paused (archived) projects counted: the dashboard leaves them out unless its box is ticked. */
  includeArchived: boolean;
}

const KEY = 'projectListDrillDown';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The router state that opens the list with these filters. */
export const drillDownState = (filters: ListDrillDown) => ({ [KEY]: filters });

/** The drill-down a navigation carried, if any (anything malformed is ignored). */
export function readDrillDown(state: unknown): ListDrillDown | null {
  const value = (state as Record<string, unknown> | null)?.[KEY] as Partial<ListDrillDown> | undefined;
  if (!value || typeof value !== 'object') return null;
  const numbers = Array.isArray(value.statuses) ? value.statuses.filter((s) => Number.isInteger(s)) : [];
  const strings = (list: unknown) =>
    Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : [];
  const day = (v: unknown) => (typeof v === 'string' && DAY.test(v) ? v : '');
  return {
    statuses: numbers,
    countries: strings(value.countries),
    brands: strings(value.brands),
    regions: strings(value.regions),
    fromDate: day(value.fromDate),
    toDate: day(value.toDate),
    includeArchived: value.includeArchived === true,
  };
}
