/**
 * (h) `--sections oversight` (issue 12 §4): the dashboard's two count calls with no filter and with each
 * filter, the map's features, timed like the list (sequential requests after a warm-up), and the
 * project-based .xlsx extract of every row, streamed (time and memory). DESIGN §12: counts p95 ≤ 50 ms, map
 * features p95 ≤ 100 ms, the extract of 100,000 rows in constant memory within 30 s.
 */

const COUNTS_BUDGET_P95_MS = 50;
const MAP_BUDGET_P95_MS = 100;
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

export async function benchOversight(ctx: OversightBenchContext): Promise<void> {
  const all = cases();
  // The map's answers are the largest: measured last, so that they cannot slow the others.
  await timeCases(
    ctx,
    all.filter((c) => !c.path.includes('leaflet')),
    'dashboard counts',
  );
  await measureExtract(ctx);
  await timeCases(
    ctx,
    all.filter((c) => c.path.includes('leaflet')),
    'map features',
  );
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
    for (let i = 0; i < ctx.warmup; i++) await call();
    const times: number[] = [];
    let errors = 0;
    for (let i = 0; i < ctx.requests; i++) {
      const r = await call();
      if (r.status !== 200) errors++;
      times.push(r.ms);
    }
    times.sort((a, b) => a - b);
    const p95 = ctx.percentile(times, 95);
    rows.push([
      c.name,
      `${(probe.bytes / 1024).toFixed(1)} KiB`,
      `${ctx.percentile(times, 50).toFixed(1)} ms`,
      `${p95.toFixed(1)} ms`,
      `${ctx.percentile(times, 99).toFixed(1)} ms`,
      errors,
      p95 <= c.budget ? `yes (≤ ${c.budget} ms)` : `NO (> ${c.budget} ms)`,
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
