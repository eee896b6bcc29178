import { useQuery } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

/** The same key as the project list's filter panel: one request for both screens. */
export const filterDetailsKey = (role: string) => ['projects', 'filter-details', role] as const;

/** GET /home/getfilterdetails?Role=: the brand and country options of the oversight filters. */
export const getFilterDetails = (role: string) =>
  call(API.getFilterDetails, { query: { Role: role } }, { expiredOn403: true });

export const useFilterDetails = (role: string) =>
  useQuery({ queryKey: filterDetailsKey(role), queryFn: () => getFilterDetails(role), staleTime: Infinity });
