import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, oneTimeCodes, sessions } from '../../db/schema';
import {
  codeFrom,
  createTestContext,
  createUser,
  lastMail,
  PASSWORD,
  post,
  type TestContext,
} from '../../../test/helpers';

/**
 * Issue 9 §1: the attempt count of a one-time code is atomic. On PostgreSQL, concurrent guesses used to read
 * the same count without a lock and each be judged (10 wrong guesses: 10 × "4 attempts left").
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function pendingSession(device: string) {
  const user = await createUser(ctx);
  const res = await post(ctx, '/users/authenticate', {
    Email: user.email,
    Password: PASSWORD,
    DeviceName: device,
  });
  expect(res.json().isOtpValidationRequired).toBe(true);
  const token = res.json().token as string;
  const code = codeFrom((await lastMail(ctx, user.email)).text);
  const [session] = await ctx.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, user.id), eq(sessions.kind, 'pending')));
  return { user, token, code, sessionId: session!.id, wrong: code === '111111' ? '222222' : '111111' };
}

describe('one-time code attempts under concurrent guesses', () => {
  it('10 concurrent wrong guesses: 5 are judged, each with its own count, and the code is then dead', async () => {
    const { token, code, sessionId, wrong } = await pendingSession('race-1');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(ctx, '/users/validateotp', { OTP: wrong }, token)),
    );
    const messages = answers.map((a) => `${a.statusCode} ${a.json().message as string}`);
    const judgedWrong = messages.filter((m) => m.startsWith('405 The code is not correct.'));
    const exhausted = messages.filter((m) => m === '401 Too many wrong codes. Please log in again.');
    // Exactly 5 guesses were judged: four "n attempts left" with n = 4, 3, 2, 1, and one "too many".
    expect(judgedWrong.sort()).toEqual(
      [1, 2, 3, 4].map((n) => `405 The code is not correct. ${n} attempts left.`),
    );
    expect(exhausted).toHaveLength(1);
    // The other five found no code any more.
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(6);
    // The code is dead: the right one no longer signs in, nothing is left of it, and the session is revoked.
    const right = await post(ctx, '/users/validateotp', { OTP: code }, token);
    expect(right.statusCode).toBe(401);
    expect(
      await ctx.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.sessionId, sessionId)),
    ).toEqual([]);
    const [session] = await ctx.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(session!.revokedAt).not.toBeNull();
    const exhaustedAudits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.codeAttemptsExhausted'), eq(auditLog.entityId, sessionId)));
    expect(exhaustedAudits).toHaveLength(1);
  });

  it('a right code among concurrent wrong ones signs in only while attempts remain', async () => {
    const { token, code, wrong } = await pendingSession('race-2');
    // Three wrong guesses and the right one together: at most 4 attempts, so the right one is always judged.
    const answers = await Promise.all([
      ...Array.from({ length: 3 }, () => post(ctx, '/users/validateotp', { OTP: wrong }, token)),
      post(ctx, '/users/validateotp', { OTP: code }, token),
    ]);
    expect(answers[3]!.statusCode).toBe(200);
    expect(answers[3]!.json().token).toBeTruthy();
  });
});
