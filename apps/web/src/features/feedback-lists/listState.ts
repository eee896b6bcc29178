import { FEEDBACK_TYPE, PROJECT_LIST } from '@portal/contract';

export type FeedbackType = (typeof FEEDBACK_TYPE)[keyof typeof FEEDBACK_TYPE];

/**
 * A feedback list's page, page size and order (of the feedback date) live in the address
 * (`?page=2&size=50&sort=desc`), as the project list's do: Back from a project, a reload or a shared link
 * shows the list as it was. Defaults are left out.
 */
export interface FeedbackListState {
  /** 0-based, as the grid counts (the address shows it 1-based). */
  page: number;
  pageSize: number;
  /** Oldest request first by default: the longest wait on top. */
  sortDirection: 'asc' | 'desc';
}

const PAGE_SIZES: readonly number[] = PROJECT_LIST.pageSizes;
const DEFAULT_DIRECTION = 'asc';

export function readFeedbackListState(params: URLSearchParams): FeedbackListState {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    pageSize: PAGE_SIZES.includes(size) ? size : PROJECT_LIST.defaultPageSize,
    sortDirection: params.get('sort') === 'desc' ? 'desc' : DEFAULT_DIRECTION,
  };
}

/** The address's query for `state`, other parameters of `params` kept. */
export function writeFeedbackListState(params: URLSearchParams, state: FeedbackListState): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  set('page', state.page > 0 ? String(state.page + 1) : null);
  set('size', state.pageSize !== PROJECT_LIST.defaultPageSize ? String(state.pageSize) : null);
  set('sort', state.sortDirection !== DEFAULT_DIRECTION ? state.sortDirection : null);
  return next;
}
