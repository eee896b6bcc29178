import type { ProjectFilters } from '@portal/contract';
import { table } from './report';

/** The CSV export of every row, newest first (the grid's default order). */
const CSV_ALL: ProjectFilters & { SortField: string; SortDirection: string } = {
  SortField: 'createdOn',
  SortDirection: 'desc',
} as ProjectFilters & { SortField: string; SortDirection: string };

export interface ExportResult {
  status: number;
  seconds: number;
  bytes: number;
  lines: number;
  rssBeforeMb: number;
  peakGrowthMb: number;
  heapGrowthMb: number;
  /** Largest heap growth measured right after a forced GC during the download (what is really kept). */
  retainedGrowthMb: number | null;
}

const gc = (globalThis as { gc?: () => void }).gc;

/**
 * Downloads the export, discarding it. Timed run: RSS and heap sampled every 10 ms. Retention run
 * (`forceGc`): a full GC after every MiB received, then the heap is read — constant memory means this
 * stays flat however many rows there are.
 */
export async function measureExport(
  base: string,
  token: string,
  body: object,
  forceGc = false,
  path = '/api/Projects/exportprojectscsv',
): Promise<ExportResult> {
  gc?.();
  const rssBefore = process.memoryUsage.rss();
  const heapBefore = process.memoryUsage().heapUsed;
  let peak = rssBefore;
  let heapPeak = heapBefore;
  let retainedPeak = heapBefore;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage.rss());
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  };
  const timer = setInterval(sample, 10);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  let status = 0;
  let nextGcAt = 2 ** 20;
  try {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    status = res.status;
    if (res.body) {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.byteLength;
        for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
        sample();
        if (forceGc && gc && bytes >= nextGcAt) {
          nextGcAt += 2 ** 20;
          gc();
          retainedPeak = Math.max(retainedPeak, process.memoryUsage().heapUsed);
        }
      }
    }
  } finally {
    clearInterval(timer);
  }
  return {
    status,
    seconds: (performance.now() - started) / 1000,
    bytes,
    lines,
    rssBeforeMb: rssBefore / 2 ** 20,
    peakGrowthMb: (peak - rssBefore) / 2 ** 20,
    heapGrowthMb: (heapPeak - heapBefore) / 2 ** 20,
    retainedGrowthMb: forceGc && gc ? (retainedPeak - heapBefore) / 2 ** 20 : null,
  };
}

/** (b) the CSV export of every row: time, size and peak RSS growth (streamed in constant memory). */
export async function benchExport(base: string, token: string) {
  console.log('\n(b) POST /api/Projects/exportprojectscsv — every row (VC, no filter)');
  const csv = await measureExport(base, token, CSV_ALL);
  if (csv.status !== 200) {
    console.log(`not available (HTTP ${csv.status})`);
    return;
  }
  // The same export again with a GC after every MiB, and a tenth of the rows, to show what is retained.
  const retained = await measureExport(base, token, CSV_ALL, true);
  const small = await measureExport(base, token, { ...CSV_ALL, arCountries: ['IT'] }, true);
  const mb = (n: number | null) => (n === null ? 'n/a (run with --expose-gc)' : `${n.toFixed(1)} MiB`);
  const rowsOf = (r: ExportResult) => Math.max(0, r.lines - 1);
  console.log(
    table(
      ['rows', 'size', 'time', 'rows/s', 'RSS before', 'peak RSS growth', 'peak heap growth'],
      [
        [
          rowsOf(csv).toLocaleString('en'),
          `${(csv.bytes / 2 ** 20).toFixed(1)} MiB`,
          `${csv.seconds.toFixed(2)} s`,
          Math.round(rowsOf(csv) / csv.seconds).toLocaleString('en'),
          `${csv.rssBeforeMb.toFixed(0)} MiB`,
          `${csv.peakGrowthMb.toFixed(1)} MiB`,
          `${csv.heapGrowthMb.toFixed(1)} MiB`,
        ],
      ],
    ),
  );
  console.log(
    `retained heap growth (full GC after every MiB received): ${mb(retained.retainedGrowthMb)} for ` +
      `${rowsOf(retained).toLocaleString('en')} rows, ${mb(small.retainedGrowthMb)} for ` +
      `${rowsOf(small).toLocaleString('en')} rows (IT only)`,
  );
}
