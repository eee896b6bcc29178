import { and, eq, lt, sql } from 'drizzle-orm';
import { toLanguage, type UserRecord } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { oneTimeCodes, trustedDevices } from '../../db/schema';
import type { SignedInContext } from '../../platform/api';
import { audit, type Actor } from '../../platform/audit';
import { createSession, revokePendingSessions, revokeSession } from '../../platform/auth';
import { sha256 } from '../../platform/crypto';
import { HttpError, refused } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail';
import { isLocked, lockSignIn, LOCKOUT } from '../accounts/sign-in-failures';
import { lockSignedInUser, toUserRecord, type UserRow } from '../accounts/users';
import { clearWrongCodes, countWrongCode } from './account-limits';
import { OTP } from './otp';

/** POST /users/validateotp: a right code replaces the pending session by a real one and trusts the device. */
export async function validateOtp(
  { db, auth, actor }: SignedInContext,
  { code }: { code: string },
): Promise<UserRecord> {
  const outcome = await db.transaction(async (tx) => {
    // The account's row lock makes guesses on all its pending sessions queue: each sees the lock and the
    // wrong-code count the previous one left.
    const user = await lockSignedInUser(tx, auth.email);
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
