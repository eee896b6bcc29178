import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** One portal instance of the fleet: the built server (dist/main.js) in a process of its own. */
export class Instance {
  child: ChildProcess | undefined;
  /** RSS in MB over time, per process started in this slot (a restart begins a new series). */
  readonly rss: { pid: number; at: number; mb: number }[] = [];
  /** V8 heap in use (MB), read off the instance's own /metrics (loopback): its floor is the live set. */
  readonly heap: { pid: number; at: number; mb: number }[] = [];
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
    const child = spawn(process.execPath, ['--enable-source-maps', ...extra, 'dist/main.js'], {
      cwd: this.serverDir,
      env: { ...this.env, PORT: String(this.port) },
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    this.child = child;
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
    void this.sampleHeap(pid);
  }

  private async sampleHeap(pid: number): Promise<void> {
    try {
      const res = await fetch(`http://${this.address}/metrics`, { signal: AbortSignal.timeout(5_000) });
      const bytes = Number(/^nodejs_heap_used_bytes (\S+)$/m.exec(await res.text())?.[1] ?? NaN);
      if (Number.isFinite(bytes) && this.child?.pid === pid)
        this.heap.push({ pid, at: Date.now(), mb: bytes / 2 ** 20 });
    } catch {
      // stopping or restarting: no sample
    }
  }
}
