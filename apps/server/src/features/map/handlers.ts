import { oversightFilters } from '@portal/contract';
import type { FeatureHandlers } from '../../platform/api';
import { mapFeatures } from './leaflet-details';
import { mapView } from './view';

/** No filter: the GET variant (spec 002 §7 `GET /home/getleafletdetails?Role`). */
const NO_FILTER = oversightFilters.parse({});

/**
 * The interactive map (spec 002 §2, §7; DESIGN §6): VC, HQ and RND (the route's roles), each in its data
 * scope. The whole-map answer (tens of thousands of features) is built to the contract's shape and written
 * with JSON.stringify rather than checked feature by feature by the response schema; the page asks for one
 * view at a time instead (getMapView: groups made on the server, DESIGN §12).
 */
export const mapHandlers: FeatureHandlers<'getLeafletDetails' | 'getLeafletDetailsFiltered' | 'getMapView'> =
  {
    getLeafletDetails: async ({ db, auth, reply }) =>
      reply
        .type('application/json')
        .serializer(JSON.stringify)
        .send(await mapFeatures(db, auth, NO_FILTER)),
    getLeafletDetailsFiltered: async ({ db, auth, body, reply }) =>
      reply
        .type('application/json')
        .serializer(JSON.stringify)
        .send(await mapFeatures(db, auth, body)),
    getMapView: ({ db, auth, body }) => mapView(db, auth, body),
  };
