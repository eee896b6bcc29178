/**
 * How the viewer reads a PDF's byte ranges (docs/files.md, Viewer): a few at a time, and a range the server
 * sheds (503: its per-session limit of calls in progress, or a busy process) is asked again after a short
 * wait. pdf.js's own loader sent every range at once and gave a refused one up; a plan's page then failed,
 * and pdf.js fell back to reading the whole file (docs/budgets.md, viewer).
 */

/** Ranges in progress at once: under the server's per-session limit, with room for the page's own calls. */
export const RANGES_AT_ONCE = 3;
const RETRIES = 6;

export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

export class RangeStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/** The wait before asking a shed range again: doubling from 100 ms, at most the server's Retry-After. */
export function retryDelay(attempt: number, retryAfter: string | null): number {
  const server = Number(retryAfter) * 1000;
  const backoff = 100 * 2 ** attempt;
  return Number.isFinite(server) && server > 0 ? Math.min(server, backoff) : backoff;
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** A range's answer: its bytes, and the file's length when the server says it (206 Content-Range). */
export interface RangeAnswer {
  status: number;
  bytes: Uint8Array;
  total: number | null;
}

/**
 * Reads `[begin, end)` of `url` with `headers`, at most `RANGES_AT_ONCE` reads of this loader at a time;
 * a 503 is asked again (up to six times). Any other failure rejects with its status.
 */
export function rangeLoader(
  url: string,
  headers: Record<string, string>,
  fetcher: Fetcher = (u, i) => fetch(u, i),
  signal?: AbortSignal,
) {
  let running = 0;
  const queue: (() => void)[] = [];
  const slot = async () => {
    if (running >= RANGES_AT_ONCE) await new Promise<void>((resolve) => queue.push(resolve));
    running++;
  };
  const release = () => {
    running--;
    queue.shift()?.();
  };
  return async (begin: number, end: number): Promise<RangeAnswer> => {
    await slot();
    try {
      for (let attempt = 0; ; attempt++) {
        const res = await fetcher(url, {
          headers: { ...headers, Range: `bytes=${begin}-${end - 1}` },
          signal,
        });
        if (res.status === 503 && attempt < RETRIES) {
          await wait(retryDelay(attempt, res.headers.get('retry-after')), signal);
          continue;
        }
        if (res.status !== 200 && res.status !== 206) throw new RangeStatusError(res.status);
        const total = /\/(\d+)\s*$/.exec(res.headers.get('content-range') ?? '')?.[1];
        return {
          status: res.status,
          bytes: new Uint8Array(await res.arrayBuffer()),
          total: total ? Number(total) : null,
        };
      }
    } finally {
      release();
    }
  };
}

/**
 * `read`, keeping a copy of every answer until `stop()`: a range asked again that lies within one kept is
 * answered from it. The viewer keeps what opening the document read, so that opening it afresh
 * (reopening.ts) reads nothing twice. pdf.js takes the bytes it is given (they move to its worker): each answer
 * from here is a copy of its own.
 */
export function keepRanges(read: (begin: number, end: number) => Promise<RangeAnswer>) {
  const kept: (RangeAnswer & { begin: number })[] = [];
  let keeping = true;
  return {
    async read(begin: number, end: number): Promise<RangeAnswer> {
      const hit = kept.find((k) => k.begin <= begin && end <= k.begin + k.bytes.length);
      if (hit) {
        const { status, total } = hit;
        return { status, total, bytes: hit.bytes.slice(begin - hit.begin, end - hit.begin) };
      }
      const answer = await read(begin, end);
      if (keeping) kept.push({ ...answer, begin, bytes: answer.bytes.slice() });
      return answer;
    },
    stop() {
      keeping = false;
    },
  };
}
