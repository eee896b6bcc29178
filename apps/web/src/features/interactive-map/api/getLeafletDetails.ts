import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, type OversightFilters } from '@portal/contract';
import { call } from '../../../lib/api';

export const leafletDetailsKey = (body: OversightFilters) => ['map', 'leaflet-details', body] as const;

/**
 * POST /home/getleafletdetails/ (spec 002 §7): the map's GeoJSON features for the filters (the caller's own
 * role and scope decide on the server). The screen always posts its filters, none being the first view.
 */
export const getLeafletDetails = (body: OversightFilters) => call(API.getLeafletDetailsFiltered, { body });

export const useLeafletDetails = (body: OversightFilters) =>
  useQuery({
    queryKey: leafletDetailsKey(body),
    queryFn: () => getLeafletDetails(body),
    // The previous features stay on the map while the next filter's load (no blank map between).
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
