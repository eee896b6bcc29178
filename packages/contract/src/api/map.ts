import { z } from 'zod';
import { ROLES } from '../roles';
import { oversightFilters } from '../schemas/oversight';
import { route } from './define';

/** Who sees the interactive map (spec 002 §2, §6): the dashboard's roles. */
export const MAP_ROLES = [ROLES.VC, ROLES.HQ, ROLES.RND] as const;

/**
 * Where a map feature comes from (spec 002 §3 "Map feature"; DESIGN §6):
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
} as const;

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

const SUMMARY =
  "GeoJSON Point features of the sites with projects in the caller's scope and filters (VC, New Candidate, with matching) and the ARCAD locations of the filtered countries; the caller's own role decides, the Role sent is not trusted";

/** The interactive map (spec 002 §2, §3, §7; DESIGN §6). */
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
};
