import { sql } from 'drizzle-orm';
import { ROLES } from '@portal/contract';
import { rowsOf, theRow, type DbOrTx } from './client';
import { compactProjectCounts } from './project-counts';
import { brandNamesText } from '../features/projects/list-copies';

/**
 * `npm run seed:bulk -- --projects N [--database-url URL]`: adds N generated projects (with their sites,
 * brands and status history) for benchmarks. Set-based: each batch of 5,000 projects is one
 * INSERT … SELECT over generate_series that writes sites, projects, brands, history and validations together, so
 * 100,000 projects load in well under a minute on PostgreSQL. Codes still come from project_code_seq.
 */

const BULK_BATCH = 5_000;
const BULK_ORIGINATOR_COUNT = 25;
const bulkOriginatorEmail = (i: number) => `bulk.originator${String(i).padStart(2, '0')}@bulk.test`;

/** The countries of the generated sites: each has its dealer prefix, main street and phone code below. */
type BulkCountry = 'FR' | 'DE' | 'IT' | 'ES' | 'BE' | 'NL' | 'PL' | 'PT' | 'GB' | 'AT' | 'CH' | 'CZ' | 'SE';

// [country, city, latitude, longitude, zip, France region, weight]
const CITIES: [BulkCountry, string, number, number, string, string, number][] = [
  ['FR', 'PARIS', 48.8566, 2.3522, '75015', 'DR IDF Nord', 6],
  ['FR', 'LYON', 45.764, 4.8357, '69003', 'DR Lyon', 3],
  ['FR', 'MARSEILLE', 43.2965, 5.3698, '13008', 'DR Lyon', 2],
  ['FR', 'BORDEAUX', 44.8378, -0.5792, '33000', 'DR Bordeaux', 2],
  ['FR', 'TOULOUSE', 43.6047, 1.4442, '31000', 'DR Toulouse', 2],
  ['FR', 'NANTES', 47.2184, -1.5536, '44000', 'DR Nantes', 2],
  ['FR', 'RENNES', 48.1173, -1.6778, '35000', 'DR Rennes', 1],
  ['FR', 'METZ', 49.1193, 6.1757, '57000', 'DR Metz', 1],
  ['FR', 'LILLE', 50.6292, 3.0573, '59000', 'DR IDF Nord', 2],
  ['DE', 'BERLIN', 52.52, 13.405, '10115', '', 3],
  ['DE', 'MÜNCHEN', 48.1351, 11.582, '80331', '', 3],
  ['DE', 'HAMBURG', 53.5511, 9.9937, '20095', '', 2],
  ['DE', 'KÖLN', 50.9375, 6.9603, '50667', '', 2],
  ['DE', 'FRANKFURT AM MAIN', 50.1109, 8.6821, '60311', '', 2],
  ['DE', 'STUTTGART', 48.7758, 9.1829, '70173', '', 2],
  ['IT', 'MILANO', 45.4642, 9.19, '20121', '', 3],
  ['IT', 'ROMA', 41.9028, 12.4964, '00184', '', 3],
  ['IT', 'TORINO', 45.0703, 7.6869, '10121', '', 2],
  ['IT', 'NAPOLI', 40.8518, 14.2681, '80133', '', 2],
  ['IT', 'BOLOGNA', 44.4949, 11.3426, '40121', '', 1],
  ['ES', 'MADRID', 40.4168, -3.7038, '28013', '', 3],
  ['ES', 'BARCELONA', 41.3874, 2.1686, '08002', '', 2],
  ['ES', 'VALENCIA', 39.4699, -0.3763, '46002', '', 1],
  ['ES', 'SEVILLA', 37.3891, -5.9845, '41004', '', 1],
  ['BE', 'BRUXELLES', 50.8503, 4.3517, '1000', '', 2],
  ['BE', 'ANTWERPEN', 51.2194, 4.4025, '2000', '', 1],
  ['NL', 'AMSTERDAM', 52.3676, 4.9041, '1012 AB', '', 2],
  ['NL', 'ROTTERDAM', 51.9244, 4.4777, '3011 AD', '', 1],
  ['PL', 'WARSZAWA', 52.2297, 21.0122, '00-001', '', 2],
  ['PL', 'KRAKÓW', 50.0647, 19.945, '31-001', '', 1],
  ['PT', 'LISBOA', 38.7223, -9.1393, '1100-148', '', 1],
  ['PT', 'PORTO', 41.1579, -8.6291, '4000-322', '', 1],
  ['GB', 'LONDON', 51.5072, -0.1276, 'SW1A 1AA', '', 3],
  ['GB', 'MANCHESTER', 53.4808, -2.2426, 'M1 1AE', '', 1],
  ['GB', 'BIRMINGHAM', 52.4862, -1.8904, 'B1 1BB', '', 1],
  ['AT', 'WIEN', 48.2082, 16.3738, '1010', '', 2],
  ['AT', 'GRAZ', 47.0707, 15.4395, '8010', '', 1],
  ['CH', 'ZÜRICH', 47.3769, 8.5417, '8001', '', 1],
  ['CZ', 'PRAHA', 50.0755, 14.4378, '110 00', '', 1],
  ['SE', 'STOCKHOLM', 59.3293, 18.0686, '111 20', '', 1],
];

const PREFIX: Record<BulkCountry, string> = {
  FR: 'GARAGE',
  DE: 'AUTOHAUS',
  IT: 'AUTOSALONE',
  ES: 'CONCESIONARIO',
  BE: 'GARAGE',
  NL: 'AUTOBEDRIJF',
  PL: 'AUTO SALON',
  PT: 'STAND',
  GB: 'AUTOCENTRE',
  AT: 'AUTOHAUS',
  CH: 'GARAGE',
  CZ: 'AUTOSALON',
  SE: 'BILHALL',
};
const STREET: Record<BulkCountry, string> = {
  FR: 'RUE DE LA RÉPUBLIQUE',
  DE: 'HAUPTSTRASSE',
  IT: 'VIA ROMA',
  ES: 'CALLE MAYOR',
  BE: 'RUE DE LA STATION',
  NL: 'STATIONSWEG',
  PL: 'ULICA GŁÓWNA',
  PT: 'RUA DO COMÉRCIO',
  GB: 'HIGH STREET',
  AT: 'HAUPTPLATZ',
  CH: 'BAHNHOFSTRASSE',
  CZ: 'HLAVNÍ',
  SE: 'STORGATAN',
};
const PHONE: Record<BulkCountry, string> = {
  FR: '+33',
  DE: '+49',
  IT: '+39',
  ES: '+34',
  BE: '+32',
  NL: '+31',
  PL: '+48',
  PT: '+351',
  GB: '+44',
  AT: '+43',
  CH: '+41',
  CZ: '+420',
  SE: '+46',
};
const WORDS = [
  'CENTRE',
  'NORD',
  'SUD',
  'EST',
  'OUEST',
  'ALPHA',
  'AVENUE',
  'CITY',
  'DU LAC',
  'DES PINS',
  'ROYAL',
  'PREMIUM',
  'EXPRESS',
  'MODERNE',
  'CENTRAL',
  'PARK',
  'RIVER',
  'HILL',
  'PORT',
  'STAR',
  'SELECT',
  'PRESTIGE',
  'FAMILY',
  'MARTIN',
  'BERNARD',
  'MÜLLER',
  'SCHMIDT',
  'ROSSI',
  'GARCÍA',
  'PEETERS',
  'DE JONG',
  'NOWAK',
  'SILVA',
  'SMITH',
  'GRUBER',
  'MEIER',
  'NOVÁK',
  'ANDERSSON',
  'LAURENT',
  'FONTAINE',
];
const PEOPLE = [
  'JEAN DUPONT',
  'ANNA SCHMIDT',
  'MARCO ROSSI',
  'LUCÍA GARCÍA',
  'PIETER JANSSENS',
  'DAAN DE VRIES',
  'PIOTR NOWAK',
  'JOÃO SILVA',
  'JAMES SMITH',
  'LUKAS GRUBER',
  'CLAIRE MARTIN',
  'FELIX MÜLLER',
];

// Brand sets as they occur, by brand id (contract reference.ts); some with Leapmotor and professional lines.
const BRAND_SETS = [
  [2],
  [1],
  [4],
  [3],
  [5],
  [7],
  [13],
  [9],
  [1, 2],
  [2, 4],
  [1, 2, 4],
  [2, 23],
  [1, 24],
  [4, 25],
  [7, 20],
  [7, 13],
  [9, 19],
  [22],
  [2, 22],
  [4, 22],
  [1, 2, 3],
  [5, 6],
  [2, 6],
  [7, 8],
  [1, 4, 25],
  [13, 9, 7],
];
// Status weights (more finished and approved projects than early ones, as in a portal that has run for years).
const STATUS_WEIGHTS: [number, number][] = [
  [0, 8],
  [1, 8],
  [2, 6],
  [3, 12],
  [4, 4],
  [5, 4],
  [6, 5],
  [7, 6],
  [8, 8],
  [9, 8],
  [10, 8],
  [11, 15],
];

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const textArray = (list: string[]) => `ARRAY[${list.map(lit).join(',')}]::text[]`;

/** The accepted originators projects are spread over; creates the bulk originators when there are none. */
async function ensureOriginators(db: DbOrTx): Promise<number[]> {
  const values = Array.from({ length: BULK_ORIGINATOR_COUNT }, (_, i) => {
    const n = i + 1;
    return `(${lit(bulkOriginatorEmail(n))}, 'Bulk', ${lit(`Originator ${n}`)}, ${lit(ROLES.ORIGINATOR)}, 'BULK ARCHITECTS', 'accepted', now())`;
  });
  await db.execute(
    sql.raw(`insert into users (email, first_name, sur_name, role, company, status, terms_accepted_at)
      values ${values.join(',')} on conflict (email) do nothing`),
  );
  const rows = rowsOf<{ id: number }>(
    await db.execute(
      sql`select id from users where role = ${ROLES.ORIGINATOR} and status = 'accepted' order by id`,
    ),
  );
  return rows.map((r) => Number(r.id));
}

/**
 * One batch: its sites, projects, brands, history and design validation records in one statement. A refusal
 * (4, 5) re-opens the dossier (docs/lifecycle.md); the checks follow the status, and a third of the projects in
 * content validation wait for HQ feedback and a third have it (the pending feedback lists).
 */
function batchStatement(count: number, originatorIds: number[]): string {
  const sitesCount = Math.max(1, Math.ceil(count * 0.6));
  const cityRows = CITIES.flatMap(([cc, city, lat, lon, zip, region, weight]) =>
    Array.from({ length: weight }, () => [cc, city, lat, lon, zip, region] as const),
  );
  const citiesValues = cityRows
    .map(
      ([cc, city, lat, lon, zip, region], i) =>
        `(${i}, ${lit(cc)}, ${lit(city)}, ${lat}, ${lon}, ${lit(zip)}, ${lit(region)}, ${lit(PREFIX[cc])}, ${lit(STREET[cc])}, ${lit(PHONE[cc])})`,
    )
    .join(',');
  const setsValues = BRAND_SETS.map(
    (ids, i) => `(${i}, ARRAY[${ids.join(',')}]::int[], ${lit(brandNamesText(ids))})`,
  ).join(',');
  const statuses = STATUS_WEIGHTS.flatMap(([id, w]) => Array.from({ length: w }, () => id));
  return `
with cities(idx, cc, city, lat, lon, zip, region, prefix, street, phone) as (values ${citiesValues}),
sets(idx, ids, names) as (values ${setsValues}),
site_gen as (
  select i, random() as rc, random() as rw, random() as rn, random() as rp, random() as rx, random() as ry
  from generate_series(1, ${sitesCount}) as i
),
new_sites as (
  insert into sites (site_name, street, city, zip_code, country_code, region, vat_number, arcad_location_code,
    retailer_full_name, retailer_phone, retailer_email, latitude, longitude, created_at, updated_at)
  select c.prefix || ' ' || (${textArray(WORDS)})[1 + floor(g.rw * ${WORDS.length})::int] || ' ' || c.city
           || ' ' || (1 + floor(g.rn * 999))::int,
    c.street || ' ' || (1 + floor(g.rn * 250))::int,
    c.city, c.zip, c.cc, c.region,
    case when g.rp < 0.6 then c.cc || (100000000 + floor(g.rp * 899999999))::bigint else '' end,
    c.cc || lpad((floor(g.rn * 99999))::int::text, 5, '0') || 'B',
    (${textArray(PEOPLE)})[1 + floor(g.rp * ${PEOPLE.length})::int],
    c.phone || '-' || (1000000 + floor(g.rw * 8999999))::int,
    'contact@bulk-site-' || g.i || '-' || floor(g.rn * 1000000)::int || '.example',
    round((c.lat + (g.rx - 0.5) * 0.2)::numeric, 6)::float8,
    round((c.lon + (g.ry - 0.5) * 0.3)::numeric, 6)::float8,
    now() - interval '760 days', now() - interval '760 days'
  from site_gen g join cities c on c.idx = floor(g.rc * ${cityRows.length})::int
  returning id, site_name, city, country_code
),
numbered as (select row_number() over (order by id) as rn, * from new_sites),
gen as (
  select g, random() as r_set, random() as r_status, random() as r_age, random() as r_step, random() as r_owner,
    random() as r_flags, random() as r_open
  from generate_series(1, ${count}) as g
),
shaped as (
  select gen.*, s.id as site_id, s.site_name, s.city, s.country_code, sets.names as brand_names, sets.ids as brand_ids,
    (ARRAY[${statuses.join(',')}])[1 + floor(r_status * ${statuses.length})::int] as status_id,
    now() - (interval '1 day' * (2 + r_age * 728)) as created_at,
    gen.g > ${sitesCount} as shared_site
  from gen
  join numbered s on s.rn = 1 + (gen.g - 1) % ${sitesCount}
  join sets on sets.idx = floor(r_set * ${BRAND_SETS.length})::int
),
dated as (
  select shaped.*,
    case when status_id in (0, 6) then created_at
         else created_at + (now() - created_at - interval '1 day') * (0.2 + 0.8 * r_step) end as status_date,
    nextval('project_code_seq') as seq
  from shaped
),
ins as (
  insert into projects (unique_code, site_id, originator_user_id, site_name, city, country_code, brand_names,
    brand_ids, status_id, status_date, documentation_only, site_info_locked, is_submitted_for_approval,
    design_submission_date, design_validation_date, planned_opening_date, is_enabled, is_active,
    created_at, updated_at)
  select country_code || '-' || to_char(created_at at time zone 'UTC', 'YYYY') || '-'
           || lpad(seq::text, greatest(6, length(seq::text)), '0'),
    site_id,
    (ARRAY[${originatorIds.join(',')}]::int[])[1 + floor(r_owner * ${originatorIds.length})::int],
    site_name, city, country_code, brand_names, brand_ids, status_id, status_date,
    status_id in (6, 7),
    shared_site,
    status_id not in (0, 6, 4, 5),
    case when status_id not in (0, 6) then created_at + (status_date - created_at) * 0.3 end,
    case when status_id in (3, 8, 9, 10, 11) then created_at + (status_date - created_at) * 0.6 end,
    case when status_id <> 0 and r_open < 0.75
         then (created_at + interval '1 day' * (90 + r_open * 300))::date end,
    r_flags >= 0.02,
    status_id <> 11,
    created_at, status_date
  from dated
  returning id, status_id, created_at, status_date, brand_names
),
brand_rows as (
  insert into project_brands (project_id, brand_id, contract_type_id, sales_volume)
  select ins.id, b.brand_id, (ARRAY[1,1,1,2,3,4,5])[1 + floor(random() * 7)::int],
    case when random() < 0.85 then (4 + floor(random() * 146))::int * 10 end
  from ins join sets on sets.names = ins.brand_names cross join unnest(sets.ids) as b(brand_id)
  returning 1
),
history as (
  insert into project_status_history (project_id, status_id, changed_at, changed_by_email)
  select id, case when status_id in (6, 7) then 6 else 0 end, created_at, 'bulk seed' from ins
  union all
  select id, status_id, status_date, 'bulk seed' from ins where status_id not in (0, 6)
  returning 1
),
validations as (
  insert into design_validations (project_id, completeness_status, content_status, completeness_refusals,
    content_refusals, completeness_date, content_date, feedback_type, feedback_requested_at, feedback_provided_at)
  select id,
    case when status_id in (2, 3, 5, 8, 9, 10, 11) then 'Approved' when status_id = 4 then 'Rejected' else '' end,
    case when status_id in (3, 8, 9, 10, 11) then 'Approved' when status_id = 5 then 'Rejected'
         when status_id = 2 and id % 3 = 0 then 'Feedback Request for Content Validation' else '' end,
    (status_id = 4)::int, (status_id = 5)::int,
    case when status_id <> 1 then created_at + (status_date - created_at) * 0.4 end,
    case when status_id in (3, 5, 8, 9, 10, 11) then created_at + (status_date - created_at) * 0.6 end,
    case when status_id = 2 and id % 3 = 0 then 1 when status_id = 2 and id % 3 = 1 then 2 end,
    case when status_id = 2 and id % 3 in (0, 1) then created_at + (status_date - created_at) * 0.7 end,
    case when status_id = 2 and id % 3 = 1 then created_at + (status_date - created_at) * 0.9 end
  from ins where status_id not in (0, 6, 7)
  returning 1
)
select (select count(*) from ins)::int as projects, (select count(*) from new_sites)::int as sites,
  (select count(*) from brand_rows)::int as brands, (select count(*) from history)::int as history,
  (select count(*) from validations)::int as validations`;
}

interface BulkResult {
  projects: number;
  sites: number;
  brandRows: number;
  historyRows: number;
  ms: number;
}

/** Adds `count` generated projects; reference data must be there (seedReference). */
export async function seedBulk(
  db: DbOrTx,
  count: number,
  log: (line: string) => void = () => undefined,
): Promise<BulkResult> {
  const started = performance.now();
  const originatorIds = await ensureOriginators(db);
  const total = { projects: 0, sites: 0, brandRows: 0, historyRows: 0 };
  let lastLog = started;
  for (let done = 0; done < count; done += BULK_BATCH) {
    const size = Math.min(BULK_BATCH, count - done);
    const row = theRow(
      rowsOf<{ projects: number; sites: number; brands: number; history: number }>(
        await db.execute(sql.raw(batchStatement(size, originatorIds))),
      ),
      "the batch's counts",
    );
    total.projects += Number(row.projects);
    total.sites += Number(row.sites);
    total.brandRows += Number(row.brands);
    total.historyRows += Number(row.history);
    if (performance.now() - lastLog > 5_000 || done + size >= count) {
      lastLog = performance.now();
      log(`  ${total.projects.toLocaleString('en')} / ${count.toLocaleString('en')} projects`);
    }
  }
  // The kept counts got one set of delta rows per batch (the triggers): fold them, as the job would, and
  // rewrite both tables (a million projects leave ten times their folded size behind as dead rows).
  await compactProjectCounts(db);
  for (const table of ['project_counts', 'project_month_counts', 'project_year_counts'])
    await db.execute(sql.raw(`vacuum full ${table}`));
  // What autovacuum would do soon after a bulk load: statistics for the planner, and the visibility map
  // that lets the list's counts read the narrow count index alone (index-only scans).
  for (const table of [
    'sites',
    'projects',
    'project_brands',
    'project_status_history',
    'design_validations',
    'project_counts',
    'project_month_counts',
    'project_year_counts',
  ])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  return { ...total, ms: performance.now() - started };
}
