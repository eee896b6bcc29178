import { and, gt, inArray, sql, type SQL } from 'drizzle-orm';
import {
  OVERSIGHT_MAP,
  statusName,
  type MapFeature,
  type MapLayer,
  type ParsedOversightFilters,
} from '@portal/contract';
import { rowsOf, type DbOrTx } from '../../db/client';
import { arcadLocations, originatorRequests, projects, sites, userMarkets, users } from '../../db/schema';
import type { AuthContext } from '../../platform/auth';
import { scopeKindOf } from '../../platform/policy';
import { oversightCondition } from '../projects/oversight';

/**
 * The interactive map's features (spec 002 §2, §3, §7; docs/external-parties.md, docs/budgets.md): one GeoJSON Point per site with
 * projects in the caller's scope and the filters (its projects listed), and one per ARCAD location of the
 * filtered countries. Two statements in all, whatever the number of sites: the sites layer (grouped per
 * site, classified and matched inside the statement) and the ARCAD layer.
 *
 * Classification (decided here, the spec leaves it open):
 * - `New Candidate`: a site created through an originator's new-location request (the request
 *   `isNewCreation`, decided with "Create" on Site Approvals, points at the site);
 * - `VC`: every other site (chosen existing locations; locations the Validation Center created itself).
 * A new candidate is `matched` when an ARCAD location has its ARCAD code (case-insensitive) or lies within
 * 200 m; `arcadCode` names that location (the same code first, else the nearest).
 *
 * The ARCAD layer follows the country filter and, for a Retail Network Development user, its markets; ARCAD
 * locations carry no brand, region or date, so those filters leave the layer as it is.
 */
export async function mapFeatures(
  db: DbOrTx,
  auth: Pick<AuthContext, 'userId' | 'role'>,
  filters: ParsedOversightFilters,
  sitesPerPiece = SITES_PER_PIECE,
): Promise<{ arcadImported: boolean; pieces: AsyncGenerator<MapFeature[]> }> {
  const condition = await oversightCondition(db, auth, filters);
  const imported = await db.select({ id: arcadLocations.id }).from(arcadLocations).limit(1);
  return {
    arcadImported: imported.length > 0,
    pieces: (async function* () {
      yield* sitePieces(db, condition, sitesPerPiece);
      yield await arcadFeatures(db, auth, filters);
    })(),
  };
}

/** Sites read a few thousand at a time, in site order: memory and each step stay small at any size. */
const SITES_PER_PIECE = 2_000;

/** The sites' features piece by piece (the whole map's answer is streamed: tens of MB at 100,000). */
async function* sitePieces(
  db: DbOrTx,
  condition: SQL | undefined,
  sitesPerPiece: number,
): AsyncGenerator<MapFeature[]> {
  let after = 0;
  for (;;) {
    const ids = await db
      .selectDistinct({ id: projects.siteId })
      .from(projects)
      .where(and(condition, gt(projects.siteId, after)))
      .orderBy(projects.siteId)
      .limit(sitesPerPiece);
    const last = ids.at(-1);
    if (!last) return;
    yield await siteFeatures(db, and(condition, siteIn(ids.map((row) => row.id))));
    after = last.id;
  }
}

/** The projects of these sites: one array parameter, whatever their number. */
export const siteIn = (siteIds: number[]): SQL =>
  sql`${projects.siteId} = any(${sql.param(siteIds)}::integer[])`;

interface SiteRow {
  id: number;
  site_name: string;
  latitude: number;
  longitude: number;
  /** `[[projectId, uniqueCode, statusId], ...]` by project id. */
  projects: [number, string, number][];
  user_name: string | null;
  candidate: boolean;
  arcad_code: string | null;
}

/** Half the side of the box around a point that holds its 200 m circle, in degrees of latitude. */
const MATCH_LAT_DEGREES = (OVERSIGHT_MAP.matchRadiusMetres / 111_000) * 1.05;
const EARTH_RADIUS_METRES = 6_371_000;

/**
 * The sites layer's statement. With `details`, each site's projects (json_agg) and the originator of its
 * latest one; without, only what places and classifies a site (the map view's positions, docs/budgets.md).
 */
function siteStatement(condition: SQL | undefined, details: boolean): SQL {
  const where = condition ? sql`where ${condition}` : sql``;
  // Constants, written into the statement (no parameter whose type the server would have to guess).
  const radius = sql.raw(String(OVERSIGHT_MAP.matchRadiusMetres));
  const box = sql.raw(`${MATCH_LAT_DEGREES}::float8`);
  const distance = sql`(2 * ${sql.raw(String(EARTH_RADIUS_METRES))}::float8 * asin(sqrt(
      power(sin(radians(a.latitude - s.latitude) / 2), 2)
      + cos(radians(s.latitude)) * cos(radians(a.latitude)) * power(sin(radians(a.longitude - s.longitude) / 2), 2))))`;
  const siteProjects = details
    ? sql`select ${projects.siteId} as site_id,
        json_agg(json_build_array(${projects.id}, ${projects.uniqueCode}, ${projects.statusId})
          order by ${projects.id}) as projects,
        max(${projects.id}) as latest_id
      from ${projects} ${where} group by ${projects.siteId}`
    : sql`select distinct ${projects.siteId} as site_id from ${projects} ${where}`;
  const detailColumns = details
    ? sql`, s.site_name, sp.projects, nullif(trim(u.first_name || ' ' || u.sur_name), '') as user_name`
    : sql``;
  const detailJoins = details
    ? sql`join ${projects} lp on lp.id = sp.latest_id left join ${users} u on u.id = lp.originator_user_id`
    : sql``;
  return sql`
    with site_projects as (${siteProjects}),
    -- A site's candidate status: one hashed pass over the new-location requests, not a look-up per site.
    candidates as (
      select distinct r.site_id from ${originatorRequests} r where r.is_new_creation and r.site_id is not null
    )
    select s.id, s.latitude, s.longitude, c.site_id is not null as candidate,
      coalesce(by_code.code, nearby.code) as arcad_code ${detailColumns}
    from site_projects sp
    join ${sites} s on s.id = sp.site_id
    ${detailJoins}
    left join candidates c on c.site_id = s.id
    left join lateral (
      select a.code from ${arcadLocations} a
      where c.site_id is not null and s.arcad_location_code <> ''
        and a.code = upper(trim(s.arcad_location_code))
    ) by_code on true
    left join lateral (
      select a.code from ${arcadLocations} a
      where c.site_id is not null and by_code.code is null
        and a.latitude between s.latitude - ${box} and s.latitude + ${box}
        and a.longitude between
          s.longitude - ${box} / greatest(cos(radians(s.latitude)), 0.01)
          and s.longitude + ${box} / greatest(cos(radians(s.latitude)), 0.01)
        and ${distance} <= ${radius}
      order by ${distance}, a.code
      limit 1
    ) nearby on true
    where s.latitude is not null and s.longitude is not null
  `;
}

/** The sites with projects matching `condition`, as features (their projects listed). */
export async function siteFeatures(db: DbOrTx, condition: SQL | undefined): Promise<MapFeature[]> {
  const result = await db.execute(siteStatement(condition, true));
  return rowsOf<SiteRow>(result).map((row) => {
    const coordinates: [number, number] = [Number(row.longitude), Number(row.latitude)];
    const candidate = Boolean(row.candidate);
    return {
      type: 'Feature',
      id: `site-${row.id}`,
      geometry: { type: 'Point', coordinates },
      properties: {
        informationSource: candidate ? 'New Candidate' : 'VC',
        coordinates,
        userName: row.user_name ?? '',
        siteName: row.site_name,
        projectStatusList: row.projects.map(([projectId, projectCode, statusId]) => ({
          projectId,
          projectCode,
          status: statusName(statusId),
        })),
        ...(candidate ? { matched: row.arcad_code !== null, arcadCode: row.arcad_code ?? '' } : {}),
      },
    };
  });
}

/** A site's place and layer, without its details (the map view's positions). */
export interface SitePosition {
  id: number;
  longitude: number;
  latitude: number;
  layer: Exclude<MapLayer, 'arcad'>;
}

export async function sitePositions(db: DbOrTx, condition: SQL | undefined): Promise<SitePosition[]> {
  const result = await db.execute(siteStatement(condition, false));
  return rowsOf<Omit<SiteRow, 'site_name' | 'projects' | 'user_name'>>(result).map((row) => ({
    id: Number(row.id),
    longitude: Number(row.longitude),
    latitude: Number(row.latitude),
    layer: row.candidate && row.arcad_code !== null ? 'matching' : 'new',
  }));
}

/** The ARCAD locations of the filtered countries in the caller's markets (or of `ids` among them). */
export async function arcadFeatures(
  db: DbOrTx,
  auth: Pick<AuthContext, 'userId' | 'role'>,
  filters: ParsedOversightFilters,
  ids?: number[],
): Promise<MapFeature[]> {
  const conditions: (SQL | undefined)[] = [];
  if (ids) conditions.push(inArray(arcadLocations.id, ids));
  if (filters.arCountries.length) conditions.push(inArray(arcadLocations.countryCode, filters.arCountries));
  // A Retail Network Development user sees the reference locations of its markets only (docs/access.md).
  if (scopeKindOf(auth.role) === 'markets')
    conditions.push(
      inArray(
        arcadLocations.countryCode,
        db
          .select({ code: userMarkets.countryCode })
          .from(userMarkets)
          .where(sql`${userMarkets.userId} = ${auth.userId}`),
      ),
    );
  const rows = await db
    .select({
      id: arcadLocations.id,
      code: arcadLocations.code,
      siteName: arcadLocations.siteName,
      latitude: arcadLocations.latitude,
      longitude: arcadLocations.longitude,
    })
    .from(arcadLocations)
    .where(and(...conditions));
  return rows.map((row) => {
    const coordinates: [number, number] = [row.longitude, row.latitude];
    return {
      type: 'Feature',
      id: `arcad-${row.id}`,
      geometry: { type: 'Point', coordinates },
      properties: {
        informationSource: 'ARCAD',
        coordinates,
        userName: '',
        siteName: row.siteName,
        projectStatusList: [],
        arcadCode: row.code,
      },
    };
  });
}
