import zlib from 'node:zlib';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ROLES } from '@portal/contract';
import { packs } from '@portal/contract/i18n';
import { buildApp } from '../app';
import type { Config } from '../config';
import { migrationsFolder, rowsOf } from '../db/client';
import { seedDemo } from '../db/seed';
import { auditLog, notifications, oneTimeCodes, sessions, trustedDevices, users } from '../db/schema';
import { sha256 } from './crypto';
import {
  codeFrom,
  createTestContext,
  createUser,
  get,
  lastMail,
  linkFrom,
  mailsTo,
  post,
  PASSWORD,
  signIn,
  uniqueEmail,
  type TestContext,
} from '../../test/helpers';

const APPROVER = 'approver@portal.test';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    APPROVER_EMAILS: APPROVER,
    IDLE_TIMEOUT_MS: '60000',
    IDLE_COUNTDOWN_S: '30',
    INTRO_VIDEO_URL: 'https://video.example.test/intro.mp4',
    IP_SERVICE_URL: 'https://ip.example.test/json',
    GEOCODER_URL: 'none',
  });
});
afterAll(() => ctx.close());

/** A second app on the same database with other settings (cheaper than a second database). */
async function appWith(overrides: Partial<Config>): Promise<FastifyInstance> {
  const app = await buildApp({
    config: { ...ctx.config, ...overrides },
    database: ctx.database,
    storage: ctx.app.storage,
    logger: false,
  });
  await app.ready();
  return app;
}

async function userCount() {
  const [row] = await ctx.database.db.select({ n: count() }).from(users);
  return row!.n;
}

describe('role guard', () => {
  it('the notification count is for Validation Center Team only', async () => {
    for (const role of [ROLES.HQ, ROLES.RND, ROLES.ORIGINATOR, ROLES.RETAIL]) {
      const user = await createUser(ctx, { role });
      const token = await signIn(ctx, user.email);
      const res = await get(ctx, '/home/getnotificationbyuser', token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: 'You are not allowed to do this.',
      });
    }
  });

  it("counts the caller's own unread notifications, whatever userEmail says", async () => {
    const me = await createUser(ctx, { role: ROLES.VC });
    const colleague = await createUser(ctx, { role: ROLES.VC });
    const row = (userId: number, read = false) => ({
      userId,
      message: 'Something happened',
      readAt: read ? new Date() : null,
    });
    await ctx.database.db
      .insert(notifications)
      .values([row(me.id), row(me.id), row(me.id), row(me.id, true), row(colleague.id), row(colleague.id)]);
    const token = await signIn(ctx, me.email);
    const mine = await get(ctx, '/home/getnotificationbyuser', token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ notificationCount: 3 });
    expect(mine.json().notificationsListData).toHaveLength(3);
    const spoofed = await get(
      ctx,
      `/home/getnotificationbyuser?userEmail=${encodeURIComponent(colleague.email)}`,
      token,
    );
    expect(spoofed.json()).toMatchObject({ notificationCount: 3 });
    const theirs = await get(ctx, '/home/getnotificationbyuser', await signIn(ctx, colleague.email));
    expect(theirs.json()).toMatchObject({ notificationCount: 2 });
    const fresh = await createUser(ctx, { role: ROLES.VC });
    expect((await get(ctx, '/home/getnotificationbyuser', await signIn(ctx, fresh.email))).json()).toEqual({
      notificationsListData: [],
      notificationCount: 0,
    });
  });
});

describe('audit log', () => {
  async function actions(entityId: string | number) {
    return ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(entityId)))
      .orderBy(asc(auditLog.id));
  }

  it('records sign-up, approval, sign-in, password changes and logout', async () => {
    const email = uniqueEmail('audited');
    await post(ctx, '/users/createaccount', {
      Roles: ROLES.HQ,
      Email: email,
      FirstName: 'Audrey',
      SurName: 'Tee',
    });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    const link = linkFrom((await lastMail(ctx, APPROVER)).text);
    await post(ctx, '/users/approveuser', {
      Email: link.searchParams.get('email'),
      Token: link.searchParams.get('token'),
    });
    const temporary = /Temporary password: (\S+)/.exec((await lastMail(ctx, email)).text)![1]!;
    const firstTime = await signIn(ctx, email, temporary);
    const full = (
      await post(
        ctx,
        '/users/changefirsttimepassword',
        { Email: email, Password: temporary, NewPassword: 'Audited-secret-2026' },
        firstTime,
      )
    ).json().token as string;
    await post(
      ctx,
      '/users/changeuserpassword',
      { Email: email, Password: 'Audited-secret-2026', NewPassword: 'Audited-secret-2027' },
      full,
    );
    await post(ctx, '/users/cancel', {}, full);
    await post(ctx, '/users/forgotpassword', { Email: email });
    const token = linkFrom((await lastMail(ctx, email)).text).searchParams.get('token')!;
    await post(ctx, '/users/changepassword', { Email: email, NewPassword: 'Audited-secret-2028' }, token);

    const onUser = await actions(user!.id);
    expect(onUser.map((a) => a.action)).toEqual([
      'account.signUp',
      'account.approve',
      'account.firstTimePasswordChange',
      'account.passwordChange',
      'account.passwordResetRequested',
      'account.passwordReset',
    ]);
    for (const a of onUser) {
      expect(a.entity).toBe('user');
      expect(a.ip).toBe('127.0.0.1');
    }
    expect(onUser[0]!.detail).toEqual({ role: ROLES.HQ });
    expect(onUser[1]!.actorEmail).toBe(APPROVER);
    expect(onUser[2]).toMatchObject({ actorUserId: user!.id, actorEmail: email });
    expect(onUser[3]).toMatchObject({ actorUserId: user!.id, actorEmail: email });

    const onSessions = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'session'), eq(auditLog.actorUserId, user!.id)))
      .orderBy(asc(auditLog.id));
    expect(onSessions.map((a) => a.action)).toEqual(['auth.codeSent', 'auth.login', 'auth.logout']);
  });

  it('records a lockout and a refused change writes nothing', async () => {
    const user = await createUser(ctx);
    for (let i = 0; i < 5; i++)
      await post(ctx, '/users/authenticate', {
        Email: user.email,
        Password: 'Wrong-password-1',
        DeviceName: 'x',
      });
    expect((await actions(user.email)).map((a) => a.action)).toEqual(['auth.locked']);

    const other = await createUser(ctx);
    const token = await signIn(ctx, other.email);
    const [{ n: before } = { n: 0 }] = await ctx.database.db.select({ n: count() }).from(auditLog);
    await post(
      ctx,
      '/users/changeuserpassword',
      { Email: other.email, Password: PASSWORD, NewPassword: 'short' },
      token,
    );
    const [{ n: after } = { n: 0 }] = await ctx.database.db.select({ n: count() }).from(auditLog);
    expect(after).toBe(before);
  });
});

describe('rate limiting of the auth calls', () => {
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = await appWith({ authRateLimit: 3 });
  });
  afterAll(() => limited.close());

  const call = (url: string, payload: object, remoteAddress = '10.1.1.1') =>
    limited.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress });

  it('answers 429 with a message to the 4th sign-in in a minute from one address', async () => {
    const body = { Email: 'nobody@example.test', Password: 'Wrong-password-1', DeviceName: 'x' };
    for (let i = 0; i < 3; i++) expect((await call('/users/authenticate', body)).statusCode).toBe(401);
    const fourth = await call('/users/authenticate', body);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      statusCode: 429,
      message: 'Too many requests. Please wait a minute and try again.',
    });
    // Another address is not affected.
    expect((await call('/users/authenticate', body, '10.1.1.2')).statusCode).toBe(401);
  });

  it('limits the other calls that take an address or a password from anyone', async () => {
    for (const [url, payload] of [
      ['/users/forgotpassword', { Email: 'nobody@example.test' }],
      ['/users/createaccount', { Roles: ROLES.HQ, Email: 'x', FirstName: 'a', SurName: 'b' }],
      ['/users/userhelpdesk', { Email: 'x' }],
    ] as const) {
      for (let i = 0; i < 3; i++) expect((await call(url, payload, '10.2.2.2')).statusCode).not.toBe(429);
      expect((await call(url, payload, '10.2.2.2')).statusCode).toBe(429);
    }
  });

  it('does not limit the lookups', async () => {
    for (let i = 0; i < 6; i++)
      expect(
        (await limited.inject({ method: 'GET', url: '/api/users/getbrands', remoteAddress: '10.3.3.3' }))
          .statusCode,
      ).toBe(200);
  });
});

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

describe('resources', () => {
  it('GET /api/resources/getresources/{lang} answers the pack of that language, English when unknown', async () => {
    expect(packs.fr).not.toEqual(packs.en);
    const fr = await ctx.app.inject({ method: 'GET', url: '/api/resources/getresources/fr' });
    expect(fr.statusCode).toBe(200);
    expect(fr.headers['content-type']).toMatch(/^application\/json/);
    expect(fr.json()).toEqual(packs.fr);
    for (const lang of ['xx', 'en', 'EN']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/resources/getresources/${lang}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(packs.en);
    }
    const en = (await ctx.app.inject({ method: 'GET', url: '/api/resources/getresources/xx' })).json();
    expect(en['validation.mandatoryField']).toBe('The field {{field}} is manddatory');
    for (const lang of ['de', 'es', 'it', 'fr']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/resources/getresources/${lang}` });
      expect(Object.keys(res.json()).sort()).toEqual(Object.keys(en).sort());
    }
  });

  it('sends the pack compressed as the browser accepts (brotli, else gzip), the same JSON', async () => {
    const url = '/api/resources/getresources/de';
    const plain = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const br = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(packs.de);
    const gz = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(packs.de);
  });

  it('GET /api/resources/getIdfordevice answers a new id each time', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/resources/getIdfordevice/' });
      expect(res.statusCode).toBe(200);
      ids.add(res.json().deviceId);
    }
    expect(ids.size).toBe(5);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('GET /api/client-config answers the settings the browser needs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      demo: true,
      ipServiceUrl: 'https://ip.example.test/json',
      introVideoUrl: 'https://video.example.test/intro.mp4',
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      geocoderUrl: '',
      helpDeskEmail: 'helpdesk@portal.test',
      idleTimeoutMs: 60_000,
      idleCountdownSeconds: 30,
    });
  });
});

describe('dev mailbox', () => {
  it('GET /api/dev/mail lists the outbox, newest first', async () => {
    const email = uniqueEmail('mailbox');
    const user = await createUser(ctx, { email });
    await post(ctx, '/users/forgotpassword', { Email: user.email });
    await post(ctx, '/users/authenticate', { Email: user.email, Password: PASSWORD, DeviceName: 'new' });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/dev/mail?to=${encodeURIComponent(email)}` });
    expect(res.statusCode).toBe(200);
    const list = res.json() as {
      to: string;
      subject: string;
      text: string;
      html: string;
      createdAt: string;
    }[];
    expect(list).toHaveLength(2);
    expect(Object.keys(list[0]!).sort()).toEqual(['createdAt', 'html', 'subject', 'text', 'to']);
    // The code mail was written after the reset mail.
    expect(list[0]!.subject).toMatch(/one-time code/);
    expect(list[1]!.subject).toBe('Reset your Store Design Portal password');
    const rows = await mailsTo(ctx, email);
    expect(list).toEqual(
      rows.map((m) => ({
        to: m.toAddress,
        subject: m.subject,
        text: m.text,
        html: m.html,
        createdAt: m.createdAt.toISOString(),
      })),
    );
    expect(codeFrom(list[0]!.text)).toMatch(/^\d{6}$/);
    expect(list[0]!.html).toMatch(/^<p>/);
    const all = (await ctx.app.inject({ method: 'GET', url: '/api/dev/mail?limit=500' })).json() as unknown[];
    const outbox = await mailsTo(ctx);
    expect(all).toHaveLength(Math.min(outbox.length, 500));
    expect(all[0]).toMatchObject({ to: outbox[0]!.toAddress, subject: outbox[0]!.subject });
  });

  it('is absent when demo mode is off', async () => {
    const production = await appWith({ demo: false });
    try {
      const res = await production.inject({ method: 'GET', url: '/api/dev/mail' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not found.' });
      expect((await production.inject({ method: 'GET', url: '/api/client-config' })).json().demo).toBe(false);
    } finally {
      await production.close();
    }
  });
});

describe('tutorial documents', () => {
  beforeAll(async () => {
    await seedDemo(ctx.database.db, ctx.app.storage);
  });

  interface Group {
    brandName: string;
    brandLabel: string;
    fileList: { documentId: number; fileName: string; uploadDate: string }[];
  }
  const groups = async () =>
    (
      await ctx.app.inject({ method: 'GET', url: '/api/tutorials/getdynamictutorialdocuments' })
    ).json() as Group[];

  it('lists the groups without the Peugeot, Citroen and Opel professional lines; Fiat Professional is PROFESSIONAL', async () => {
    const list = await groups();
    const names = list.map((g) => g.brandName);
    expect(names).toEqual(
      expect.arrayContaining(['Peugeot', 'Citroen', 'Opel', 'Fiat', 'Fiat Professional']),
    );
    for (const hidden of ['Peugeot Professional', 'Citroen Professional', 'Opel Professional'])
      expect(names).not.toContain(hidden);
    expect(list.find((g) => g.brandName === 'Fiat Professional')!.brandLabel).toBe('PROFESSIONAL');
    expect(list.find((g) => g.brandName === 'Peugeot')).toMatchObject({
      brandLabel: 'Peugeot',
      fileList: [
        { fileName: 'Peugeot design validation checklist.pdf' },
        { fileName: 'Peugeot showroom registration guide.pdf' },
      ],
    });
    for (const g of list)
      for (const f of g.fileList) expect(Number.isNaN(new Date(f.uploadDate).getTime())).toBe(false);
  });

  it('downloads a document as a real PDF with its name', async () => {
    const fiat = (await groups()).find((g) => g.brandName === 'Fiat Professional')!;
    const doc = fiat.fileList[0]!;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/tutorials/downloadinfopackdocument/${doc.documentId}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    // An ASCII name needs no filename* (content-disposition adds it for other names).
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Fiat Professional workshop guide.pdf"',
    );
  });

  it('answers 404 for an unknown document', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/tutorials/downloadinfopackdocument/999999',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'Not found.' });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/tutorials/downloadinfopackdocument/abc' }))
        .statusCode,
    ).toBe(400);
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

describe('sessions in the database', () => {
  it('asks for a new one-time code once the device was last confirmed over 30 days ago; the code is stored hashed', async () => {
    const user = await createUser(ctx, { role: ROLES.VC });
    const login = () =>
      post(ctx, '/users/authenticate', { Email: user.email, Password: PASSWORD, DeviceName: 'old-pc' });
    const first = await login();
    expect(first.json().isOtpValidationRequired).toBe(true);
    const code = codeFrom((await lastMail(ctx, user.email)).text);
    const [stored] = await ctx.database.db
      .select()
      .from(oneTimeCodes)
      .innerJoin(sessions, eq(sessions.id, oneTimeCodes.sessionId))
      .where(eq(sessions.userId, user.id));
    expect(stored!.one_time_codes.codeHash).not.toContain(code);
    expect(stored!.one_time_codes.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await post(ctx, '/users/validateotp', { OTP: code }, first.json().token)).statusCode).toBe(200);
    expect((await login()).json().isOtpValidationRequired).toBe(false);

    await ctx.database.db
      .update(trustedDevices)
      .set({ lastCodeAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(trustedDevices.userId, user.id));
    expect((await login()).json().isOtpValidationRequired).toBe(true);
  });

  it('stores only the SHA-256 of a session token', async () => {
    const user = await createUser(ctx, { role: ROLES.VC });
    const token = await signIn(ctx, user.email);
    const byClear = await ctx.database.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(byClear).toEqual([]);
    const byHash = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
    expect(byHash).toHaveLength(1);
    expect(byHash[0]).toMatchObject({ userId: user.id, kind: 'full' });
  });
});
