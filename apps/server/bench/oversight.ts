/**
 * (h) `--sections oversight` (issue 12 §4): the dashboard's two count calls with no filter and with each
 * filter, the map's features, timed like the list (sequential requests after a warm-up), and the
 * project-based .xlsx extract of every row, streamed (time and memory). docs/budgets.md: counts p95 ≤ 50 ms, map
 * views p95 ≤ 100 ms (the page's call; the spec's whole-map call is measured beside it), the extract of
 * 100,000 rows in constant memory within 30 s.
 */

import { sql } from 'drizzle-orm';
import { theRow, type Database } from '../src/db/client';
import { nth } from './report';

const COUNTS_BUDGET_P95_MS = 50;
const MAP_BUDGET_P95_MS = 100;
const WHOLE_MAP_LIMIT = 200_000;
const EXTRACT_BUDGET_S = 30;

export interface ExportMeasure {
  status: number;
  seconds: number;
  bytes: number;
  peakGrowthMb: number;
  heapGrowthMb: number;
  retainedGrowthMb: number | null;
}

export interface OversightBenchContext {
  base: string;
  /** How many projects the database holds: above 200,000 the whole-map call (hundreds of MB) is left out. */
  projects: number;
  database: Database;
  tokens: { vc: string; rnd: string };
  requests: number;
  warmup: number;
  table(headers: string[], rows: (string | number)[][]): string;
  percentile(sorted: number[], p: number): number;
  /** Downloads a streamed export (POST JSON), sampling memory; with `forceGc`, what is retained. */
  measureExport(token: string, path: string, body: object, forceGc: boolean): Promise<ExportMeasure>;
}

interface Case {
  name: string;
  token: 'vc' | 'rnd';
  path: string;
  body: object;
  budget: number;
}

const YEAR_AGO = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
const TODAY = new Date().toISOString().slice(0, 10);

const FILTERS: [string, object][] = [
  ['no filter', {}],
  ['country FR', { arCountries: ['FR'] }],
  ['brand Peugeot', { arBrands: ['Peugeot'] }],
  ['region DR Lyon', { arCountries: ['FR'], arReagion: ['DR Lyon'] }],
  ['archived included', { IncludeArchivedProject: true }],
  ['last 12 months', { FromDate: YEAR_AGO, ToDate: TODAY }],
  [
    'all filters',
    { arCountries: ['FR', 'DE'], arBrands: ['Peugeot', 'Opel'], FromDate: YEAR_AGO, ToDate: TODAY },
  ],
];

function cases(): Case[] {
  const list: Case[] = [];
  for (const [name, body] of FILTERS)
    list.push({
      name: `VC GetProcessStatusCounts, ${name}`,
      token: 'vc',
      path: '/api/home/GetProcessStatusCounts',
      body,
      budget: COUNTS_BUDGET_P95_MS,
    });
  list.push(
    {
      name: 'RND GetProcessStatusCounts, its scope',
      token: 'rnd',
      path: '/api/home/GetProcessStatusCounts',
      body: {},
      budget: COUNTS_BUDGET_P95_MS,
    },
    // The dashboard's overdue projects per ball-in-court stage: the kept ball (decision 033).
    {
      name: 'VC GetOverdueCounts, no filter',
      token: 'vc',
      path: '/api/home/GetOverdueCounts',
      body: {},
      budget: COUNTS_BUDGET_P95_MS,
    },
    {
      name: 'RND GetOverdueCounts, its scope',
      token: 'rnd',
      path: '/api/home/GetOverdueCounts',
      body: {},
      budget: COUNTS_BUDGET_P95_MS,
    },
    {
      name: 'VC GetValidationStatus, no filter',
      token: 'vc',
      path: '/api/home/GetValidationStatus',
      body: {},
      budget: COUNTS_BUDGET_P95_MS,
    },
    {
      name: 'VC GetValidationStatus, country FR',
      token: 'vc',
      path: '/api/home/GetValidationStatus',
      body: { arCountries: ['FR'] },
      budget: COUNTS_BUDGET_P95_MS,
    },
    {
      name: 'RND GetValidationStatus, its scope',
      token: 'rnd',
      path: '/api/home/GetValidationStatus',
      body: {},
      budget: COUNTS_BUDGET_P95_MS,
    },
    {
      name: 'VC getleafletdetails, no filter',
      token: 'vc',
      path: '/api/home/getleafletdetails',
      body: {},
      budget: MAP_BUDGET_P95_MS,
    },
    {
      name: 'VC getleafletdetails, country FR',
      token: 'vc',
      path: '/api/home/getleafletdetails',
      body: { arCountries: ['FR'] },
      budget: MAP_BUDGET_P95_MS,
    },
    {
      name: 'RND getleafletdetails, its scope',
      token: 'rnd',
      path: '/api/home/getleafletdetails',
      body: {},
      budget: MAP_BUDGET_P95_MS,
    },
  );
  return list;
}

/** The dashboard's count calls only (`--sections counts`): the part of (h) that the kept counts serve. */
export async function benchCounts(ctx: OversightBenchContext): Promise<void> {
  await timeCases(
    ctx,
    cases().filter((c) => !c.path.includes('leaflet')),
    'dashboard counts',
  );
}

export async function benchOversight(ctx: OversightBenchContext): Promise<void> {
  const all = cases();
  // The map's answers are the largest: measured last, so that they cannot slow the others.
  await benchCounts(ctx);
  await measureExtract(ctx);
  await prepareMapLayers(ctx.database);
  await timeMapViews(ctx);
  if (ctx.projects > WHOLE_MAP_LIMIT) {
    console.log(
      `\n(h) the whole-map call (spec): not measured above ${WHOLE_MAP_LIMIT.toLocaleString('en')} projects`,
    );
    return;
  }
  await timeCases(
    ctx,
    all.filter((c) => c.path.includes('leaflet')),
    'map features, the whole map in one answer (spec call)',
  );
}

/**
 * The map's other two layers, when the database has none (the bulk seed makes sites only): an ARCAD
 * location beside every third site (about 55 m away, so within the 200 m of matching) and every tenth site a
 * new candidate — about 20,000 ARCAD locations and 6,000 candidates of which 2,000 match.
 */
async function prepareMapLayers(database: Database): Promise<void> {
  const db = database.db;
  const rows = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as { n: number }[];
  const arcad = theRow(
    rows(await db.execute(sql`select count(*)::int as n from arcad_locations`)),
    'the ARCAD count',
  );
  if (arcad.n === 0)
    await db.execute(sql`
      insert into arcad_locations (code, site_name, street, zip_code, city, country_code, latitude, longitude)
      select 'BENCH' || s.id, 'ARCAD ' || s.site_name, s.street, s.zip_code, s.city, s.country_code,
        s.latitude + 0.0005, s.longitude
      from sites s where s.id % 3 = 0 and s.latitude is not null`);
  const candidates = theRow(
    rows(await db.execute(sql`select count(*)::int as n from originator_requests where is_new_creation`)),
    'the candidates count',
  );
  if (candidates.n === 0)
    await db.execute(sql`
      insert into originator_requests (originator_user_id, site_id, is_new_creation, site_name, street, city,
        zip_code, country_code, status)
      select (select min(id) from users), s.id, true, s.site_name, s.street, s.city, s.zip_code,
        s.country_code, 'created'
      from sites s where s.id % 10 = 0`);
  await db.execute(sql`analyze arcad_locations`);
  await db.execute(sql`analyze originator_requests`);
}

/** A reader's tour of the map: the world, Europe, a country, cities, streets, and pans between them. */
const TOUR: { name: string; box: [number, number, number, number]; zoom: number }[] = [
  { name: 'world', box: [-180, -85, 180, 85], zoom: 1 },
  { name: 'world', box: [-180, -85, 180, 85], zoom: 2 },
  { name: 'Europe', box: [-25, 30, 45, 65], zoom: 4 },
  { name: 'France', box: [-6, 41, 10, 52], zoom: 6 },
  { name: 'Paris region', box: [1.5, 48.4, 3.2, 49.3], zoom: 9 },
  { name: 'Paris', box: [2.2, 48.78, 2.5, 48.93], zoom: 12 },
  { name: 'Paris streets', box: [2.3, 48.84, 2.4, 48.88], zoom: 14 },
  { name: 'Paris close', box: [2.34, 48.85, 2.36, 48.86], zoom: 17 },
  { name: 'Lyon', box: [4.7, 45.7, 5.0, 45.85], zoom: 12 },
  { name: 'Germany', box: [5, 47, 16, 55], zoom: 6 },
  { name: 'Berlin', box: [13.2, 52.4, 13.6, 52.6], zoom: 12 },
  { name: 'Italy', box: [6, 36, 19, 47], zoom: 6 },
];

/**
 * (h) the map page's call: each filter's first view (its index built: the "cold" figure, once per filter
 * and `viewMaxAgeSeconds`) and then the tour again and again (p50/p95/p99 of every view: the budget).
 */
async function timeMapViews(ctx: OversightBenchContext): Promise<void> {
  console.log(
    `\n(h) map views (getmapview: groups made on the server for the box and zoom) — the tour of ` +
      `${TOUR.length} views repeated to ${ctx.requests} requests per case after ${ctx.warmup} warm-up`,
  );
  const cases: { name: string; token: 'vc' | 'rnd'; filters: object }[] = [
    { name: 'VC, no filter', token: 'vc', filters: {} },
    { name: 'VC, country FR', token: 'vc', filters: { arCountries: ['FR'] } },
    {
      name: 'VC, brand Peugeot, last 12 months',
      token: 'vc',
      filters: { arBrands: ['Peugeot'], FromDate: YEAR_AGO, ToDate: TODAY },
    },
    { name: 'RND, its scope', token: 'rnd', filters: {} },
  ];
  const rows: (string | number)[][] = [];
  for (const c of cases) {
    let largest = 0;
    const call = async (i: number) => {
      const view = nth(TOUR, i % TOUR.length);
      const [west, south, east, north] = view.box;
      const started = performance.now();
      const res = await fetch(`${ctx.base}/api/home/getmapview`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ctx.tokens[c.token]}` },
        body: JSON.stringify({ ...c.filters, west, south, east, north, zoom: view.zoom }),
      });
      const bytes = (await res.arrayBuffer()).byteLength;
      largest = Math.max(largest, bytes);
      return { status: res.status, ms: performance.now() - started };
    };
    const cold = await call(0);
    if (cold.status !== 200) {
      rows.push([c.name, '-', '-', '-', '-', '-', 1, `HTTP ${cold.status}`]);
      continue;
    }
    const timed = await timeRequests(ctx, (i) => call(i + 1), MAP_BUDGET_P95_MS);
    rows.push([c.name, `${cold.ms.toFixed(0)} ms`, `${(largest / 1024).toFixed(1)} KiB`, ...timed]);
  }
  console.log(
    ctx.table(['case', 'first view', 'largest', 'p50', 'p95', 'p99', 'errors', 'p95 budget'], rows),
  );
}

/**
 * `ctx.warmup` calls, then `ctx.requests` timed ones (`call(i)`, i from 0 in each run): p50, p95, p99, the
 * failed answers and the p95 against `budget`, as table cells.
 */
async function timeRequests(
  ctx: OversightBenchContext,
  call: (i: number) => Promise<{ status: number; ms: number }>,
  budget: number,
): Promise<(string | number)[]> {
  for (let i = 0; i < ctx.warmup; i++) await call(i);
  const times: number[] = [];
  let errors = 0;
  for (let i = 0; i < ctx.requests; i++) {
    const r = await call(i);
    if (r.status !== 200) errors++;
    times.push(r.ms);
  }
  times.sort((a, b) => a - b);
  const p95 = ctx.percentile(times, 95);
  return [
    `${ctx.percentile(times, 50).toFixed(1)} ms`,
    `${p95.toFixed(1)} ms`,
    `${ctx.percentile(times, 99).toFixed(1)} ms`,
    errors,
    p95 <= budget ? `yes (≤ ${budget} ms)` : `NO (> ${budget} ms)`,
  ];
}

async function timeCases(ctx: OversightBenchContext, list: Case[], what: string): Promise<void> {
  console.log(`\n(h) ${what} — ${ctx.requests} sequential requests per case after ${ctx.warmup} warm-up`);
  const rows: (string | number)[][] = [];
  for (const c of list) {
    const call = async () => {
      const started = performance.now();
      const res = await fetch(`${ctx.base}${c.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ctx.tokens[c.token]}` },
        body: JSON.stringify(c.body),
      });
      const bytes = (await res.arrayBuffer()).byteLength;
      return { status: res.status, ms: performance.now() - started, bytes };
    };
    const probe = await call();
    if (probe.status !== 200) {
      rows.push([c.name, '-', '-', '-', '-', 1, `HTTP ${probe.status}`]);
      continue;
    }
    rows.push([
      c.name,
      `${(probe.bytes / 1024).toFixed(1)} KiB`,
      ...(await timeRequests(ctx, call, c.budget)),
    ]);
  }
  console.log(ctx.table(['case', 'answer', 'p50', 'p95', 'p99', 'errors', 'p95 budget'], rows));
}

async function measureExtract(ctx: OversightBenchContext): Promise<void> {
  const path = '/api/home/GetProjectBasedExtractCSV';
  const timed = await ctx.measureExport(ctx.tokens.vc, path, {}, false);
  if (timed.status !== 200) {
    console.log(`\nproject-based extract: not available (HTTP ${timed.status})`);
    return;
  }
  const kept = await ctx.measureExport(ctx.tokens.vc, path, {}, true);
  const mb = (n: number | null) => (n === null ? 'n/a' : `${n.toFixed(1)} MiB`);
  console.log('\nproject-based .xlsx extract of every row (VC, no filter)');
  console.log(
    ctx.table(
      [
        'size',
        'time',
        'peak RSS growth',
        'peak heap growth',
        'retained (GC every MiB)',
        `≤ ${EXTRACT_BUDGET_S} s`,
      ],
      [
        [
          `${(timed.bytes / 2 ** 20).toFixed(1)} MiB`,
          `${timed.seconds.toFixed(1)} s`,
          mb(timed.peakGrowthMb),
          mb(timed.heapGrowthMb),
          mb(kept.retainedGrowthMb),
          timed.seconds <= EXTRACT_BUDGET_S ? 'yes' : 'NO',
        ],
      ],
    ),
  );
}
