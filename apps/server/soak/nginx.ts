import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { MAX_MESSAGE_ATTACHMENTS } from '@portal/contract';

/**
 * How long nginx leaves out an instance after max_fails failed attempts (passive health checks): a rolling
 * restart waits this long after an instance is ready before stopping the next, or all may be left out at once.
 */
export const FAIL_TIMEOUT_S = 5;

/** The repository's balancer configuration (deploy/nginx), filled in for this topology. */
export function renderNginx(
  deployDir: string,
  opts: { listen: string; upstreams: string[]; maxUploadMb: number },
): { main: string; portal: string } {
  const portal = fs
    .readFileSync(path.join(deployDir, 'portal.conf'), 'utf8')
    .replace(
      '@UPSTREAM_SERVERS@',
      opts.upstreams.map((u) => `    server ${u} max_fails=3 fail_timeout=${FAIL_TIMEOUT_S}s;`).join('\n'),
    )
    .replace('@LISTEN@', opts.listen)
    .replace('@UPLOAD_BODY_MB@', String(opts.maxUploadMb * MAX_MESSAGE_ATTACHMENTS + 1));
  const left = /@[A-Z_]+@/.exec(portal);
  if (left) throw new Error(`deploy/nginx/portal.conf: ${left[0]} is not filled in`);
  return { main: fs.readFileSync(path.join(deployDir, 'nginx.conf'), 'utf8'), portal };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** nginx from Debian's package, run from a directory of its own (`-p`), in the foreground. */
export class Nginx {
  private child: ChildProcess | undefined;

  constructor(
    readonly prefix: string,
    readonly port: number,
  ) {}

  async start(config: { main: string; portal: string }): Promise<void> {
    for (const dir of ['logs', 'tmp']) fs.mkdirSync(path.join(this.prefix, dir), { recursive: true });
    fs.writeFileSync(path.join(this.prefix, 'nginx.conf'), config.main);
    fs.writeFileSync(path.join(this.prefix, 'portal.conf'), config.portal);
    const bin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
    if (!bin) throw new Error('nginx is not installed: apt-get install -y nginx-light');
    const args = ['-p', `${this.prefix}/`, '-c', 'nginx.conf', '-e', 'logs/error.log'];
    const test = spawn(bin, [...args, '-t'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    test.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    const code = await new Promise<number | null>((r) => test.once('exit', r));
    if (code !== 0) throw new Error(`nginx -t failed:\n${out}`);
    this.child = spawn(bin, [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      try {
        const res = await fetch(`http://127.0.0.1:${this.port}/api/health`);
        if (res.status === 200) return;
      } catch {
        // not yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`nginx did not answer on ${this.port}`);
  }

  /**
   * The operator's step before restarting an instance on purpose: the balancer's upstreams rewritten and nginx
   * reloaded (SIGHUP). New workers route by the new list; the old ones finish what they carry and exit. Until
   * then an instance that closes its listener resets the connections queued in its accept backlog, and nginx
   * cannot retry a POST that was sent on one (the soak saw it: 2 list calls failed in a rolling restart).
   */
  async reload(config: { main: string; portal: string }): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) throw new Error('nginx is not running');
    fs.writeFileSync(path.join(this.prefix, 'portal.conf'), config.portal);
    child.kill('SIGHUP');
    // The new workers start at once; a moment for calls already routed by the old ones to reach their instance.
    await new Promise((r) => setTimeout(r, 1500));
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}
