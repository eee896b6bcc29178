import { useQuery } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

/** The project list's key: the options are the same, one fetch serves both screens. */
export const filterDetailsKey = (role: string) => ['projects', 'filter-details', role] as const;

/** GET /home/getfilterdetails?Role= (spec 002 §7): the country and brand options of the map's filters. */
export const getFilterDetails = (role: string) => call(API.getFilterDetails, { query: { Role: role } });

export const useFilterDetails = (role: string) =>
  useQuery({ queryKey: filterDetailsKey(role), queryFn: () => getFilterDetails(role), staleTime: Infinity });
