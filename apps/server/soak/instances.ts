import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** One portal instance of the fleet: the built server (dist/main.js) in a process of its own. */
export class Instance {
  child: ChildProcess | undefined;
  /** RSS in MB over time, per process started in this slot (a restart begins a new series). */
  readonly rss: { pid: number; at: number; mb: number }[] = [];
  /** When each process of this slot was started (its GC trace counts from there). */
  readonly startedAt = new Map<number, number>();
  /** CPU seconds (user + system) each process had used at its last sample: a figure the machine's load does not inflate. */
  readonly cpu = new Map<number, number>();
  starts = 0;
  private exited: Promise<void> = Promise.resolve();

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly serverDir: string,
    private readonly env: Record<string, string>,
    private readonly logDir: string,
  ) {}

  get address(): string {
    return `127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts the process and waits until `GET /api/ready` answers 200. */
  async start(): Promise<void> {
    this.starts++;
    const log = fs.openSync(path.join(this.logDir, `${this.name}.log`), 'a');
    // SOAK_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the instances of a run.
    const extra = (process.env.SOAK_NODE_ARGS ?? '').split(' ').filter(Boolean);
    // One line per full collection (Mark-Compact) in the log, with the heap left after it: the live set.
    const gcTrace = ['--trace-gc', '--trace-gc-ignore-scavenger'];
    const spawnedAt = Date.now();
    const child = spawn(process.execPath, ['--enable-source-maps', ...gcTrace, ...extra, 'dist/main.js'], {
      cwd: this.serverDir,
      env: { ...this.env, PORT: String(this.port) },
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    this.child = child;
    if (child.pid) this.startedAt.set(child.pid, spawnedAt);
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null)
        throw new Error(`${this.name} exited with ${child.exitCode} (see ${this.logDir})`);
      try {
        const res = await fetch(`http://${this.address}/api/ready`);
        if (res.status === 200) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`${this.name} was not ready within 90 s`);
  }

  /** kill -9: no drain, in-flight calls and streams cut. */
  async kill(): Promise<void> {
    this.child?.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM: the instance drains (refuses new connections, answers what reached it, streams told to reconnect) and exits. */
  async stop(): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return child?.exitCode ?? null;
    child.kill('SIGTERM');
    await this.exited;
    return child.exitCode;
  }

  sample(): void {
    const pid = this.child?.pid;
    if (!pid || this.child?.exitCode !== null) return;
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
      if (Number.isFinite(kb)) this.rss.push({ pid, at: Date.now(), mb: kb / 1024 });
      // /proc/<pid>/stat: utime and stime are fields 14 and 15, in clock ticks (100 per second on Linux).
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      const ticks = Number(fields[11]) + Number(fields[12]);
      if (Number.isFinite(ticks)) this.cpu.set(pid, ticks / 100);
    } catch {
      // exited between the check and the read
    }
  }

  /**
   * The heap left after each full collection of each process of this slot, read off the GC trace in its log:
   * `[pid:0x…]  <ms since start> ms: Mark-Compact 95.2 (120.3) -> 80.1 (118.0) MB, …`.
   */
  liveSets(): { pid: number; at: number; mb: number }[] {
    const file = path.join(this.logDir, `${this.name}.log`);
    if (!fs.existsSync(file)) return [];
    const out: { pid: number; at: number; mb: number }[] = [];
    const line =
      /^\[(\d+):0x[0-9a-f]+\]\s+(\d+) ms: Mark-Compact (?:\(reduce\) )?[\d.]+ \([\d.]+\) -> ([\d.]+) \(/;
    for (const text of fs.readFileSync(file, 'utf8').split('\n')) {
      const m = line.exec(text);
      const started = m && this.startedAt.get(Number(m[1]));
      if (m && started) out.push({ pid: Number(m[1]), at: started + Number(m[2]), mb: Number(m[3]) });
    }
    return out;
  }
}
