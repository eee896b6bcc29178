// Where a trace's time went, per thread (`npm run bench:viewer -- --trace FILE`, then
// `npx tsx perf/trace-threads.ts FILE`): for each thread of each process, how busy it was over the trace (its
// top-level tasks' time against the trace's length) and the kinds of work inside those tasks that took most.
import fs from 'node:fs';

interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: tsx perf/trace-threads.ts TRACE.json [kinds per thread]');
const top = Number(topArg ?? 8);
const events = (JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;

const names = new Map<string, string>();
for (const e of events)
  if (e.ph === 'M' && (e.name === 'thread_name' || e.name === 'process_name'))
    names.set(e.name === 'thread_name' ? `${e.pid}:${e.tid}` : `${e.pid}`, e.args?.name ?? '?');

const complete = events.filter((e) => e.ph === 'X' && typeof e.dur === 'number');
const start = Math.min(...complete.map((e) => e.ts));
const end = Math.max(...complete.map((e) => e.ts + (e.dur ?? 0)));
const lengthMs = (end - start) / 1000;
console.log(`trace: ${lengthMs.toFixed(0)} ms, ${events.length} events`);

const TASK =
  /^(RunTask|ThreadControllerImpl::RunTask|ThreadPool_RunTask|TaskQueueManager::ProcessTaskFromWorkQueue)$/;
const byThread = new Map<string, TraceEvent[]>();
for (const e of complete) {
  const key = `${e.pid}:${e.tid}`;
  const list = byThread.get(key) ?? [];
  list.push(e);
  byThread.set(key, list);
}

const rows: { thread: string; busy: number; kinds: [string, number][] }[] = [];
for (const [key, list] of byThread) {
  list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // Top-level tasks: not inside another task of the same thread.
  let taskEnd = -Infinity;
  let busy = 0;
  const kinds = new Map<string, number>();
  let childEnd = -Infinity;
  for (const e of list) {
    const stop = e.ts + (e.dur ?? 0);
    if (TASK.test(e.name)) {
      if (e.ts >= taskEnd) {
        busy += e.dur ?? 0;
        taskEnd = stop;
      }
      continue;
    }
    // The outermost events inside tasks, by name.
    if (e.ts >= childEnd) {
      kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.dur ?? 0));
      childEnd = stop;
    }
  }
  if (busy / 1000 < lengthMs * 0.01) continue;
  rows.push({
    thread: `${names.get(`${key.split(':')[0]}`) ?? '?'} / ${names.get(key) ?? key}`,
    busy: busy / 1000,
    kinds: [...kinds].sort((a, b) => b[1] - a[1]).slice(0, top),
  });
}
rows.sort((a, b) => b.busy - a.busy);
for (const r of rows) {
  console.log(`\n${r.thread}: busy ${r.busy.toFixed(0)} ms (${((100 * r.busy) / lengthMs).toFixed(0)} %)`);
  for (const [name, us] of r.kinds) console.log(`  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`);
}
