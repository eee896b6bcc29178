import { z } from 'zod';
import { ROLES } from '../roles';
import { oversightFilters } from '../schemas/oversight';
import { route } from './define';

/** Who sees the interactive map (spec 002 §2, §6): the dashboard's roles. */
export const MAP_ROLES = [ROLES.VC, ROLES.HQ, ROLES.RND] as const;

/**
 * Where a map feature comes from (spec 002 §3 "Map feature"; docs/external-parties.md):
 * - `ARCAD`: a reference location imported by an ARCAD party;
 * - `New Candidate`: a site created through an originator's new-location request (Site Approvals "Create");
 * - `VC`: any other site of the portal (chosen existing locations, locations the Validation Center created).
 */
export const MAP_SOURCES = ['ARCAD', 'New Candidate', 'VC'] as const;
export type MapSource = (typeof MAP_SOURCES)[number];

/** The map screen's constants (spec 002 §9): zoom 1.5 (1.55 after a filter), at most 18, near the Atlantic. */
export const OVERSIGHT_MAP = {
  zoom: 1.5,
  filteredZoom: 1.55,
  maxZoom: 18,
  center: { lat: 30, lng: -30 },
  /** A new candidate matches an ARCAD location within this distance (metres) or with the same code. */
  matchRadiusMetres: 200,
  /** Markers group within this radius (pixels) up to `clusterMaxZoom`; above it every point shows alone. */
  clusterRadius: 60,
  clusterMaxZoom: 16,
  /** How old the positions of a map view may be (seconds): the server reads them again after that. */
  viewMaxAgeSeconds: 30,
} as const;

/**
 * The map's three layers (spec 002 §2, §9; docs/external-parties.md), each feature in exactly one:
 * - `arcad` ("Arcad data"): the ARCAD reference locations;
 * - `new` ("New data"): the portal's sites — existing locations (VC) and new candidates without a match;
 * - `matching` ("Matching data"): new candidates matched with an ARCAD location (200 m or same code).
 */
export const MAP_LAYERS = ['arcad', 'new', 'matching'] as const;
export type MapLayer = (typeof MAP_LAYERS)[number];

/** The layer of a feature from its source and matching. */
export function mapLayerOf(source: MapSource, matched: boolean | undefined): MapLayer {
  if (source === 'ARCAD') return 'arcad';
  return source === 'New Candidate' && matched ? 'matching' : 'new';
}

/** One project of a site on the map (`projectId` is our addition: the popup opens the project). */
export const mapProject = z.object({
  projectId: z.number().int(),
  projectCode: z.string(),
  /** The project status name (`PROJECT_STATUSES`). */
  status: z.string(),
});

export const mapFeatureProperties = z.object({
  informationSource: z.enum(MAP_SOURCES),
  /** `[longitude, latitude]`, as the geometry. */
  coordinates: z.tuple([z.number(), z.number()]),
  /** The originator of the site's latest project (first name and surname); '' for ARCAD and none. */
  userName: z.string(),
  siteName: z.string(),
  /** The site's projects in the caller's scope and the filters; [] for ARCAD. */
  projectStatusList: z.array(mapProject),
  /**
   * Our additions. ARCAD: its location code. New Candidate: `matched` when an ARCAD location has the same
   * code or lies within 200 m, and `arcadCode` the code of that location (the same code first, else the
   * nearest).
   */
  arcadCode: z.string().optional(),
  matched: z.boolean().optional(),
});
export type MapFeatureProperties = z.infer<typeof mapFeatureProperties>;

export const mapFeature = z.object({
  type: z.literal('Feature'),
  /** `site-{id}` or `arcad-{id}`. */
  id: z.string(),
  geometry: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
  properties: mapFeatureProperties,
});
export type MapFeature = z.infer<typeof mapFeature>;

export const leafletDetails = z.object({
  result: z.object({ type: z.literal('FeatureCollection'), features: z.array(mapFeature) }),
  /** Our addition: whether any ARCAD location was imported at all (an empty layer says why it is empty). */
  arcadImported: z.boolean(),
});
export type LeafletDetails = z.infer<typeof leafletDetails>;

/**
 * One view of the map (our addition, issue 12 §4: 100,000 points stay fluid): the filters, the box shown
 * (`west`, `south`, `east`, `north` in degrees, longitudes within ±180; west above east when the box crosses
 * the antimeridian) and the whole zoom level.
 */
export const mapViewBody = oversightFilters.extend({
  west: z.number().min(-180).max(180),
  south: z.number().min(-90).max(90),
  east: z.number().min(-180).max(180),
  north: z.number().min(-90).max(90),
  zoom: z.number().int().min(0).max(OVERSIGHT_MAP.maxZoom),
});
export type MapViewBody = z.input<typeof mapViewBody>;

/** A group of markers of one layer: where it is, how many it holds, the zoom at which it splits. */
export const mapCluster = z.object({
  id: z.string(),
  coordinates: z.tuple([z.number(), z.number()]),
  count: z.number().int(),
  expansionZoom: z.number().int(),
});
export type MapCluster = z.infer<typeof mapCluster>;

export const mapLayerView = z.object({ clusters: z.array(mapCluster), features: z.array(mapFeature) });
export type MapLayerView = z.infer<typeof mapLayerView>;

export const mapView = z.object({
  layers: z.object({ arcad: mapLayerView, new: mapLayerView, matching: mapLayerView }),
  /** The whole map's counts for the filters: sites of the portal, ARCAD locations, matched candidates. */
  counts: z.object({ sites: z.number().int(), arcad: z.number().int(), matching: z.number().int() }),
  arcadImported: z.boolean(),
  /**
   * Our addition: the smallest box holding every point of the filters (sites and ARCAD locations), as
   * `[west, south, east, north]` (west above east when it crosses the antimeridian); null when there is none.
   * A filtered map fits itself to it.
   */
  bounds: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
  /** When the positions and counts were read (at most `viewMaxAgeSeconds` ago); single points are read now. */
  asOf: z.string(),
});
export type MapView = z.infer<typeof mapView>;

const SUMMARY =
  "GeoJSON Point features of the sites with projects in the caller's scope and filters (VC, New Candidate, with matching) and the ARCAD locations of the filtered countries; the caller's own role decides, the Role sent is not trusted";

/** The interactive map (spec 002 §2, §3, §7; docs/external-parties.md). */
export const mapApi = {
  getLeafletDetails: route({
    method: 'GET',
    path: '/home/getleafletdetails',
    access: MAP_ROLES,
    tag: 'map',
    summary: `${SUMMARY} (no filter)`,
    query: z.object({ Role: z.string().max(100).optional() }),
    answer: leafletDetails,
  }),
  getLeafletDetailsFiltered: route({
    method: 'POST',
    path: '/home/getleafletdetails',
    access: MAP_ROLES,
    tag: 'map',
    summary: `${SUMMARY}: Role, arCountries, arBrands, arReagion, IncludeArchivedProject, FromDate, ToDate`,
    body: oversightFilters,
    answer: leafletDetails,
  }),
  getMapView: route({
    method: 'POST',
    path: '/home/getmapview',
    access: MAP_ROLES,
    tag: 'map',
    summary:
      "Our addition: one view of the map (the filters, the box shown and the zoom): per layer, the groups of markers and the single points with their details, and the whole map's counts; groups are made on the server so the page stays fluid at 100,000 points",
    body: mapViewBody,
    answer: mapView,
  }),
};
