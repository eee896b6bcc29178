import type { GridSortModel } from '@mui/x-data-grid';
import {
  BALL_FILTERS,
  BALL_STAGES,
  PROJECT_LIST,
  PROJECT_SORT_FIELDS,
  type BallFilter,
  type BallStage,
  type ProjectSortField,
} from '@portal/contract';

/**
 * The project list's search, page, page size and sort live in the address (`?q=…&page=2&size=50&sort=city.asc`),
 * so Back from a project, a reload or a shared link shows the list as it was. Defaults are left out. So is the
 * ball-in-court filter (`?ball=overdue&stage=content`), which the dashboard's overdue counts open.
 */
export interface ListState {
  search: string;
  /** 0-based, as the grid counts (the address shows it 1-based). */
  page: number;
  pageSize: number;
  sortField: ProjectSortField;
  sortDirection: 'asc' | 'desc';
  /** Ball in court: '' for every project; the stage narrows a ball filter ('' every stage). */
  ball: BallFilter | '';
  stage: BallStage | '';
}

const DEFAULT_SORT: Pick<ListState, 'sortField' | 'sortDirection'> = {
  sortField: 'createdOn',
  sortDirection: 'desc',
};
const PAGE_SIZES: readonly number[] = PROJECT_LIST.pageSizes;

export function readListState(params: URLSearchParams): ListState {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const [field, direction] = (params.get('sort') ?? '').split('.');
  const known = (PROJECT_SORT_FIELDS as readonly string[]).includes(field ?? '');
  return {
    search: (params.get('q') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    pageSize: PAGE_SIZES.includes(size) ? size : PROJECT_LIST.defaultPageSize,
    sortField: known ? (field as ProjectSortField) : DEFAULT_SORT.sortField,
    sortDirection: known && direction === 'asc' ? 'asc' : known ? 'desc' : DEFAULT_SORT.sortDirection,
    ball: oneOf(BALL_FILTERS, params.get('ball')),
    stage: oneOf(BALL_STAGES, params.get('stage')),
  };
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  (values as readonly (string | null)[]).includes(value) ? (value as T) : '';

/** The address's query for `state`, other parameters of `params` kept. */
export function writeListState(params: URLSearchParams, state: ListState): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  set('q', state.search);
  set('page', state.page > 0 ? String(state.page + 1) : null);
  set('size', state.pageSize !== PROJECT_LIST.defaultPageSize ? String(state.pageSize) : null);
  const isDefaultSort =
    state.sortField === DEFAULT_SORT.sortField && state.sortDirection === DEFAULT_SORT.sortDirection;
  set('sort', isDefaultSort ? null : `${state.sortField}.${state.sortDirection}`);
  set('ball', state.ball || null);
  set('stage', state.ball ? state.stage || null : null);
  return next;
}

export const sortModelOf = (s: Pick<ListState, 'sortField' | 'sortDirection'>): GridSortModel => [
  { field: s.sortField, sort: s.sortDirection },
];

/** The grid's sort model as list state; a cleared or unknown sort falls back to the default. */
export function sortOf(model: GridSortModel): Pick<ListState, 'sortField' | 'sortDirection'> {
  const first = model[0];
  if (!first?.sort || !(PROJECT_SORT_FIELDS as readonly string[]).includes(first.field)) return DEFAULT_SORT;
  return { sortField: first.field as ProjectSortField, sortDirection: first.sort };
}
