import { useQuery } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const filterDetailsKey = (role: string) => ['projects', 'filter-details', role] as const;

/** GET /home/getfilterdetails?Role=: the brand, country and status options of the filter panel. */
export const getFilterDetails = (role: string) => call(API.getFilterDetails, { query: { Role: role } });

export const useFilterDetails = (role: string, enabled: boolean) =>
  useQuery({
    queryKey: filterDetailsKey(role),
    queryFn: () => getFilterDetails(role),
    enabled,
    staleTime: Infinity,
  });
