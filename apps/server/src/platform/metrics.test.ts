import http from 'node:http';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ROLES } from '@portal/contract';
import { createUser, get, PASSWORD, signIn, uniqueEmail, type TestContext } from '../../test/helpers';
import {
  closeHardeningWorld,
  hardeningFixtures,
  hardeningWorld,
  REMOTE,
  type HardeningWorld,
} from '../../test/hardening-fixtures';

/** Issue 23 §3: /metrics in Prometheus' text format, per app, not public. */

let world: HardeningWorld;
let ctx: TestContext;
let token: string;
const { appWith } = hardeningFixtures(() => world);
const TOKEN = 'metrics-token-0123456789abcdef';

beforeAll(async () => {
  world = await hardeningWorld();
  ({ ctx } = world);
  const user = await createUser(ctx, { email: uniqueEmail('metrics') });
  token = await signIn(ctx, user.email);
});
afterAll(() => closeHardeningWorld(world));

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * Prometheus' text exposition format, read strictly: every line is a HELP, a TYPE or a sample of a metric
 * whose TYPE came before; label values are quoted; values are numbers. Throws on anything else.
 */
function parseExposition(text: string): Sample[] {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const meta = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.+)$/.exec(line);
    if (meta) {
      const [, kind = '', name = '', rest = ''] = meta;
      if (kind === 'TYPE') {
        if (!['counter', 'gauge', 'histogram', 'summary', 'untyped'].includes(rest))
          throw new Error(`bad type: ${line}`);
        types.set(name, rest);
      }
      continue;
    }
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) throw new Error(`not a sample: ${line}`);
    const [, name = '', labelText = '', value = ''] = m;
    const family = name.replace(/_(bucket|sum|count)$/, '');
    if (!types.has(name) && !types.has(family)) throw new Error(`sample without TYPE: ${line}`);
    const labels: Record<string, string> = {};
    for (const part of labelText.match(/[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*"/g) ?? []) {
      const eq = part.indexOf('=');
      labels[part.slice(0, eq)] = part.slice(eq + 2, -1);
    }
    const number = value === '+Inf' ? Infinity : Number(value);
    if (Number.isNaN(number)) throw new Error(`bad value: ${line}`);
    samples.push({ name, labels, value: number });
  }
  return samples;
}

async function scrape(app: FastifyInstance = ctx.app): Promise<Sample[]> {
  const res = await app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  return parseExposition(res.body);
}

/** The one sample of `name` whose labels include `labels` (0 when there is none). */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]?.value ?? 0;
}

describe('/metrics access', () => {
  it('without METRICS_TOKEN: answers this machine only, in the text format; forwarded or remote calls get a 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(parseExposition(res.body).length).toBeGreaterThan(10);

    const remote = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: REMOTE });
    expect(remote.statusCode).toBe(404);
    expect(remote.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    // A proxy on this machine forwards someone else's call: not this machine's client.
    const forwarded = await ctx.app.inject({
      method: 'GET',
      url: '/METRICS/',
      headers: { 'x-forwarded-for': REMOTE },
    });
    expect(forwarded.statusCode).toBe(404);
    expect(forwarded.body).not.toContain('portal_');
  });

  it('with METRICS_TOKEN: the bearer token is asked of everyone, this machine included', async () => {
    const app = await appWith({ metricsToken: TOKEN });
    const ask = (headers: Record<string, string>, remoteAddress?: string) =>
      app.inject({ method: 'GET', url: '/metrics', headers, ...(remoteAddress ? { remoteAddress } : {}) });
    const none = await ask({});
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(none.body).not.toContain('portal_');
    expect((await ask({ authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(401);
    // A user's session token is not the metrics token.
    expect((await ask({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
    const remote = await ask({ authorization: `Bearer ${TOKEN}` }, REMOTE);
    expect(remote.statusCode).toBe(200);
    expect(parseExposition(remote.body).some((s) => s.name === 'portal_notification_streams_open')).toBe(
      true,
    );
  });

  it('is a route of its own: never the web app page, never shed, and not counted among the requests', async () => {
    const app = await appWith({}, { pressureCheck: () => true });
    await vi.waitFor(() => expect(app.isUnderPressure()).toBe(true), { timeout: 5000, interval: 10 });
    expect((await app.inject({ method: 'GET', url: '/api/users/getmarkets' })).statusCode).toBe(503);
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('portal page');
    const samples = await scrape(app);
    expect(samples.filter((s) => s.labels.route === '/metrics')).toEqual([]);
  });
});

describe('request metrics', () => {
  it('counts a call under its route template, never its path, with its duration; unknown paths share one label', async () => {
    const before = await scrape();
    const template = '/api/projects/:projectId/timeline';
    const labels = { method: 'GET', route: template, status: '404' };
    expect((await get(ctx, '/projects/123/timeline', token)).statusCode).toBe(404);
    expect((await get(ctx, '/projects/456/timeline', token)).statusCode).toBe(404);
    expect((await get(ctx, '/no/such/call/789', token)).statusCode).toBe(404);
    expect((await get(ctx, '/health')).statusCode).toBe(200);

    const after = await scrape();
    const delta = (name: string, l: Record<string, string>) =>
      valueOf(after, name, l) - valueOf(before, name, l);
    expect(delta('portal_http_requests_total', labels)).toBe(2);
    expect(
      delta('portal_http_requests_total', { method: 'GET', route: 'unmatched', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(delta('portal_http_requests_total', { method: 'GET', route: '/api/health', status: '200' })).toBe(
      1,
    );
    const histogram = { method: 'GET', route: template, status_class: '4xx' };
    expect(delta('portal_http_request_duration_seconds_count', histogram)).toBe(2);
    expect(delta('portal_http_request_duration_seconds_sum', histogram)).toBeGreaterThan(0);
    expect(delta('portal_http_request_duration_seconds_bucket', { ...histogram, le: '+Inf' })).toBe(2);
    // No label anywhere holds a raw path with an id.
    expect(after.some((s) => Object.values(s.labels).some((v) => /\/(123|456|789)\b/.test(v)))).toBe(false);
  });

  it('counts shed calls by reason, and the shed answer carries its request id', async () => {
    const app = await appWith({}, { pressureCheck: () => true });
    await vi.waitFor(() => expect(app.isUnderPressure()).toBe(true), { timeout: 5000, interval: 10 });
    const shed = await app.inject({ method: 'GET', url: '/api/users/getmarkets' });
    await app.inject({ method: 'GET', url: '/api/users/getmarkets' });
    expect(shed.statusCode).toBe(503);
    expect(shed.json().requestId).toBe(shed.headers['x-request-id']);
    const samples = await scrape(app);
    expect(valueOf(samples, 'portal_http_requests_shed_total', { reason: 'busy' })).toBe(2);
    expect(
      valueOf(samples, 'portal_http_requests_total', {
        method: 'GET',
        route: '/api/users/getmarkets',
        status: '503',
      }),
    ).toBe(2);
  });

  it('counts rate-limited calls (429) by route', async () => {
    const app = await appWith({ authRateLimit: 2 });
    const ip = '198.51.100.23';
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/users/authenticate',
        remoteAddress: ip,
        payload: { Email: uniqueEmail('limited'), Password: PASSWORD, DeviceName: 'd' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses[2]).toBe(429);
    const samples = await scrape(app);
    expect(
      valueOf(samples, 'portal_http_requests_rate_limited_total', { route: '/api/users/authenticate' }),
    ).toBe(1);
  });
});

describe('gauges collected on scrape', () => {
  it('the mail outbox backlog and its oldest age follow the rows, read at most every few seconds', async () => {
    const app = await appWith();
    const before = await scrape(app);
    const pending = valueOf(before, 'portal_mail_outbox_backlog', { status: 'pending' });
    const sending = valueOf(before, 'portal_mail_outbox_backlog', { status: 'sending' });
    await ctx.database.db.execute(sql`
      insert into mail_outbox (to_address, subject, text, html, template, status, created_at) values
        ('a@example.test', 's', 't', 'h', 'x', 'pending', now() - interval '2 hours'),
        ('b@example.test', 's', 't', 'h', 'x', 'pending', now()),
        ('c@example.test', 's', 't', 'h', 'x', 'sending', now()),
        ('d@example.test', 's', 't', 'h', 'x', 'sent', now() - interval '3 days'),
        ('e@example.test', 's', 't', 'h', 'x', 'failed', now() - interval '3 days')`);
    // Cached: the same app scraped at once shows what it read a moment ago.
    expect(valueOf(await scrape(app), 'portal_mail_outbox_backlog', { status: 'pending' })).toBe(pending);

    const fresh = await scrape(await appWith());
    expect(valueOf(fresh, 'portal_mail_outbox_backlog', { status: 'pending' })).toBe(pending + 2);
    expect(valueOf(fresh, 'portal_mail_outbox_backlog', { status: 'sending' })).toBe(sending + 1);
    const age = valueOf(fresh, 'portal_mail_outbox_oldest_age_seconds');
    expect(age).toBeGreaterThanOrEqual(7200);
    expect(age).toBeLessThan(7200 + 600);
    await ctx.database.db.execute(sql`delete from mail_outbox where template = 'x'`);
  });

  it('live notification streams open on this instance', async () => {
    const app = await appWith();
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    // The live bell is the Validation Center's.
    const vc = await createUser(ctx, { email: uniqueEmail('metrics-vc'), role: ROLES.VC });
    const vcToken = await signIn(ctx, vc.email);
    // node:http rather than fetch: destroying the socket ends the stream at once (fetch's kept-alive
    // socket held the server's close for a minute).
    const stream = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.get(`${base}/api/home/notificationevents`, {
        headers: { authorization: `Bearer ${vcToken}` },
        agent: false,
      });
      req.on('response', resolve).on('error', reject);
    });
    expect(stream.statusCode).toBe(200);
    await once(stream, 'data'); // the first event: the stream is registered
    expect(valueOf(await scrape(app), 'portal_notification_streams_open')).toBe(1);
    stream.destroy();
    await vi.waitFor(async () =>
      expect(valueOf(await scrape(app), 'portal_notification_streams_open')).toBe(0),
    );
  });

  it('the database pool, the event loop and the process', async () => {
    await scrape(); // the event-loop statistics start again from here
    // The monitor's first tick after a reset only starts its count (see eventLoopGauges).
    await new Promise((r) => setTimeout(r, 25));
    const until = Date.now() + 120;
    while (Date.now() < until); // the loop held for 120 ms
    await new Promise((r) => setTimeout(r, 30));
    const samples = await scrape();
    const max = ctx.database.kind === 'pglite' ? 1 : 5;
    expect(valueOf(samples, 'portal_db_pool_connections', { state: 'max' })).toBe(max);
    expect(valueOf(samples, 'portal_db_pool_connections', { state: 'total' })).toBeLessThanOrEqual(max);
    expect(valueOf(samples, 'portal_db_pool_waiting')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'portal_event_loop_delay_seconds', { stat: 'max' })).toBeGreaterThanOrEqual(0.1);
    expect(valueOf(samples, 'portal_event_loop_delay_seconds', { stat: 'p50' })).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(10 * 1024 * 1024);
    expect(valueOf(samples, 'process_cpu_seconds_total')).toBeGreaterThan(0);
  });

  it('background jobs: runs and failures by job, with their durations', async () => {
    const app = await appWith();
    await app.metrics.timeJob('reminders', async () => 3);
    await expect(
      app.metrics.timeJob('reminders', async () => {
        throw new Error('smtp down');
      }),
    ).rejects.toThrow('smtp down');
    app.metrics.jobRun('exports', 'ok');
    const samples = await scrape(app);
    expect(valueOf(samples, 'portal_jobs_total', { job: 'reminders', outcome: 'ok' })).toBe(1);
    expect(valueOf(samples, 'portal_jobs_total', { job: 'reminders', outcome: 'failed' })).toBe(1);
    expect(valueOf(samples, 'portal_jobs_total', { job: 'exports', outcome: 'ok' })).toBe(1);
    expect(valueOf(samples, 'portal_job_duration_seconds_count', { job: 'reminders' })).toBe(2);
    // Another app in the same process has its own registry.
    expect(valueOf(await scrape(), 'portal_jobs_total', { job: 'reminders', outcome: 'ok' })).toBe(0);
  });
});
