import { useQuery } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const savedFiltersKey = ['projects', 'saved-filters'] as const;

/** GET Projects/isFilterClicked: the filters the user saved last time (Filter Data). */
export const getSavedFilters = () => call(API.isFilterClicked);

export const useSavedFilters = (enabled: boolean) =>
  useQuery({
    queryKey: savedFiltersKey,
    queryFn: getSavedFilters,
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
