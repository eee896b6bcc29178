import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type OversightFilters } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const processStatusCountsKey = (body: OversightFilters) =>
  ['dashboard', 'process-status-counts', body] as const;

/** POST home/GetProcessStatusCounts: the bar chart's nine process statuses of the filtered projects. */
export const postProcessStatusCounts = (body: OversightFilters) =>
  call(API.postProcessStatusCounts, { body }, { expiredOn403: true });

export const useProcessStatusCounts = (body: OversightFilters) =>
  useQuery({
    queryKey: processStatusCountsKey(body),
    queryFn: () => postProcessStatusCounts(body),
    placeholderData: keepPreviousData,
  });
