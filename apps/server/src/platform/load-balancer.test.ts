import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API } from '@portal/contract';
import { freePort, Nginx, renderNginx } from '../../soak/nginx';

// The shipped balancer configuration (deploy/nginx/portal.conf, docs/production.md), run by the real nginx in
// front of two upstreams that misbehave on demand (what a killed, draining or shedding instance does to nginx).
// Skipped where nginx is not installed (apt-get install -y nginx-light).
const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
const deployDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../deploy/nginx');

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
}

/** An upstream: `mode` decides its answers; `seen` is every request it received. */
class Upstream {
  mode: 'ok' | '502' | '503' = 'ok';
  seen: Seen[] = [];
  /** Resolved when a request's headers arrive, before its body has ended. */
  onHeaders: (() => void) | undefined;
  readonly server = http.createServer((req, res) => {
    this.seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    this.onHeaders?.();
    if (req.url === `/api${API.notificationEvents.path}`) {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('event: ready\ndata: \n\n'); // and the stream stays open
      return;
    }
    let bytes = 0;
    req.on('data', (c: Buffer) => (bytes += c.length));
    req.on('end', () => {
      const status = req.url === '/api/health' || this.mode === 'ok' ? 200 : Number(this.mode);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ bytes }));
    });
  });
  get address() {
    return `127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  start() {
    return new Promise<void>((r) => this.server.listen(0, '127.0.0.1', () => r()));
  }
  stop() {
    this.server.closeAllConnections();
    return new Promise<void>((r) => this.server.close(() => r()));
  }
}

/** One request through the balancer from `localAddress`; resolves with the status, X-Upstream and the body. */
function send(
  port: number,
  method: string,
  url: string,
  body?: Buffer,
  localAddress = '127.0.0.1',
  extra: Record<string, string> = {},
) {
  return new Promise<{ status: number; upstream: string; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        localAddress,
        agent: false,
        headers: { ...extra, ...(body ? { 'content-length': String(body.length) } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            upstream: String(res.headers['x-upstream'] ?? ''),
            body: text,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe.runIf(nginxBin)('the load balancer configuration (deploy/nginx)', () => {
  const a = new Upstream();
  const b = new Upstream();
  let nginx: Nginx;
  let dir: string;

  beforeAll(async () => {
    await Promise.all([a.start(), b.start()]);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'));
    nginx = new Nginx(dir, await freePort());
    await nginx.start(
      renderNginx(deployDir, {
        listen: `127.0.0.1:${nginx.port}`,
        upstreams: [a.address, b.address],
        maxUploadMb: 1,
      }),
    );
  });
  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([a.stop(), b.stop()]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    a.mode = b.mode = 'ok';
    a.seen = [];
    b.seen = [];
  });

  it('spreads calls over the instances and forwards the client address (not one it claims), scheme and host', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(
        await send(nginx.port, 'GET', '/api/ready', undefined, '127.1.2.3', { 'x-forwarded-for': '6.6.6.6' }),
      );
    expect(answers.map((x) => x.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((x) => x.upstream))).toEqual(new Set([a.address, b.address]));
    const headers = [...a.seen, ...b.seen].map((s) => s.headers);
    for (const h of headers) {
      expect(h['x-forwarded-for']).toBe('127.1.2.3');
      expect(h['x-forwarded-proto']).toBe('http');
      expect(h['x-forwarded-host']).toBe('127.0.0.1');
    }
  });

  it('retries an idempotent call answered 502 on the next instance, and never a POST that reached one', async () => {
    a.mode = '502';
    const gets = [];
    for (let i = 0; i < 2; i++) gets.push(await send(nginx.port, 'GET', '/api/ready'));
    expect(gets.map((g) => g.status)).toEqual([200, 200]);
    expect(gets.some((g) => g.upstream === `${a.address}, ${b.address}`)).toBe(true);
    const posts = [];
    for (let i = 0; i < 2; i++)
      posts.push(await send(nginx.port, 'POST', '/api/users/authenticate', Buffer.from('{}')));
    const onA = posts.filter((p) => p.upstream === a.address);
    expect(onA.length).toBe(1);
    expect(onA[0]?.status).toBe(502);
  });

  it('passes a shed call (503) on without leaving the instance out', async () => {
    a.mode = '503';
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await send(nginx.port, 'GET', '/api/ready'));
    // Round robin goes on: a keeps its share although every one of its answers was a 503.
    expect(a.seen.length).toBe(5);
    expect(answers.filter((x) => x.status === 503).every((x) => x.upstream === a.address)).toBe(true);
  });

  it('streams the notification events unbuffered', async () => {
    const first = await new Promise<string>((resolve, reject) => {
      const req = http.get({
        host: '127.0.0.1',
        port: nginx.port,
        path: `/api${API.notificationEvents.path}`,
        agent: false,
      });
      req.on('response', (res) => res.once('data', (c: Buffer) => (resolve(c.toString()), req.destroy())));
      req.on('error', reject);
      setTimeout(
        () => reject(new Error('the first event did not come through while the stream is open')),
        5000,
      );
    });
    expect(first).toContain('event: ready');
  });

  it('passes every multipart call of the route table up to the upload size, streaming the body as it comes', async () => {
    const multipart = Object.values(API).filter((r) => 'multipart' in r && r.multipart);
    expect(multipart.length).toBeGreaterThan(0);
    for (const route of multipart) {
      // 3 MiB: over the 2 MiB of JSON calls, under this configuration's 1 MiB x 10 + 1.
      const answer = await send(nginx.port, 'POST', `/api${route.path}`, Buffer.alloc(3 * 1024 * 1024, 1));
      expect(answer.status, route.path).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ bytes: 3 * 1024 * 1024 });
    }
    // Not spooled: the instance has the request while the client is still sending its body.
    const arrived = new Promise<void>((r) => (a.onHeaders = b.onHeaders = r));
    const req = http.request({
      host: '127.0.0.1',
      port: nginx.port,
      method: 'POST',
      path: `/api${API.addComment.path}`,
      agent: false,
      headers: { 'content-length': 2 * 65536 },
    });
    req.on('error', () => undefined);
    req.write(Buffer.alloc(65536));
    await expect(
      Promise.race([
        arrived.then(() => 'arrived'),
        new Promise((r) => setTimeout(() => r('held back'), 3000)),
      ]),
    ).resolves.toBe('arrived');
    req.destroy();
    a.onHeaders = b.onHeaders = undefined;
  });

  it('retries even a POST on the next instance when the first refuses the connection (stopped or killed)', async () => {
    await a.stop();
    const posts = [];
    for (let i = 0; i < 4; i++)
      posts.push(await send(nginx.port, 'POST', '/api/users/authenticate', Buffer.from('{}')));
    expect(posts.map((p) => p.status)).toEqual([200, 200, 200, 200]);
    expect(posts.every((p) => p.upstream.endsWith(b.address))).toBe(true);
  });
});

describe('the load balancer configuration in the README', () => {
  it('is the shipped file, as it is', () => {
    const readme = fs.readFileSync(path.resolve(deployDir, '../../README.md'), 'utf8');
    const block = /\n( *)```nginx\n([\s\S]*?)\n\1```/.exec(readme);
    expect(block, 'a ```nginx block in README "Running in production"').toBeTruthy();
    const indent = block?.[1] ?? '';
    const shown = (block?.[2] ?? '')
      .split('\n')
      .map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l))
      .join('\n');
    expect(shown.trim()).toBe(fs.readFileSync(path.join(deployDir, 'portal.conf'), 'utf8').trim());
  });
});
