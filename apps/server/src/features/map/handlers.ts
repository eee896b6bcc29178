import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { oversightFilters } from '@portal/contract';
import type { FeatureHandlers } from '../../platform/api';
import { mapFeatures } from './leaflet-details';
import { mapView } from './view';

/** No filter: the GET variant (spec 002 §7 `GET /home/getleafletdetails?Role`). */
const NO_FILTER = oversightFilters.parse({});

/**
 * The whole map as JSON, written piece by piece as the sites are read (tens of MB at 100,000 projects):
 * neither the answer nor one JSON.stringify of it holds the server up.
 */
function streamed({ arcadImported, pieces }: Awaited<ReturnType<typeof mapFeatures>>): Readable {
  return Readable.from(
    (async function* () {
      yield `{"arcadImported":${arcadImported},"result":{"type":"FeatureCollection","features":[`;
      let first = true;
      for await (const piece of pieces) {
        if (!piece.length) continue;
        yield (first ? '' : ',') + piece.map((f) => JSON.stringify(f)).join(',');
        first = false;
        await nextTurn();
      }
      yield ']}}';
    })(),
    { objectMode: false },
  );
}

/**
 * The interactive map (spec 002 §2, §7; docs/external-parties.md): VC, HQ and RND (the route's roles), each in its data
 * scope. The whole-map answer (tens of thousands of features) is built to the contract's shape and streamed
 * rather than checked feature by feature by the response schema; the page asks for one view at a time
 * instead (getMapView: groups made on the server, docs/budgets.md).
 */
export const mapHandlers: FeatureHandlers<'getLeafletDetails' | 'getLeafletDetailsFiltered' | 'getMapView'> =
  {
    getLeafletDetails: async ({ db, auth, reply }) =>
      reply.type('application/json').send(streamed(await mapFeatures(db, auth, NO_FILTER))),
    getLeafletDetailsFiltered: async ({ db, auth, body, reply }) =>
      reply.type('application/json').send(streamed(await mapFeatures(db, auth, body))),
    getMapView: ({ db, auth, body }) => mapView(db, auth, body),
  };
