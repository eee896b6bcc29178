import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, sessions } from '../../db/schema';
import {
  codeFrom,
  createTestContext,
  createUser,
  lastMail,
  mailsTo,
  PASSWORD,
  post,
  type TestContext,
} from '../../../test/helpers';
import { ACCOUNT_LIMITS } from './account-limits';

/**
 * Issue 20 §7: wrong one-time codes were limited per code (5) but not per account, so 20 wrong codes over 4
 * sign-ins left the account open; and sign-in was limited per IP only, so a guesser spread over many IPs
 * could try one account without end. Both are now counted per account, in the database.
 */

const ACCOUNT_LIMIT = 4;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ AUTH_ACCOUNT_RATE_LIMIT: String(ACCOUNT_LIMIT) });
});
afterAll(() => ctx.close());

const LOCKED = 'Too many failed attempts: the account is locked for 15 minutes.';

/** A sign-in on a new device: the pending session's token, and its code. */
async function pendingSignIn(email: string, device: string, lang = 'en') {
  const res = await post(
    ctx,
    '/users/authenticate',
    { Email: email, Password: PASSWORD, DeviceName: device },
    undefined,
    { 'accept-language': lang },
  );
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().isOtpValidationRequired).toBe(true);
  const code = codeFrom((await lastMail(ctx, email)).text);
  return { token: res.json().token as string, code, wrong: code === '111111' ? '222222' : '111111' };
}

const guess = (token: string, code: string) => post(ctx, '/users/validateotp', { OTP: code }, token);

const lockMails = async (email: string) =>
  (await mailsTo(ctx, email)).filter((m) => m.template === 'signInLockedCodes');

describe('wrong one-time codes are counted per account', () => {
  it('wrong codes over several sign-ins lock the sign-in and mail the owner once, in their language', async () => {
    const user = await createUser(ctx);
    // First sign-in: its five attempts are used up, as before.
    const first = await pendingSignIn(user.email, 'guess-1', 'de');
    for (let i = 0; i < 4; i++) expect((await guess(first.token, first.wrong)).statusCode).toBe(405);
    expect((await guess(first.token, first.wrong)).json().message).toBe(
      'Too many wrong codes. Please log in again.',
    );
    expect(await lockMails(user.email)).toEqual([]);

    // Second sign-in: the tenth wrong code of the account locks its sign-in.
    const second = await pendingSignIn(user.email, 'guess-2', 'de');
    for (let i = 0; i < ACCOUNT_LIMITS.maxWrongCodes - 6; i++)
      expect((await guess(second.token, second.wrong)).statusCode).toBe(405);
    const locking = await guess(second.token, second.wrong);
    expect(locking.statusCode).toBe(401);
    expect(locking.json().message).toBe(LOCKED);

    // Third sign-in, right password: refused with the lock message (before: a new code and 5 more guesses).
    const third = await post(ctx, '/users/authenticate', {
      Email: user.email,
      Password: PASSWORD,
      DeviceName: 'guess-3',
    });
    expect(third.statusCode).toBe(401);
    expect(third.json().message).toBe(LOCKED);

    const mails = await lockMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Ihre Anmeldung beim Store Design Portal ist gesperrt');
    expect(mails[0]!.text).toContain('15 Minuten');
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.lockedByCodes'), eq(auditLog.entityId, user.email)));
    expect(audits).toHaveLength(1);
  });

  it('concurrent guesses on several open sign-ins: one lock, one mail, and every open code dies', async () => {
    const user = await createUser(ctx);
    const pending = [];
    for (const device of ['race-a', 'race-b', 'race-c', 'race-d'])
      pending.push(await pendingSignIn(user.email, device));
    // 20 wrong guesses at once, 5 on each sign-in (before: all 20 judged, the account still open).
    const answers = await Promise.all(
      pending.flatMap((p) => Array.from({ length: 5 }, () => guess(p.token, p.wrong))),
    );
    expect(answers.filter((a) => a.statusCode === 405).length).toBeLessThan(ACCOUNT_LIMITS.maxWrongCodes);
    expect(answers.filter((a) => a.json().message === LOCKED).length).toBeGreaterThanOrEqual(1);
    expect(await lockMails(user.email)).toHaveLength(1);
    // No code signs in any more, the right one included, and no sign-in is left waiting for one.
    for (const p of pending) expect((await guess(p.token, p.code)).statusCode).toBe(401);
    const open = await ctx.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), eq(sessions.kind, 'pending')));
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);
  });

  it('a right code clears the wrong ones before it', async () => {
    const user = await createUser(ctx);
    for (const device of ['ok-1', 'ok-2']) {
      const p = await pendingSignIn(user.email, device);
      for (let i = 0; i < 4; i++) expect((await guess(p.token, p.wrong)).statusCode).toBe(405);
      expect((await guess(p.token, p.code)).statusCode).toBe(200);
    }
    // 12 wrong codes within the hour, but never 10 since a right one: no lock.
    const p = await pendingSignIn(user.email, 'ok-3');
    for (let i = 0; i < 4; i++) expect((await guess(p.token, p.wrong)).statusCode).toBe(405);
    expect(await lockMails(user.email)).toEqual([]);
  });
});

describe('sign-in is limited per account, from any IP', () => {
  const signInFrom = (email: string, remoteAddress: string, password = PASSWORD) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/users/authenticate',
      payload: { Email: email, Password: password, DeviceName: `device-${remoteAddress}` },
      remoteAddress,
    });

  it('trips after the limit across different IPs, for a known and an unknown address alike', async () => {
    const user = await createUser(ctx);
    const ips = Array.from({ length: ACCOUNT_LIMIT + 1 }, (_, i) => `198.51.100.${i + 10}`);
    const answers = [];
    for (const ip of ips) answers.push(await signInFrom(user.email, ip));
    expect(answers.slice(0, ACCOUNT_LIMIT).map((a) => a.statusCode)).toEqual(Array(ACCOUNT_LIMIT).fill(200));
    const limited = answers[ACCOUNT_LIMIT]!;
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many requests. Please wait a minute and try again.');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // An unknown address is limited the same way (no difference that tells which addresses exist).
    const unknown = `nobody-${Date.now()}@portal.test`;
    const unknownAnswers = [];
    for (const ip of ips)
      unknownAnswers.push((await signInFrom(unknown, ip, 'Wrong-password-123')).statusCode);
    expect(unknownAnswers.at(-1)).toBe(429);

    // Another account is not affected, from the same IPs.
    const other = await createUser(ctx);
    expect((await signInFrom(other.email, ips[0]!)).statusCode).toBe(200);
  });
});
