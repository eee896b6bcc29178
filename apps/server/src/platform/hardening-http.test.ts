import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema';
import { createUser, PASSWORD, type TestContext } from '../../test/helpers';
import {
  closeHardeningWorld,
  hardeningFixtures,
  hardeningWorld,
  REMOTE,
  type HardeningWorld,
} from '../../test/hardening-fixtures';

/** Issue 9 §1: the dev mailbox for loopback clients only, no-store, no secrets in the log. Load: hardening-load. */

let world: HardeningWorld;
let ctx: TestContext;
const { appWith } = hardeningFixtures(() => world);

beforeAll(async () => {
  world = await hardeningWorld();
  ({ ctx } = world);
});
afterAll(() => closeHardeningWorld(world));

describe('dev mailbox: loopback clients only', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith();
  });

  it('answers the API and the page to a client on this machine', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const api = await app.inject({ method: 'GET', url: '/api/dev/mail', remoteAddress });
      expect(api.statusCode).toBe(200);
      expect(Array.isArray(api.json())).toBe(true);
      const page = await app.inject({ method: 'GET', url: '/dev/mail', remoteAddress });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('portal page');
    }
  });

  it('answers 404 to any other client, for the API and the page, whatever the spelling', async () => {
    for (const url of [
      '/api/dev/mail',
      '/api/dev/mail?limit=5',
      '/API/Dev/Mail/',
      '/dev/mail',
      '/Dev/Mail?to=a@b.test',
      '/dev/mail/',
    ]) {
      const res = await app.inject({ method: 'GET', url, remoteAddress: REMOTE });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not found.' });
      expect(res.body).not.toContain('portal page');
    }
    // Other pages are still served to remote clients.
    const other = await app.inject({ method: 'GET', url: '/login', remoteAddress: REMOTE });
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('portal page');
  });

  it('does not count a request forwarded by a proxy as loopback, even from 127.0.0.1 and with TRUST_PROXY', async () => {
    const trusting = await appWith({ trustProxy: true });
    for (const target of [app, trusting])
      for (const headers of [
        { 'x-forwarded-for': '127.0.0.1' },
        { 'x-forwarded-for': REMOTE },
        { forwarded: 'for=127.0.0.1' },
        { 'x-real-ip': '127.0.0.1' },
      ]) {
        for (const url of ['/api/dev/mail', '/dev/mail']) {
          const res = await target.inject({ method: 'GET', url, headers, remoteAddress: '127.0.0.1' });
          expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
        }
      }
  });

  it('is absent in production mode, page included', async () => {
    const production = await appWith({ demo: false });
    for (const url of ['/api/dev/mail', '/dev/mail'])
      expect((await production.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('Cache-Control', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith();
  });

  it('is no-store on every API answer: success, refusals, errors and unknown paths', async () => {
    const user = await createUser(ctx);
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/authenticate',
      payload: { Email: user.email, Password: PASSWORD, DeviceName: 'cache-device' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().token).toBeTruthy();
    expect(login.headers['cache-control']).toBe('no-store');
    const answers = [
      await app.inject({ method: 'GET', url: '/api/health' }),
      await app.inject({ method: 'GET', url: '/api/client-config' }),
      await app.inject({ method: 'GET', url: '/api/users/getmarkets' }),
      await app.inject({ method: 'POST', url: '/api/users/authenticate', payload: { Email: 'x' } }), // 400
      await app.inject({
        method: 'POST',
        url: '/api/users/authenticate',
        payload: { Email: user.email, Password: 'wrong-password-1', DeviceName: 'd' },
      }), // 401
      await app.inject({ method: 'GET', url: '/api/home/getnotificationbyuser' }), // 401 from the guard
      await app.inject({ method: 'GET', url: '/api/no/such/call' }), // 404
      await app.inject({ method: 'GET', url: '/API/Health?x=1' }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 400, 401, 401, 404, 200]);
    for (const a of answers) expect(a.headers['cache-control']).toBe('no-store');
  });

  it('leaves the SPA page (no-cache) and static assets alone', async () => {
    const page = await app.inject({ method: 'GET', url: '/Project-List' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).not.toBe('no-store');
  });
});

describe('the log holds no secrets', () => {
  const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQtMTIz$SECRETHASHVALUEabcdef0123456789';
  const VALUE = 'secret-value-0x10';

  it('logs neither query strings, link tokens, bearer tokens nor the parameters of a failed query', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const existing = await createUser(ctx);
    const app = await appWith({}, { logger: { level: 'info', stream } }, (a) => {
      // Two calls whose query fails: a duplicate account (its parameters hold a password hash), and a value
      // PostgreSQL quotes in its message.
      a.post('/api/test/failing-insert', { config: { access: 'public' } }, async () => {
        await a.db.insert(users).values({
          email: existing.email,
          firstName: 'Dup',
          surName: 'Licate',
          role: existing.role,
          status: 'accepted',
          passwordHash: HASH,
        });
        return {};
      });
      a.get('/api/test/failing-cast', { config: { access: 'public' } }, async () => {
        await a.db.execute(sql`select ${VALUE}::int as n`);
        return {};
      });
    });

    const approveToken = 'APPROVETOKEN0123456789abcdef';
    const resetToken = 'RESETTOKEN0123456789abcdef';
    const email = 'anna.secret@example.test';
    const opened = [
      await app.inject({
        method: 'GET',
        url: `/user/approveuserRequest?email=${encodeURIComponent(email)}&token=${approveToken}`,
      }),
      await app.inject({
        method: 'GET',
        url: `/user/forgotPassword?email=${encodeURIComponent(email)}&token=${resetToken}`,
      }),
      // The reset page sends the link's token as the bearer; a query string on an API call.
      await app.inject({
        method: 'POST',
        url: `/api/users/changepassword?token=${resetToken}`,
        headers: { authorization: `Bearer ${resetToken}` },
        payload: {},
      }),
      await app.inject({ method: 'POST', url: '/api/test/failing-insert' }),
      await app.inject({ method: 'GET', url: '/api/test/failing-cast' }),
    ];
    expect(opened.map((r) => r.statusCode)).toEqual([200, 200, 400, 500, 500]);
    for (const r of opened.slice(3)) expect(r.json().message).toBe('internal server error');

    const log = lines.join('\n');
    // The log did record the requests and the failures...
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const urls = entries.map((e) => (e.req as { url?: string } | undefined)?.url).filter(Boolean);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/user/approveuserRequest',
        '/user/forgotPassword',
        '/api/users/changepassword',
        '/api/test/failing-insert',
      ]),
    );
    const failures = entries.filter((e) => e.msg === 'request failed');
    expect(failures).toHaveLength(2);
    expect(log).toContain('Failed query: insert into \\"users\\"');
    expect(log).toContain('23505'); // unique_violation, the cause's code
    expect(log).toContain('22P02'); // invalid_text_representation
    expect(log).toContain('invalid input syntax for type integer');
    // ...without a secret, a query string or a parameter.
    for (const secret of [approveToken, resetToken, HASH, 'SECRETHASHVALUE', VALUE, email, existing.email])
      expect(log, secret).not.toContain(secret);
    expect(log).not.toContain('?email=');
    expect(log).not.toContain('token=');
    expect(log).not.toContain('params:');
    expect(log).not.toContain('"params"');
  });
});
