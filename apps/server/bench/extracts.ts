/**
 * (j) `--sections extracts` (issue 23 §4; decision 031): the full extracts prepared in the background. The VC asks
 * for the project-based and the brand-based .xlsx of every row through `home/RequestExtract`; the in-process app's
 * worker (the one every instance runs) makes them one after the other into the storage. Measured per extract:
 * the request's answer time, the time until it is `ready`, the file's size and rows, and the heap retained
 * while it is made (a full GC and a heap reading every second: constant memory means this stays flat however
 * many rows there are). Budget (DESIGN.md §12, docs/budgets.md): ready within 3 minutes, in constant memory.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { ExtractWorker } from '../src/features/dashboard/prepared/worker';

const BUDGET_S = 180;
const gc = (globalThis as { gc?: () => void }).gc;
const mib = (bytes: number) => bytes / 2 ** 20;

export interface ExtractsBenchContext {
  base: string;
  app: FastifyInstance;
  database: Database;
  token: string;
  table: (head: string[], rows: (string | number)[][]) => string;
}

async function api(ctx: ExtractsBenchContext, method: string, path: string, body?: object) {
  const res = await fetch(`${ctx.base}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${ctx.token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export async function benchExtracts(ctx: ExtractsBenchContext): Promise<void> {
  const rows: (string | number)[][] = [];
  for (const kind of ['projects', 'brands'] as const) {
    gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const rssBefore = process.memoryUsage.rss();
    const asked = performance.now();
    const answer = await api(ctx, 'POST', '/home/RequestExtract', {
      Kind: kind,
      IncludeArchivedProject: true,
    });
    const answerMs = performance.now() - asked;
    if (answer.status !== 202) {
      rows.push([kind, `HTTP ${answer.status}`, '-', '-', '-', '-', '-', '-']);
      continue;
    }
    const id = (answer.body.extract as { extractId: number }).extractId;
    // A stopped worker stays stopped (as at SIGTERM): one per extract.
    const worker = new ExtractWorker(
      { db: ctx.database.db, storage: ctx.app.storage, config: ctx.app.config },
      ctx.app.log,
      { pollMs: 200 },
    );
    worker.start();
    const retained: number[] = [];
    /** Reads of the extract's state answered otherwise than 200 while it was made (503: the instance shed it). */
    const refusedReads = new Map<number, number>();
    let rssPeak = rssBefore;
    let item: Record<string, unknown> = {};
    for (;;) {
      await new Promise((r) => setTimeout(r, 1000));
      gc?.();
      retained.push(process.memoryUsage().heapUsed);
      rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
      // A shed or failed read (503 under load) is asked again, as the page would.
      const read = await api(ctx, 'GET', `/home/GetExtract/${id}`);
      if (read.status !== 200) {
        refusedReads.set(read.status, (refusedReads.get(read.status) ?? 0) + 1);
        continue;
      }
      item = read.body;
      if (item.status !== 'queued' && item.status !== 'running') break;
    }
    const seconds = (performance.now() - asked) / 1000;
    await worker.stop();
    // The heap's growth over the run, after each GC: its middle and its end against the start.
    const mid = retained[Math.floor(retained.length / 2)] ?? heapBefore;
    const last = retained.at(-1) ?? heapBefore;
    const max = Math.max(...retained, heapBefore);
    rows.push([
      kind,
      `${answerMs.toFixed(0)} ms`,
      String(item.status),
      Number(item.rowCount ?? 0).toLocaleString('en'),
      `${mib(Number(item.sizeBytes ?? 0)).toFixed(1)} MiB`,
      `${seconds.toFixed(1)} s`,
      `${mib(mid - heapBefore).toFixed(1)} / ${mib(last - heapBefore).toFixed(1)} / ${mib(max - heapBefore).toFixed(1)} MiB`,
      `+${mib(rssPeak - rssBefore).toFixed(0)} MiB`,
      seconds <= BUDGET_S ? 'yes' : 'NO',
    ]);
    console.log(
      `  ${kind}: ${rows.at(-1)?.join(' | ')}; reads refused meanwhile: ${JSON.stringify(Object.fromEntries(refusedReads))}`,
    );
  }
  console.log('\nprepared extracts of every row (VC, archived included), request → ready');
  console.log(
    ctx.table(
      [
        'extract',
        'request answered',
        'state',
        'rows',
        'file',
        'ready after',
        'heap retained mid / end / max',
        'RSS peak',
        `≤ ${BUDGET_S} s`,
      ],
      rows,
    ),
  );
}
