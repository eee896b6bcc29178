import { describe, expect, it } from 'vitest';
import {
  keepRanges,
  RANGES_AT_ONCE,
  rangeLoader,
  RangeStatusError,
  retryDelay,
  type Fetcher,
} from './rangeLoader';

const FILE = new Uint8Array(1000).map((_, i) => i % 251);

/** A server of FILE answering Range (206), shedding the first `shed` calls (503), and counting calls at once. */
function server(shed = 0) {
  const seen = { calls: 0, atOnce: 0, most: 0, ranges: [] as string[] };
  const fetcher: Fetcher = async (_url, init) => {
    seen.calls++;
    seen.atOnce++;
    seen.most = Math.max(seen.most, seen.atOnce);
    await new Promise((r) => setTimeout(r, 5));
    seen.atOnce--;
    if (seen.calls <= shed) return new Response('busy', { status: 503, headers: { 'retry-after': '5' } });
    const range = (init.headers as Record<string, string>).Range ?? '';
    seen.ranges.push(range);
    const [, a, b] = /bytes=(\d+)-(\d+)/.exec(range) ?? [];
    const [start, end] = [Number(a), Math.min(Number(b), FILE.length - 1)];
    return new Response(FILE.slice(start, end + 1), {
      status: 206,
      headers: { 'content-range': `bytes ${start}-${end}/${FILE.length}` },
    });
  };
  return { fetcher, seen };
}

describe('the viewer reads a PDF by ranges', () => {
  it('asks for the range and learns the length from Content-Range', async () => {
    const { fetcher, seen } = server();
    const read = rangeLoader('/f', { Authorization: 'Bearer t' }, fetcher);
    const answer = await read(100, 200);
    expect(seen.ranges).toEqual(['bytes=100-199']);
    expect(answer.total).toBe(1000);
    expect([...answer.bytes]).toEqual([...FILE.slice(100, 200)]);
  });

  it(`sends at most ${RANGES_AT_ONCE} at once, however many pdf.js asks for`, async () => {
    const { fetcher, seen } = server();
    const read = rangeLoader('/f', {}, fetcher);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => read(i * 100, i * 100 + 100)));
    expect(seen.most).toBe(RANGES_AT_ONCE);
    expect(answers.map((a) => a.bytes[0])).toEqual(answers.map((_, i) => FILE[i * 100]));
  });

  it('asks a shed range (503) again, sooner than the Retry-After of 5 s', async () => {
    const { fetcher, seen } = server(2);
    const read = rangeLoader('/f', {}, fetcher);
    const started = Date.now();
    const answer = await read(0, 10);
    expect(seen.calls).toBe(3);
    expect(answer.bytes).toHaveLength(10);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(retryDelay(0, '5')).toBe(100);
    expect(retryDelay(8, '5')).toBe(5000);
  });

  it('rejects with the status of any other failure', async () => {
    const read = rangeLoader('/f', {}, () => Promise.resolve(new Response('gone', { status: 404 })));
    await expect(read(0, 10)).rejects.toEqual(new RangeStatusError(404));
  });
});

describe('the ranges read to open a PDF are kept for opening it again', () => {
  it('answers a range within a kept one from memory, each answer a copy of its own', async () => {
    const { fetcher, seen } = server();
    const ranges = keepRanges(rangeLoader('/f', {}, fetcher));
    const first = await ranges.read(0, 300);
    // pdf.js moves the bytes it is given to its worker: the kept copy must survive that.
    structuredClone(first.bytes.buffer, { transfer: [first.bytes.buffer] });
    ranges.stop();
    const again = await ranges.read(100, 200);
    expect(seen.ranges).toEqual(['bytes=0-299']);
    expect([...again.bytes]).toEqual([...FILE.slice(100, 200)]);
    expect(again.total).toBe(1000);
    const twice = await ranges.read(100, 200);
    expect(twice.bytes).not.toBe(again.bytes);
  });

  it('keeps nothing read after stop(), and reads what no kept range covers', async () => {
    const { fetcher, seen } = server();
    const ranges = keepRanges(rangeLoader('/f', {}, fetcher));
    await ranges.read(0, 100);
    ranges.stop();
    await ranges.read(500, 600);
    await ranges.read(500, 600);
    await ranges.read(50, 150);
    expect(seen.ranges).toEqual(['bytes=0-99', 'bytes=500-599', 'bytes=500-599', 'bytes=50-149']);
  });
});
