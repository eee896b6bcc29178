import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES } from '@portal/contract';
import { loginThrottle, sessions } from '../../db/schema';
import {
  codeFrom,
  createTestContext,
  createUser,
  get,
  lastMail,
  post,
  PASSWORD,
  signIn,
  type TestContext,
} from '../../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const login = (Email: string, Password: string, DeviceName = 'device-a') =>
  post(ctx, '/users/authenticate', { Email, Password, DeviceName });

describe('POST /users/authenticate', () => {
  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const user = await createUser(ctx);
    const wrong = await login(user.email, 'Wrong-password-123');
    const unknown = await login('nobody@example.test', 'Wrong-password-123');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid email or password.');
  });

  it('refuses a pending account with the same 401 and no session', async () => {
    const user = await createUser(ctx, { status: 'pending', password: null });
    const res = await login(user.email, PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid email or password.');
  });

  it('locks an address for 15 minutes after 5 failures, known or not, and forgot password answers 3', async () => {
    const user = await createUser(ctx);
    for (let i = 0; i < 4; i++)
      expect((await login(user.email, 'Wrong-password-123')).json().message).toBe(
        'Invalid email or password.',
      );
    const fifth = await login(user.email, 'Wrong-password-123');
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json().message).toMatch(/locked for 15 minutes/);
    // Even the right password is refused while locked.
    expect((await login(user.email, PASSWORD)).json().message).toMatch(/locked/);
    expect((await post(ctx, '/users/forgotpassword', { Email: user.email })).json()).toEqual({
      isUserActivated: 3,
    });
    const [row] = await ctx.database.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.email, user.email));
    const minutes = (row!.lockedUntil!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    // Unknown addresses lock the same way.
    for (let i = 0; i < 5; i++) await login('ghost@example.test', 'Wrong-password-123');
    expect((await login('ghost@example.test', 'Wrong-password-123')).json().message).toMatch(/locked/);
  });

  it('lets the address in again once the lock has run out', async () => {
    const user = await createUser(ctx);
    for (let i = 0; i < 5; i++) await login(user.email, 'Wrong-password-123');
    await ctx.database.db
      .update(loginThrottle)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(loginThrottle.email, user.email));
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a missing field with 400 and the field named', async () => {
    const res = await post(ctx, '/users/authenticate', { Email: '', DeviceName: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      Email: 'this field is required',
      Password: 'this field is required',
    });
    const bad = await post(ctx, '/users/authenticate', {
      Email: 'not-an-email',
      Password: 'x',
      DeviceName: 'x',
    });
    expect(bad.json().fields.Email).toBe('email is not valid');
  });

  it('answers messages in the Accept-Language language', async () => {
    const res = await post(
      ctx,
      '/users/authenticate',
      { Email: 'x@example.test', Password: 'Wrong-password-123', DeviceName: 'x' },
      undefined,
      { 'accept-language': 'fr-FR,fr;q=0.9' },
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().message).not.toBe('Invalid email or password.');
  });
});

describe('one-time code', () => {
  it('is required on a new device, mailed, and trusts the device once validated', async () => {
    const user = await createUser(ctx);
    const first = await login(user.email, PASSWORD, 'laptop');
    expect(first.json()).toMatchObject({ isOtpValidationRequired: true, email: user.email });
    const pending = first.json().token;
    // The pending session may not use the portal.
    expect((await get(ctx, '/users/GetUserByUserSequence?id=' + user.id, pending)).statusCode).toBe(403);
    const mail = await lastMail(ctx, user.email);
    expect(mail.subject).toMatch(/one-time code/);
    const ok = await post(ctx, '/users/validateotp', { OTP: codeFrom(mail.text) }, pending);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ email: user.email, roles: ROLES.ORIGINATOR, isFirstTimeLogin: false });
    expect(ok.json().token).not.toBe(pending);
    // The pending token is gone; the device is now trusted.
    expect((await post(ctx, '/users/validateotp', { OTP: '000000' }, pending)).statusCode).toBe(401);
    const again = await login(user.email, PASSWORD, 'laptop');
    expect(again.json().isOtpValidationRequired).toBe(false);
    // Another device still needs a code.
    expect((await login(user.email, PASSWORD, 'phone')).json().isOtpValidationRequired).toBe(true);
  });

  it('allows 5 attempts, then ends the pending session', async () => {
    const user = await createUser(ctx);
    const token = (await login(user.email, PASSWORD)).json().token;
    const code = codeFrom((await lastMail(ctx, user.email)).text);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 1; i <= 4; i++) {
      const res = await post(ctx, '/users/validateotp', { OTP: wrong }, token);
      expect(res.statusCode).toBe(405);
      expect(res.json().message).toBe(`The code is not correct. ${5 - i} attempts left.`);
    }
    const fifth = await post(ctx, '/users/validateotp', { OTP: wrong }, token);
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json().message).toMatch(/Too many wrong codes/);
    expect((await post(ctx, '/users/validateotp', { OTP: code }, token)).statusCode).toBe(401);
  });

  it('expires after 10 minutes', async () => {
    const user = await createUser(ctx);
    const token = (await login(user.email, PASSWORD)).json().token;
    const code = codeFrom((await lastMail(ctx, user.email)).text);
    const { oneTimeCodes } = await import('../../db/schema');
    await ctx.database.db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1) });
    const res = await post(ctx, '/users/validateotp', { OTP: code }, token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('The code has expired. Please log in again.');
  });

  it('refuses a non-numeric code with 400', async () => {
    const user = await createUser(ctx);
    const token = (await login(user.email, PASSWORD)).json().token;
    const res = await post(ctx, '/users/validateotp', { OTP: 'abc' }, token);
    expect(res.statusCode).toBe(400);
  });

  it('a full session cannot call validateotp', async () => {
    const user = await createUser(ctx);
    const token = await signIn(ctx, user.email);
    expect((await post(ctx, '/users/validateotp', { OTP: '123456' }, token)).statusCode).toBe(403);
  });
});

describe('sessions', () => {
  it('logout revokes the token', async () => {
    const user = await createUser(ctx, { role: ROLES.VC });
    const token = await signIn(ctx, user.email);
    expect((await get(ctx, '/home/getnotificationbyuser', token)).statusCode).toBe(200);
    expect((await post(ctx, '/users/cancel', {}, token)).statusCode).toBe(200);
    expect((await get(ctx, '/home/getnotificationbyuser', token)).statusCode).toBe(401);
  });

  it('expires after 30 idle minutes and after 12 hours in all', async () => {
    const user = await createUser(ctx, { role: ROLES.VC });
    const idle = await signIn(ctx, user.email);
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.userId, user.id));
    expect((await get(ctx, '/home/getnotificationbyuser', idle)).statusCode).toBe(401);
    const old = await signIn(ctx, user.email);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await get(ctx, '/home/getnotificationbyuser', old)).statusCode).toBe(401);
  });

  it('keeps an active session alive (sliding expiry)', async () => {
    const user = await createUser(ctx, { role: ROLES.VC });
    const token = await signIn(ctx, user.email);
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 25 * 60_000) })
      .where(eq(sessions.userId, user.id));
    expect((await get(ctx, '/home/getnotificationbyuser', token)).statusCode).toBe(200);
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const row = rows.find((r) => r.kind === 'full' && !r.revokedAt);
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it('trusts a checked session from memory for SESSION_CACHE_MS: a revocation made by another instance takes effect after it', async () => {
    const short = await createTestContext({ SESSION_CACHE_MS: '2000' });
    // The app's clock stands still unless the test moves it (only Date is faked: timers and I/O run as usual).
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    try {
      const user = await createUser(short, { role: ROLES.VC });
      const token = await signIn(short, user.email);
      expect((await get(short, '/home/getnotificationbyuser', token)).statusCode).toBe(200);
      // Another instance signs the session out: only the row changes, this instance is not told.
      await short.database.db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.userId, user.id));
      expect((await get(short, '/home/getnotificationbyuser', token)).statusCode).toBe(200);
      vi.setSystemTime(start + 1999);
      expect((await get(short, '/home/getnotificationbyuser', token)).statusCode).toBe(200);
      vi.setSystemTime(start + 2000);
      expect((await get(short, '/home/getnotificationbyuser', token)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
      await short.close();
    }
  });

  it('checks every request against the database when SESSION_CACHE_MS is 0', async () => {
    const uncached = await createTestContext({ SESSION_CACHE_MS: '0' });
    try {
      const user = await createUser(uncached, { role: ROLES.VC });
      const token = await signIn(uncached, user.email);
      expect((await get(uncached, '/home/getnotificationbyuser', token)).statusCode).toBe(200);
      await uncached.database.db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.userId, user.id));
      expect((await get(uncached, '/home/getnotificationbyuser', token)).statusCode).toBe(401);
    } finally {
      await uncached.close();
    }
  });

  it('refuses calls without a token or with a made-up one', async () => {
    expect((await get(ctx, '/home/getnotificationbyuser')).statusCode).toBe(401);
    expect((await get(ctx, '/home/getnotificationbyuser', 'made-up')).statusCode).toBe(401);
  });
});
