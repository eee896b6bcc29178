import { PassThrough, pipeline, Transform, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { extractRequests } from '../src/db/schema';
import { ExtractWorker, type ExtractWorkerOptions } from '../src/features/dashboard/prepared/worker';
import type { Storage } from '../src/platform/storage';
import type { TestContext } from './helpers';

/** A worker on this test context's database and storage, small batches so a run takes several. */
export function extractWorker(
  ctx: TestContext,
  options: Partial<ExtractWorkerOptions> & { storage?: Storage } = {},
): ExtractWorker {
  return new ExtractWorker(
    { db: ctx.database.db, storage: options.storage ?? ctx.app.storage, config: ctx.config, batchSize: 2 },
    ctx.app.log,
    { pollMs: 60_000, ...options },
  );
}

/** The first row of each line of a workbook's first sheet, and its header. */
export async function workbookRows(payload: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

export async function requestRow(ctx: TestContext, id: number) {
  const [row] = await ctx.database.db.select().from(extractRequests).where(eq(extractRequests.id, id));
  if (!row) throw new Error(`no extract request ${id}`);
  return row;
}

/**
 * A storage whose writes pass the first chunk and then wait for `release()`: an instance frozen or killed
 * mid-write, as far as the queue can tell. Every key it completed is in `keys`.
 */
export function heldStorage(inner: Storage) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const keys: string[] = [];
  let writing = () => {};
  const started = new Promise<void>((resolve) => (writing = resolve));
  const storage: Storage = {
    get: (key, range) => inner.get(key, range),
    remove: (key) => inner.remove(key),
    check: () => inner.check(),
    listKeys: (before) => inner.listKeys(before),
    removePartials: (before) => inner.removePartials(before),
    put: async (body, limit) => {
      let first = true;
      const held = new Transform({
        transform(chunk: Buffer, _enc, done) {
          if (first) {
            first = false;
            writing();
            return done(null, chunk);
          }
          void gate.then(() => done(null, chunk));
        },
        // Held at the end too, however few chunks the workbook makes.
        flush(done) {
          writing();
          void gate.then(() => done());
        },
      });
      const out = new PassThrough();
      pipeline(body as Readable, held, out, () => undefined);
      const stored = await inner.put(out, limit);
      keys.push(stored.key);
      return stored;
    },
  };
  return { storage, release: () => release(), started, keys };
}
