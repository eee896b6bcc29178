// The main thread's tasks in a trace kept by `npm run lighthouse -- --out DIR --trace` (issue 12 §4):
// `npx tsx perf/trace-tasks.ts DIR/dashboard-trace-….json [minimum ms, default 10]`. Lighthouse's mobile preset
// replays the trace with a 4× slower CPU, so a task over 12.5 ms here counts towards Total Blocking Time
// (4 × its length − 50 ms). Prints each such task (start after navigation, length, what it spent its time on)
// and the main thread's total per half second.
import fs from 'node:fs';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

const [file, minArg] = process.argv.slice(2);
if (!file) throw new Error('usage: tsx perf/trace-tasks.ts TRACE.json [minimum ms]');
const minimumMs = Number(minArg ?? 10);
const trace = JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
const events = trace.traceEvents;
const navigation = events.find(
  (e) =>
    e.name === 'navigationStart' &&
    e.args?.data?.isLoadingMainFrame &&
    e.args.data.documentLoaderURL?.startsWith('http'),
);
if (!navigation) throw new Error('no navigation in this trace');
const main = events.filter(
  (e) => e.pid === navigation.pid && e.tid === navigation.tid && e.ph === 'X' && e.ts >= navigation.ts,
);
const ms = (us: number) => us / 1000;
const at = (e: TraceEvent) => ms(e.ts - navigation.ts);
const tasks = main.filter((e) => e.name === 'RunTask');

// What a task is made of: the trace's own names for script, style, layout, paint and garbage collection.
const PARTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'MinorGC',
  'MajorGC',
  'ParseHTML',
]);

let blocking = 0;
console.log('start ms  length ms  (× 4 − 50)  made of');
for (const task of tasks) {
  const length = ms(task.dur ?? 0);
  if (length < minimumMs) continue;
  const end = task.ts + (task.dur ?? 0);
  const parts = new Map<string, number>();
  for (const e of main) {
    if (!PARTS.has(e.name) || e.ts < task.ts || e.ts + (e.dur ?? 0) > end) continue;
    const script = e.args?.data?.url?.replace(/.*\//, '');
    const key = script ? `${e.name} ${script}` : e.name;
    parts.set(key, (parts.get(key) ?? 0) + ms(e.dur ?? 0));
  }
  const counted = Math.max(0, 4 * length - 50);
  blocking += counted;
  const madeOf = [...parts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([k, v]) => `${k} ${v.toFixed(1)}`)
    .join(' | ');
  console.log(
    `${at(task).toFixed(0).padStart(8)}  ${length.toFixed(1).padStart(9)}  ${counted.toFixed(0).padStart(10)}  ${madeOf}`,
  );
}
console.log(
  `blocking time if replayed 4× slower (tasks as recorded, before Lighthouse's simulation): ${blocking.toFixed(0)} ms`,
);

const perHalfSecond = new Map<number, number>();
for (const task of tasks) {
  const slot = Math.floor(at(task) / 500);
  perHalfSecond.set(slot, (perHalfSecond.get(slot) ?? 0) + ms(task.dur ?? 0));
}
console.log(
  'main thread busy per 0.5 s:',
  [...perHalfSecond].map(([slot, busy]) => `${(slot / 2).toFixed(1)} s ${busy.toFixed(0)} ms`).join(', '),
);
