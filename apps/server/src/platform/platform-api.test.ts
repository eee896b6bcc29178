import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { ROLES } from '@portal/contract';
import { migrationsFolder, rowsOf, theRow } from '../db/client';
import { users } from '../db/schema';
import { createTestContext, createUser, post, signIn, type TestContext } from '../../test/helpers';
import { PLATFORM_ENV } from '../../test/platform-fixtures';

/** The API's conventions (paths, errors, body limits), health and readiness, the API documents, security headers. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(PLATFORM_ENV);
});
afterAll(() => ctx.close());

async function userCount() {
  const rows = await ctx.database.db.select({ n: count() }).from(users);
  return theRow(rows, 'the user count').n;
}

describe('API conventions', () => {
  it('paths are case-insensitive', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/API/Users/GetBrands' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((b: { brand_name: string }) => b.brand_name)).toContain('Peugeot');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/USERS/Authenticate',
      payload: { Email: 'nobody@example.test', Password: 'x', DeviceName: 'x' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('an unknown /api path answers a JSON 404', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await ctx.app.inject({ method, url: '/api/users/doesnotexist' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not found.' });
    }
  });

  it('a malformed JSON body answers 400, not 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/authenticate',
      headers: { 'content-type': 'application/json' },
      payload: '{"Email": "a@b.test", "Password":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/forgotpassword',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    const wrongType = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/forgotpassword',
      headers: { 'content-type': 'text/xml' },
      payload: '<Email>a@b.test</Email>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ statusCode: 415 });
  });

  it('wrong types answer 400 with the field named, and change nothing', async () => {
    const before = await userCount();
    const res = await post(ctx, '/users/createaccount', {
      Roles: ROLES.RND,
      Email: 123,
      FirstName: ['x'],
      SurName: 'Ng',
      arMarkets: 'FR',
      arBrands: [1],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(
      expect.arrayContaining(['Email', 'FirstName', 'arMarkets']),
    );
    expect(await userCount()).toBe(before);

    const user = await createUser(ctx, { role: ROLES.RND, markets: ['FR'], brandIds: [2] });
    const token = await signIn(ctx, user.email);
    const update = await post(
      ctx,
      '/users/updateaccount',
      { userSequence: user.id, FirstName: 42, SurName: 'X', arMarkets: ['FR'], arBrands: 'Peugeot' },
      token,
    );
    expect(update.statusCode).toBe(400);
    expect(update.json().fields).toMatchObject({
      FirstName: expect.any(String),
      arBrands: expect.any(String),
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.firstName).toBe('Test');
    const login = await post(ctx, '/users/authenticate', {
      Email: user.email,
      Password: 12345,
      DeviceName: 'x',
    });
    expect(login.statusCode).toBe(400);
  });

  it('a body over 1 MB answers 413', async () => {
    const res = await post(ctx, '/users/userhelpdesk', {
      Email: 'a@b.test',
      UserName: 'A',
      Queries: 'x'.repeat(1_100_000),
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('health, readiness and API documents', () => {
  it('GET /api/health answers ok', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/ready answers ready with every migration applied, 503 otherwise', async () => {
    const journal = JSON.parse(fs.readFileSync(`${migrationsFolder()}/meta/_journal.json`, 'utf8')) as {
      entries: unknown[];
    };
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', migrations: journal.entries.length });

    const [migration] = rowsOf<{ id: number; hash: string; created_at: string }>(
      await ctx.database.db.execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1`,
      ),
    );
    if (!migration) throw new Error('no migration row');
    await ctx.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${migration.id}`);
    try {
      const notReady = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
    } finally {
      await ctx.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${migration.id}, ${migration.hash}, ${migration.created_at})`,
      );
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('serves the OpenAPI document at /api/docs/json and the browser at /api/docs', async () => {
    const doc = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const spec = doc.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/users/authenticate', '/api/users/createaccount', '/api/users/getbrands']),
    );
    const body = spec.paths['/api/users/authenticate'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['Email', 'Password', 'DeviceName']));
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toMatch(/swagger-ui/);
  });
});

describe('security headers', () => {
  it('sends a content security policy and the usual hardening headers', async () => {
    for (const url of ['/', '/api/health']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain('https://video.example.test');
      expect(csp).toContain('connect-src');
      expect(csp).toMatch(/connect-src [^;]*https:\/\/ip\.example\.test/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
