import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { type MapViewBody } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const mapViewKey = (body: MapViewBody | null) => ['map', 'view', body] as const;

/**
 * POST /home/getmapview (our addition): the groups and single points of the box shown at its zoom, and the
 * whole map's counts, for the filters (the caller's own role and scope decide on the server).
 */
export const getMapView = (body: MapViewBody) => call(API.getMapView, { body });

/** Waits for the map to say what it shows (`null` until then). */
export const useMapView = (body: MapViewBody | null) =>
  useQuery({
    queryKey: mapViewKey(body),
    queryFn: body ? () => getMapView(body) : skipToken,
    // The previous view stays on the map while the next one loads (no blank map between).
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
