import { oversightFilters } from '@portal/contract';
import type { FeatureHandlers } from '../../platform/api';
import { mapFeatures } from './leaflet-details';

/** No filter: the GET variant (spec 002 §7 `GET /home/getleafletdetails?Role`). */
const NO_FILTER = oversightFilters.parse({});

/**
 * The interactive map (spec 002 §2, §7; DESIGN §6): VC, HQ and RND (the route's roles), each in its data
 * scope. The answer (tens of thousands of features) is built to the contract's shape and written with
 * JSON.stringify rather than checked feature by feature by the response schema: the map's budget is 100 ms
 * for 100,000 projects (DESIGN §12).
 */
export const mapHandlers: FeatureHandlers<'getLeafletDetails' | 'getLeafletDetailsFiltered'> = {
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
};
