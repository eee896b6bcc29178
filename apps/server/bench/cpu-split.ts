import fs from 'node:fs';

/**
 * Where the machine's CPU goes while a route is under load (issue 8 §7): this process (the server under test),
 * PostgreSQL's processes, and the rest (the load generator, mostly). Read from /proc, so Linux only; on two
 * shared cores the three compete, and a route's throughput is bounded by their sum per request, not by the
 * server's share alone.
 */
export interface CpuSplit {
  /** CPU microseconds per request in this process. */
  server: number;
  /** … in PostgreSQL's processes (its server, its backends). */
  database: number;
  /** … everywhere else (autocannon, the kernel's idle-less remainder, other work on the machine). */
  other: number;
}

const TICK_US = 1_000_000 / 100; // USER_HZ is 100 on Linux

interface Snapshot {
  server: number;
  database: number;
  busy: number;
}

/**
 * utime + stime of every process whose command is `postgres`, plus what the postmaster has collected of its
 * ended children (a backend closed during the run takes its time along), in microseconds.
 */
function databaseCpu(): number {
  let ticks = 0;
  const procs: { pid: string; ppid: string; reaped: number }[] = [];
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const close = stat.lastIndexOf(')');
    if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
    const fields = stat.slice(close + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
    procs.push({ pid, ppid: fields[1] ?? '', reaped: Number(fields[13]) + Number(fields[14]) });
  }
  const pids = new Set(procs.map((p) => p.pid));
  for (const p of procs) if (!pids.has(p.ppid)) ticks += p.reaped;
  return ticks * TICK_US;
}

/** Busy (non-idle, non-iowait) CPU time of the whole machine, in microseconds. */
function machineBusy(): number {
  // The first line: "cpu  user nice system idle iowait irq softirq steal …" in ticks.
  const [cpu = ''] = fs.readFileSync('/proc/stat', 'utf8').split('\n');
  const v = cpu.trim().split(/\s+/).slice(1).map(Number);
  const [, , , idleTicks = 0, iowait = 0] = v;
  const idle = idleTicks + iowait;
  return (v.reduce((a, b) => a + b, 0) - idle) * TICK_US;
}

function snapshot(): Snapshot {
  const own = process.cpuUsage();
  return { server: own.user + own.system, database: databaseCpu(), busy: machineBusy() };
}

const cpuSplitSupported = () => fs.existsSync('/proc/stat');

/** Runs `load`, and divides the CPU each part spent meanwhile by the requests `load` reports. */
export async function withCpuSplit<T>(
  load: () => Promise<T>,
  requestsOf: (result: T) => number,
): Promise<{ result: T; split: CpuSplit | undefined }> {
  if (!cpuSplitSupported()) return { result: await load(), split: undefined };
  const before = snapshot();
  const result = await load();
  const after = snapshot();
  const n = Math.max(1, requestsOf(result));
  const server = (after.server - before.server) / n;
  const database = (after.database - before.database) / n;
  const busy = (after.busy - before.busy) / n;
  return { result, split: { server, database, other: Math.max(0, busy - server - database) } };
}
