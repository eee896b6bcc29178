import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ROLES } from '@portal/contract';
import type { Config } from '../config';
import { auditLog, notifications, oneTimeCodes, sessions, trustedDevices, users } from '../db/schema';
import { sha256 } from './crypto';
import {
  codeFrom,
  createTestContext,
  createUser,
  get,
  lastMail,
  linkFrom,
  post,
  PASSWORD,
  signIn,
  uniqueEmail,
  type TestContext,
} from '../../test/helpers';
import { APPROVER, appOn, PLATFORM_ENV } from '../../test/platform-fixtures';

/** The role guard, the audit log, the auth calls' rate limit and the sessions as stored. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(PLATFORM_ENV);
});
afterAll(() => ctx.close());

const appWith = (overrides: Partial<Config>) => appOn(ctx, overrides);

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
