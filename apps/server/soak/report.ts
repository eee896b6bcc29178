import fs from 'node:fs';
import os from 'node:os';
import { API } from '@portal/contract';
import type { Instance } from './instances';
import { kindOf, outcomeOf, percentile, type Recorder, type Sample } from './recorder';

const DOWNLOADS = new Set(
  [API.getFileById, API.downloadMessageFile, API.downloadAllDocuments, API.notificationEvents].map(
    (r) => `${r.method} ${r.path}`,
  ),
);
/** Reads: GET calls other than file downloads and the stream, and the list (a POST for its filters). */
export const isRead = (name: string) =>
  !DOWNLOADS.has(name) &&
  (name.startsWith('GET ') || name === `${API.getProjectsByFilters.method} ${API.getProjectsByFilters.path}`);

export interface Budget {
  what: string;
  budget: string;
  figure: string;
  verdict: 'pass' | 'FAIL' | 'not judged';
}

const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(n < 10 ? 1 : 0)}` : '-');

export function loadAverage(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}

/** An instance's CPU seconds (user + system) over all its processes, at their last samples. */
const cpuSecondsOf = (inst: Instance) => [...inst.cpu.values()].reduce((a, b) => a + b, 0);

/** The machine's CPU seconds so far, busy (every core but idle and I/O wait) and in all, from /proc/stat. */
function machineCpu(): { busy: number; total: number } {
  const fields = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1);
  const ticks = fields.map(Number).filter(Number.isFinite);
  const total = ticks.reduce((a, b) => a + b, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: (total - idle) / 100, total: total / 100 };
}

/**
 * Where the machine's CPU went over the run: the instances (all their processes), this driver (the simulated
 * users, their streams and checks) and the rest (PostgreSQL, nginx, the system). The reads' latency is the
 * machine's as much as the portal's when the driver shares its cores.
 */
export interface RunCpu {
  machine: { busy: number; total: number };
  driverSeconds: number;
}

/** Starts counting the machine's and this process's CPU; `stop()` gives what was used since. */
export function cpuMeter(): { stop: () => RunCpu } {
  const machine = machineCpu();
  const driver = process.cpuUsage();
  return {
    stop: () => {
      const now = machineCpu();
      const used = process.cpuUsage(driver);
      return {
        machine: { busy: now.busy - machine.busy, total: now.total - machine.total },
        driverSeconds: (used.user + used.system) / 1e6,
      };
    },
  };
}

export function cpuSplitLine(instances: Instance[], { machine, driverSeconds }: RunCpu): string {
  const inst = instances.reduce((sum, i) => sum + cpuSecondsOf(i), 0);
  const rest = Math.max(0, machine.busy - inst - driverSeconds);
  const pct = (x: number) => `${((100 * x) / machine.busy).toFixed(0)} %`;
  return (
    `${machine.busy.toFixed(0)} s busy of ${machine.total.toFixed(0)} s (${((100 * machine.busy) / machine.total).toFixed(0)} %): ` +
    `instances ${inst.toFixed(0)} s (${pct(inst)}), this driver ${driverSeconds.toFixed(0)} s (${pct(driverSeconds)}), ` +
    `the rest — PostgreSQL, nginx, the system — ${rest.toFixed(0)} s (${pct(rest)})`
  );
}

/** Which instance answered: nginx's $upstream_addr mapped to the instance's name (a retry lists each tried). */
export function instanceOf(upstream: string, instances: Instance[]): string {
  if (!upstream) return 'balancer (no instance)';
  return upstream
    .split(/,\s*/)
    .map((a) => instances.find((i) => i.address === a.trim())?.name ?? a)
    .join(' → ');
}

export function callTable(samples: Sample[]): string[] {
  const by = new Map<string, Sample[]>();
  for (const s of samples) {
    // Pushed, not copied: a copy per sample took 5 minutes of CPU for the 160,000 calls of a 30-minute run.
    const list = by.get(s.name);
    if (list) list.push(s);
    else by.set(s.name, [s]);
  }
  const lines = [
    'call (route template)                                           n   p50 ms  p95 ms  p99 ms  failed',
  ];
  for (const [name, list] of [...by].sort((a, b) => b[1].length - a[1].length)) {
    const t = list
      .filter((s) => s.status > 0)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    const failed = list.filter((s) => outcomeOf(s) === 'failed').length;
    lines.push(
      `${name.padEnd(60).slice(0, 60)} ${String(list.length).padStart(5)} ${ms(percentile(t, 50)).padStart(8)}` +
        `${ms(percentile(t, 95)).padStart(8)}${ms(percentile(t, 99)).padStart(8)}${String(failed).padStart(8)}`,
    );
  }
  return lines;
}

/** Failures by kind and by the instance that answered, and whether the kill or the rolling restart explains them. */
export function failureLines(rec: Recorder, samples: Sample[], instances: Instance[]) {
  const failed = samples.filter((s) => outcomeOf(s) === 'failed');
  const kill = rec.kill;
  const killed = kill ? instances.find((i) => i.port === kill.port) : undefined;
  // In flight at the kill: started before the process was gone, ended after the signal was sent.
  const atTheKill = (s: Sample) =>
    Boolean(kill && s.started <= (kill.dead ?? kill.at) && s.started + s.ms >= kill.at);
  const inFlightOnKilled = (s: Sample) =>
    Boolean(kill && atTheKill(s) && (!s.upstream || s.upstream.includes(String(kill.port))));
  const duringRolling = (s: Sample) =>
    Boolean(
      rec.rolling && s.started + s.ms >= rec.rolling.start && s.started <= (rec.rolling.end ?? Infinity),
    );
  const counts = new Map<string, number>();
  for (const s of failed) {
    const key = `${kindOf(s)} | ${instanceOf(s.upstream, instances)} | ${s.name}${inFlightOnKilled(s) ? ' | in flight on the killed instance' : ''}${duringRolling(s) ? ' | during the rolling restart' : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const lines = [...counts].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${String(n).padStart(6)}  ${k}`);
  const refusedBy = new Map<string, number>();
  for (const s of samples.filter((x) => outcomeOf(x) === 'refused')) {
    const key = `${s.name}: ${s.error ?? ''}`;
    refusedBy.set(key, (refusedBy.get(key) ?? 0) + 1);
  }
  const refused = [...refusedBy].map(([k, n]) => `${String(n).padStart(6)}  ${k}`);
  const byInstance = new Map<string, number>();
  for (const s of samples) {
    const who = instanceOf(s.upstream, instances);
    byInstance.set(who, (byInstance.get(who) ?? 0) + 1);
  }
  // Every call in flight at the kill: answered by another instance after nginx's retry, or failed.
  const atKill = samples.filter(atTheKill);
  const killedPort = kill ? `:${kill.port}` : '';
  const touched = atKill.filter((s) => killedPort && s.upstream.includes(killedPort));
  const inFlight =
    `${atKill.length} calls in flight at the kill; ${touched.length} had been sent to the killed instance: ` +
    `${touched.filter((s) => outcomeOf(s) !== 'failed').length} answered after a retry elsewhere, ` +
    `${touched.filter((s) => outcomeOf(s) === 'failed').length} failed`;
  return {
    lines,
    inFlight,
    refused,
    byInstance: [...byInstance].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${String(n).padStart(7)}  ${k}`),
    unexplained: failed.filter((s) => !inFlightOnKilled(s)),
    duringRolling: failed.filter(duringRolling),
    killedName: killed?.name,
  };
}

type Point = { at: number; mb: number };

/**
 * Growth over a series by its least-squares line, from the line's value at the first point to its value at the
 * last, in % of the first: a single sample (a GC that had not run yet, a burst of uploads) moves it little, where
 * comparing two one-minute medians moved by several %.
 */
export function fittedGrowth(series: Point[]): { from: number; to: number; growth: number } {
  const n = series.length;
  if (n < 3) return { from: NaN, to: NaN, growth: NaN };
  const t0 = series[0]!.at;
  const xs = series.map((p) => (p.at - t0) / 60_000);
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = series.reduce((a, p) => a + p.mb, 0) / n;
  let sxy = 0;
  let sxx = 0;
  series.forEach((p, i) => {
    sxy += (xs[i]! - mx) * (p.mb - my);
    sxx += (xs[i]! - mx) ** 2;
  });
  const slope = sxx ? sxy / sxx : 0;
  const from = my + slope * (xs[0]! - mx);
  const to = my + slope * (xs[n - 1]! - mx);
  return { from, to, growth: ((to - from) / from) * 100 };
}

/**
 * Each process's memory after warm-up (its first third, at least a minute), judged on its live set: the heap
 * left after each full collection (the GC trace, `Instance.liveSets`), by its fitted line (`fittedGrowth`).
 * RSS is shown beside it, fitted too, but not judged: V8 grows its heap and the allocator keeps pages between
 * collections that run minutes apart, so the same process's RSS swings by a quarter without anything kept
 * (decision 027, the memory budget). Judged on a process that ran 5 minutes or more with at least three full
 * collections after its warm-up.
 */
export function memoryLines(instances: Instance[]) {
  const lines: string[] = [];
  let worst = -Infinity;
  let judged = 0;
  for (const inst of instances) {
    const gcs = inst.liveSets();
    const pids = [...new Set(inst.rss.map((r) => r.pid))];
    for (const pid of pids) {
      const series = inst.rss.filter((r) => r.pid === pid);
      const first = series[0];
      const last = series[series.length - 1];
      if (!first || !last) continue;
      const life = last.at - first.at;
      const warm = first.at + Math.max(60_000, life / 3);
      const rss = fittedGrowth(series.filter((r) => r.at >= warm));
      const collections = gcs.filter((g) => g.pid === pid && g.at >= warm);
      const live = fittedGrowth(collections);
      const enough = life >= 5 * 60_000 && collections.length >= 3 && Number.isFinite(live.growth);
      if (enough) {
        judged++;
        worst = Math.max(worst, live.growth);
      }
      const trace = series
        .filter((_, i) => i % Math.max(1, Math.ceil(series.length / 12)) === 0 || _ === last)
        .map((r) => r.mb.toFixed(0))
        .join(' ');
      const pct = (g: number) => (Number.isFinite(g) ? `${g >= 0 ? '+' : ''}${g.toFixed(1)} %` : '-');
      const why = life < 5 * 60_000 ? 'under 5 min' : `${collections.length} full collections after warm-up`;
      lines.push(
        `${inst.name} pid ${pid}: ${(life / 60_000).toFixed(1)} min, RSS MB ${trace}; after warm-up: live set ` +
          `after ${collections.length} full collections ${ms(live.from)} → ${ms(live.to)} MB (${pct(live.growth)}), ` +
          `RSS fitted ${ms(rss.from)} → ${ms(rss.to)} MB (${pct(rss.growth)})${enough ? '' : ` — not judged (${why})`}`,
      );
    }
  }
  return { lines, worst, judged };
}

/** CPU per answered call on each instance (all its processes): comparable between a loaded and an idle machine. */
export function cpuLines(instances: Instance[], samples: Sample[]): string[] {
  return instances.map((inst) => {
    const seconds = cpuSecondsOf(inst);
    const calls = samples.filter((s) => s.upstream.split(/,\s*/).pop() === inst.address).length;
    return `${inst.name}: ${seconds.toFixed(1)} s CPU for ${calls} calls answered = ${calls ? ((seconds * 1000) / calls).toFixed(1) : '-'} ms per call`;
  });
}

export function budgetTable(budgets: Budget[]): string[] {
  return budgets.map((b) => `  ${b.verdict.padEnd(10)} ${b.what}: ${b.figure} (budget: ${b.budget})`);
}
