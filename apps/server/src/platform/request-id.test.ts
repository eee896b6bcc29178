import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../app';
import { safeLoggerOptions } from './logging';
import { MailWorker } from './mail';
import { createTestContext, type TestContext } from '../../test/helpers';

/** Issue 23 §3: a request id on every log line of a request, echoed, and given with a server error. */

let ctx: TestContext;
let app: FastifyInstance;
let lines: Record<string, unknown>[] = [];

/** pino's output as parsed lines. */
function capture() {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
}

beforeAll(async () => {
  ctx = await createTestContext();
  app = await buildApp({
    config: ctx.config,
    database: ctx.database,
    storage: ctx.app.storage,
    logger: { level: 'info', stream: capture() },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const linesOf = (id: unknown) => lines.filter((l) => l.reqId === id);

describe('request id', () => {
  it('is generated, echoed in X-Request-Id, and on every log line of the request', async () => {
    lines = [];
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(linesOf(id).map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    // Every line written during the request is one of its own.
    expect(lines.every((l) => l.reqId === id)).toBe(true);
    const again = await app.inject({ method: 'GET', url: '/api/health' });
    expect(again.headers['x-request-id']).not.toBe(id);
  });

  it("keeps a load balancer's safe id and replaces anything else", async () => {
    for (const kept of [
      '0f8e2c1d9a7b4e3f8c6d5b4a39281706',
      '3b241101-e2bb-4255-8caf-4136c566a962',
      'hap:1a2b_3c.d',
    ]) {
      const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': kept } });
      expect(res.headers['x-request-id']).toBe(kept);
      expect(linesOf(kept).length).toBe(2);
    }
    for (const bad of [
      'short',
      'x'.repeat(65),
      'has space in it',
      '<script>alert(1)</script>',
      'id"quoted"here',
      'ünïcödé-id',
    ]) {
      lines = [];
      const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': bad } });
      const id = res.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f]{16}$/);
      expect(JSON.stringify(lines)).not.toContain(bad);
      expect(linesOf(id).length).toBe(2);
    }
  });

  it('is on answers written before any route runs: unknown paths and refused sessions', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/no/such/call' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
    // Not a server error: the body stays the plain shape, without the id.
    expect(unknown.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not found.' });
    const refused = await app.inject({ method: 'GET', url: '/api/home/getnotificationbyuser' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
  });

  it('a server error (500) answers with the id and nothing else of the failure, and the log holds it without secrets', async () => {
    const bearer = 'bearer-secret-4f1d8a0c2b7e9d3a';
    // A real failure under the running app: the sessions table is gone, so reading a session fails.
    await ctx.database.db.execute(sql`alter table sessions rename to sessions_away`);
    try {
      lines = [];
      const res = await app.inject({
        method: 'GET',
        url: '/api/home/getnotificationbyuser?token=query-secret-77aa&Email=someone@example.test',
        headers: { authorization: `Bearer ${bearer}`, 'accept-language': 'de' },
      });
      expect(res.statusCode).toBe(500);
      const id = res.headers['x-request-id'];
      expect(res.json()).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: expect.any(String),
        requestId: id,
      });
      expect(res.body).not.toMatch(/sessions|select|relation/i);
      const failure = linesOf(id).find((l) => l.msg === 'request failed');
      expect(failure).toBeDefined();
      expect(JSON.stringify(failure)).toMatch(/sessions/);
      const logged = JSON.stringify(lines);
      for (const secret of [bearer, 'query-secret-77aa', 'someone@example.test']) {
        expect(logged).not.toContain(secret);
        expect(res.body).not.toContain(secret);
      }
    } finally {
      await ctx.database.db.execute(sql`alter table sessions_away rename to sessions`);
    }
  });

  it("the mail worker's lines carry the job's name and a run id of their own", async () => {
    const out: Record<string, unknown>[] = [];
    const log = pino(
      safeLoggerOptions({ level: 'info' }),
      new Writable({
        write(chunk: Buffer, _e, done) {
          out.push(JSON.parse(chunk.toString('utf8')));
          done();
        },
      }),
    );
    await ctx.database.db.execute(sql`
      insert into mail_outbox (to_address, subject, text, html, template)
      values ('nobody@example.test', 's', 't', 'h', 'x'), ('nobody2@example.test', 's', 't', 'h', 'x')`);
    // Nothing listens on port 9: every send fails and is logged.
    const worker = new MailWorker(ctx.database.db, 'smtp://127.0.0.1:9', 'from@portal.test', log, 1000);
    await worker.runOnce();
    await worker.stop();
    const failed = out.filter((l) => l.msg === 'mail delivery failed');
    expect(failed.length).toBeGreaterThanOrEqual(2);
    expect(failed.every((l) => l.job === 'mail' && /^[0-9a-f]{16}$/.test(String(l.runId)))).toBe(true);
    // One round, one run id.
    expect(new Set(failed.map((l) => l.runId)).size).toBe(1);
    await ctx.database.db.execute(sql`delete from mail_outbox where template = 'x'`);
  });
});
