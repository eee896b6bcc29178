import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type OversightFilters } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const overdueCountsKey = (body: OversightFilters) => ['dashboard', 'overdue-counts', body] as const;

/** POST home/GetOverdueCounts: overdue projects per ball-in-court stage of the filtered projects. */
export const postOverdueCounts = (body: OversightFilters) =>
  call(API.postOverdueCounts, { body }, { expiredOn403: true });

export const useOverdueCounts = (body: OversightFilters) =>
  useQuery({
    queryKey: overdueCountsKey(body),
    queryFn: () => postOverdueCounts(body),
    placeholderData: keepPreviousData,
  });
