import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { toLanguage, type AuthenticateAnswer, type UserRecord } from '@portal/contract';
import type { Db, DbOrTx } from '../../db/client';
import { oneTimeCodes, trustedDevices, users } from '../../db/schema';
import { audit, type Actor } from '../../platform/audit';
import { createSession, revokePendingSessions, revokeSession, type AuthContext } from '../../platform/auth';
import { sha256, sixDigitCode } from '../../platform/crypto';
import { HttpError, refused, RetryLater, unauthorized } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail';
import { verifyPassword } from '../../platform/passwords';
import {
  clearFailures,
  isLocked,
  lockSignIn,
  lockUserByEmail,
  LOCKOUT,
  recordFailure,
  toUserRecord,
  userByEmail,
  type UserRow,
} from '../accounts/users';
import { clearWrongCodes, countSignIn, countWrongCode } from './account-limits';

export const OTP = { lifetimeMs: 10 * 60_000, maxAttempts: 5, trustDays: 30 } as const;

interface LoginInput {
  Email: string;
  Password: string;
  DeviceName: string;
  /** What the browser's IP service reported; kept for the audit trail, never trusted for decisions. */
  IpAddress?: string;
}

/**
 * POST /users/authenticate (spec 000 §4, docs/accounts.md). `accountRateLimit`: calls per minute for one address,
 * from any IP (beside the per-IP limit of the route).
 */
export async function authenticate(
  db: Db,
  input: LoginInput,
  actor: Actor,
  lang: string,
  accountRateLimit: number,
): Promise<AuthenticateAnswer> {
  const email = input.Email;
  const retryAfter = await countSignIn(db, email, accountRateLimit);
  if (retryAfter) throw new RetryLater(retryAfter);
  if (await isLocked(db, email)) throw unauthorized('login.locked');
  const user = await userByEmail(db, email);
  const ok = await verifyPassword(user?.status === 'accepted' ? user.passwordHash : null, input.Password);
  if (!user || user.status !== 'accepted' || !ok) {
    const lockedNow = await db.transaction(async (tx) => {
      const locked = await recordFailure(tx, email);
      if (locked) await audit(tx, actor, 'auth.locked', 'account', email);
      return locked;
    });
    // Same answer for an unknown address and a wrong password (only the lock, counted per address, differs).
    throw unauthorized(lockedNow ? 'login.locked' : 'login.invalid');
  }

  return db.transaction(async (tx) => {
    await clearFailures(tx, email);
    await tx
      .update(users)
      .set({ language: toLanguage(lang) })
      .where(eq(users.id, user.id));
    const [trusted] = await tx
      .select()
      .from(trustedDevices)
      .where(
        and(
          eq(trustedDevices.userId, user.id),
          eq(trustedDevices.deviceName, input.DeviceName),
          gt(trustedDevices.lastCodeAt, sql`now() - make_interval(days => ${OTP.trustDays})`),
        ),
      )
      .limit(1);
    const meta = { deviceName: input.DeviceName, ip: actor.ip };
    if (!trusted) {
      const { token, sessionId } = await createSession(tx, user.id, 'pending', meta);
      const code = sixDigitCode();
      await tx.insert(oneTimeCodes).values({
        sessionId,
        codeHash: sha256(`${sessionId}:${code}`),
        expiresAt: new Date(Date.now() + OTP.lifetimeMs),
      });
      await enqueueMail(tx, {
        to: user.email,
        lang: toLanguage(lang),
        template: 'oneTimeCode',
        vars: { firstName: user.firstName, code, minutes: OTP.lifetimeMs / 60_000 },
      });
      await audit(
        tx,
        { ...actor, userId: user.id, email: user.email },
        'auth.codeSent',
        'session',
        sessionId,
      );
      return { ...toUserRecord(user, token), message: 'OTP', isOtpValidationRequired: true };
    }
    const kind = user.isFirstTimeLogin ? 'firstTime' : 'full';
    const { token, sessionId } = await createSession(tx, user.id, kind, meta);
    await audit(tx, { ...actor, userId: user.id, email: user.email }, 'auth.login', 'session', sessionId, {
      reportedIp: input.IpAddress ?? '',
    });
    return { ...toUserRecord(user, token), message: 'Success', isOtpValidationRequired: false };
  });
}

/** POST /users/validateotp: a right code replaces the pending session by a real one and trusts the device. */
export async function validateOtp(
  db: Db,
  auth: AuthContext,
  code: string,
  actor: Actor,
): Promise<UserRecord> {
  const outcome = await db.transaction(async (tx) => {
    // The account's row lock makes guesses on all its pending sessions queue: each sees the lock and the
    // wrong-code count the previous one left.
    const user = (await lockUserByEmail(tx, auth.email))!;
    if (await isLocked(tx, user.email)) {
      await revokeSession(tx, auth.sessionId);
      return { error: 'login.locked' as const };
    }
    // Each guess takes an attempt before it is judged, in one statement: the row lock makes concurrent
    // guesses queue, and each sees the count the previous one left. Past the last attempt nothing matches.
    const [row] = await tx
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(and(eq(oneTimeCodes.sessionId, auth.sessionId), lt(oneTimeCodes.attempts, OTP.maxAttempts)))
      .returning();
    if (!row || row.expiresAt.getTime() <= Date.now()) {
      await revokeSession(tx, auth.sessionId);
      return { error: 'otp.expired' as const };
    }
    if (row.codeHash !== sha256(`${auth.sessionId}:${code}`)) {
      if (await countWrongCode(tx, user.email)) {
        await lockForWrongCodes(tx, user, actor);
        return { error: 'login.locked' as const };
      }
      if (row.attempts >= OTP.maxAttempts) {
        await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.sessionId, auth.sessionId));
        await revokeSession(tx, auth.sessionId);
        await audit(tx, actor, 'auth.codeAttemptsExhausted', 'session', auth.sessionId);
        return { error: 'otp.tooManyAttempts' as const };
      }
      return { error: 'otp.invalid' as const, left: OTP.maxAttempts - row.attempts };
    }
    await clearWrongCodes(tx, user.email);
    await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.sessionId, auth.sessionId));
    await revokeSession(tx, auth.sessionId);
    const deviceName = auth.deviceName;
    await tx
      .insert(trustedDevices)
      .values({ userId: user.id, deviceName })
      .onConflictDoUpdate({
        target: [trustedDevices.userId, trustedDevices.deviceName],
        set: { lastCodeAt: sql`now()` },
      });
    const { token, sessionId } = await createSession(
      tx,
      user.id,
      user.isFirstTimeLogin ? 'firstTime' : 'full',
      {
        deviceName,
        ip: actor.ip,
      },
    );
    await audit(tx, actor, 'auth.login', 'session', sessionId, { viaCode: true });
    return { record: toUserRecord(user, token) };
  });
  if ('record' in outcome && outcome.record) return outcome.record;
  if (outcome.error === 'otp.invalid') throw refused('otp.invalid', { left: outcome.left ?? 0 });
  throw new HttpError(401, outcome.error);
}

/**
 * Too many wrong codes for the account, over any number of sign-ins: its sign-in is locked as after too many
 * wrong passwords, every code still open dies with its session, and the owner is told once, by mail.
 */
async function lockForWrongCodes(tx: DbOrTx, user: UserRow, actor: Actor): Promise<void> {
  await lockSignIn(tx, user.email);
  await revokePendingSessions(tx, user.id);
  await enqueueMail(tx, {
    to: user.email,
    lang: toLanguage(user.language),
    template: 'signInLockedCodes',
    vars: { firstName: user.firstName, minutes: LOCKOUT.lockMs / 60_000 },
  });
  await audit(tx, actor, 'auth.lockedByCodes', 'account', user.email);
}

/** POST /users/cancel: ends the caller's session, whatever its kind. */
export async function logout(db: Db, auth: AuthContext, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeSession(tx, auth.sessionId);
    await audit(tx, actor, 'auth.logout', 'session', auth.sessionId);
  });
}
