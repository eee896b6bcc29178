import os from 'node:os';

/** Plain-text output: milliseconds, percentiles, aligned tables, the machine's load. */

export const ms = (n: number) => `${n.toFixed(1)} ms`;

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return nth(sorted, i);
}

export function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? nth(sorted, mid) : (nth(sorted, mid - 1) + nth(sorted, mid)) / 2;
}

/** The item at `i`, which the bench's own indices guarantee: a missing one is a bug in the bench. */
export function nth<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`no item ${i} in a list of ${list.length}`);
  return item;
}

export function table(headers: string[], rows: (string | number)[][]): string {
  const body = rows.map((r) => r.map(String));
  const cells = [headers, ...body];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    r.map((c, i) => (i === 0 ? c.padEnd(nth(widths, i)) : c.padStart(nth(widths, i)))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

export const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
