import http from 'node:http';
import { Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import v8 from 'node:v8';
import vm from 'node:vm';
import { generated, MB } from './streams';
import { multipartBody } from './multipart';

/** A full garbage collection: the global one under --expose-gc, else V8's, switched on at run time. */
export function forcedGc(): () => void {
  const global = (globalThis as { gc?: () => void }).gc;
  if (global) return global;
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

export interface Measured {
  status: number;
  bytes: number;
  seconds: number;
  /** Largest growth of live memory (heap + buffers) read right after a full GC: what is really kept (0 without `gc`). */
  retainedPeakMb: number;
  /** Largest growth of the process's resident memory, garbage included. */
  rssPeakMb: number;
  body: string;
}

/**
 * Watches memory while `bytes` flow: the peak RSS, and with `gc` a full GC every `everyBytes`, then live
 * memory is read (GCs slow the transfer: time a run without `gc`). The GC runs
 * from the data path, not from a timer (a GC forced from a timer mid-transfer was seen to stall file
 * writes under Node 20, a test artefact).
 */
function watcher(gc: (() => void) | undefined, everyBytes: number) {
  gc?.();
  gc?.();
  const live = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers;
  };
  const base = live();
  const rss0 = process.memoryUsage.rss();
  const state = { bytes: 0, next: everyBytes, retained: 0, rss: 0 };
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      state.bytes += chunk.length;
      state.rss = Math.max(state.rss, process.memoryUsage.rss() - rss0);
      if (gc && state.bytes >= state.next) {
        state.next += everyBytes;
        // A second full GC finishes the first one's sweeping of freed buffers (done concurrently).
        gc();
        gc();
        state.retained = Math.max(state.retained, live() - base);
      }
      done(null, chunk);
    },
  });
  return { meter, state };
}

const mb = (n: number) => Math.round((n / MB) * 10) / 10;

/** POSTs a `size`-byte generated file as multipart/form-data over HTTP, watching this process's memory. */
/** What a measured call sends besides the file: headers (a bearer token) and text fields before the file. */
export interface MeasuredRequest {
  headers?: Record<string, string>;
  fields?: Record<string, string>;
  fileField?: string;
  fileName?: string;
  /** The file's first bytes (its type's signature: the uploads check it), counted in `size`. */
  head?: Buffer;
}

async function* withHead(head: Buffer, size: number) {
  if (head.length) yield head;
  for await (const chunk of generated(size - head.length)) yield chunk as Buffer;
}

export async function uploadMeasured(
  url: string,
  size: number,
  gc: (() => void) | undefined,
  everyBytes = 8 * MB,
  request: MeasuredRequest = {},
): Promise<Measured> {
  const { meter, state } = watcher(gc, everyBytes);
  const started = performance.now();
  const form = multipartBody([
    ...Object.entries(request.fields ?? {}).map(([name, value]) => ({ name, value })),
    {
      name: request.fileField ?? 'file',
      fileName: request.fileName ?? 'big.bin',
      body: Readable.from(withHead(request.head ?? Buffer.alloc(0), size)).pipe(meter),
    },
  ]);
  const req = http.request(url, {
    method: 'POST',
    headers: { ...request.headers, 'content-type': form.contentType },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  await pipeline(form.stream, req);
  const { status, body } = await answer;
  return {
    status,
    body,
    bytes: state.bytes,
    seconds: (performance.now() - started) / 1000,
    retainedPeakMb: mb(state.retained),
    rssPeakMb: mb(state.rss),
  };
}

/** GETs `url` and drops the body, watching this process's memory. */
export async function downloadMeasured(
  url: string,
  gc: (() => void) | undefined,
  everyBytes = 8 * MB,
  request: Pick<MeasuredRequest, 'headers'> = {},
): Promise<Measured> {
  const { meter, state } = watcher(gc, everyBytes);
  const started = performance.now();
  const status = await new Promise<number>((resolve, reject) => {
    http
      .get(url, { headers: request.headers ?? {} }, (res) => {
        const sink = new Writable({ write: (_chunk, _enc, done) => done() });
        pipeline(res, meter, sink).then(() => resolve(res.statusCode ?? 0), reject);
      })
      .on('error', reject);
  });
  return {
    status,
    body: '',
    bytes: state.bytes,
    seconds: (performance.now() - started) / 1000,
    retainedPeakMb: mb(state.retained),
    rssPeakMb: mb(state.rss),
  };
}
