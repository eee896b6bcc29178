import { and, type SQL } from 'drizzle-orm';
import {
  MAP_LAYERS,
  mapLayerOf,
  OVERSIGHT_MAP,
  type MapFeature,
  type MapLayer,
  type MapLayerView,
  type MapView,
  type MapViewBody,
  type ParsedOversightFilters,
} from '@portal/contract';
import { readTogether, type DbOrTx } from '../../db/client';
import { arcadLocations } from '../../db/schema';
import type { AuthContext } from '../../platform/auth';
import { dataScope } from '../../platform/policy';
import { oversightCondition } from '../projects/oversight';
import { clusterThread, type ClusterHandle } from './cluster-thread';
import { boundsOf } from './bounds';
import { arcadFeatures, siteFeatures, siteIn, sitePositions } from './leaflet-details';
import { MapViewCache } from './view-cache';

type Caller = Pick<AuthContext, 'userId' | 'role'>;

/** What a view is cut from: the indexes in the worker, the ARCAD features (rarely changed) and the counts. */
export interface BuiltMap {
  indexes: ClusterHandle;
  arcad: Map<number, MapFeature>;
  counts: MapView['counts'];
  arcadImported: boolean;
  bounds: MapView['bounds'];
}

/** A few filter sets per process (each index of 100,000 points holds about 20 MB). */
const MAX_ENTRIES = 6;
const caches = new WeakMap<object, MapViewCache<BuiltMap>>();

/** The cache of one database (tests open several). */
export function mapViewCacheOf(db: DbOrTx): MapViewCache<BuiltMap> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new MapViewCache<BuiltMap>(
      OVERSIGHT_MAP.viewMaxAgeSeconds * 1000,
      MAX_ENTRIES,
      Date.now,
      (built) => clusterThread.drop(built.indexes),
    );
    caches.set(db, cache);
  }
  return cache;
}

/** `[id, longitude, latitude, ...]`: what the worker takes (moved to it, not copied). */
function flat(points: { id: number; longitude: number; latitude: number }[]): Float64Array {
  const out = new Float64Array(points.length * 3);
  points.forEach((p, i) => out.set([p.id, p.longitude, p.latitude], i * 3));
  return out;
}

async function buildMap(
  db: DbOrTx,
  auth: Caller,
  filters: ParsedOversightFilters,
  condition: SQL | undefined,
): Promise<BuiltMap> {
  const [positions, arcadList, imported] = await readTogether(
    db,
    () => sitePositions(db, condition),
    () => arcadFeatures(db, auth, filters),
    () => db.select({ id: arcadLocations.id }).from(arcadLocations).limit(1),
  );
  const matching = positions.filter((p) => p.layer === 'matching');
  const arcad = new Map<number, MapFeature>();
  const arcadPoints = arcadList.map((feature) => {
    const id = Number(feature.id.slice('arcad-'.length));
    arcad.set(id, feature);
    const [longitude, latitude] = feature.geometry.coordinates;
    return { id, longitude, latitude };
  });
  const indexes = await clusterThread.build({
    arcad: flat(arcadPoints),
    new: flat(positions.filter((p) => p.layer === 'new')),
    matching: flat(matching),
  });
  return {
    indexes,
    arcad,
    counts: { sites: positions.length, arcad: arcadPoints.length, matching: matching.length },
    arcadImported: imported.length > 0,
    bounds: boundsOf([...positions, ...arcadPoints]),
  };
}

/**
 * One view of the map (issue 12 §4; docs/budgets.md): per layer, the groups and the single points of the box at
 * the zoom. Groups and counts come from the index of the caller's scope and filters (read at most
 * `viewMaxAgeSeconds` ago); the single sites in view are read now, with the same condition, so a popup
 * never shows a project that has left the caller's scope or the filters.
 */
export async function mapView(
  db: DbOrTx,
  auth: Caller,
  body: MapViewBody & ParsedOversightFilters,
  cache: MapViewCache<BuiltMap> = mapViewCacheOf(db),
): Promise<MapView> {
  const { west, south, east, north, zoom, Role: _role, ...rest } = body;
  const filters = rest as ParsedOversightFilters;
  // The scope itself (an RND user's markets and brands) is part of the key: a change shows at once.
  const scope = await dataScope(db, auth);
  const key = JSON.stringify([scope, filters]);
  // Read once: the build (when needed) and the live single sites use the same condition.
  const condition = await oversightCondition(db, auth, filters, scope);
  const build = () => buildMap(db, auth, filters, condition);
  let entry = cache.get(key, build);
  let built = await entry.value;
  if (!clusterThread.holds(built.indexes)) {
    // The worker that held this index stopped: build it again in the new one.
    cache.forget(key);
    entry = cache.get(key, build);
    built = await entry.value;
  }
  const cut = await clusterThread.view(built.indexes, [west, south, east, north], zoom);

  const layers = {} as Record<MapLayer, MapLayerView>;
  for (const layer of MAP_LAYERS) {
    const features =
      layer === 'arcad' ? cut.arcad.ids.flatMap((id) => built.arcad.get(id) ?? []) : ([] as MapFeature[]);
    layers[layer] = { clusters: cut[layer].clusters, features };
  }
  const siteIds = [...cut.new.ids, ...cut.matching.ids];
  if (siteIds.length) {
    for (const feature of await siteFeatures(db, and(condition, siteIn(siteIds)))) {
      const p = feature.properties;
      layers[mapLayerOf(p.informationSource, p.matched)].features.push(feature);
    }
  }
  return {
    layers,
    counts: built.counts,
    arcadImported: built.arcadImported,
    bounds: built.bounds,
    asOf: new Date(entry.builtAt).toISOString(),
  };
}
