import { and, eq, gt, sql } from 'drizzle-orm';
import type { AuthenticateAnswer } from '@portal/contract';
import { oneTimeCodes, trustedDevices, users } from '../../db/schema';
import type { CommandContext } from '../../platform/api';
import { audit } from '../../platform/audit';
import { createSession } from '../../platform/auth';
import { sha256, sixDigitCode } from '../../platform/crypto';
import { RetryLater, unauthorized } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail';
import { verifyPassword } from '../../platform/passwords';
import { clearFailures, isLocked, recordFailure } from '../accounts/sign-in-failures';
import { toUserRecord, userByEmail } from '../accounts/users';
import { countSignIn } from './account-limits';
import { OTP } from './otp';

export interface LoginInput {
  Email: string;
  Password: string;
  DeviceName: string;
  /** What the browser's IP service reported; kept for the audit trail, never trusted for decisions. */
  IpAddress?: string;
}

/**
 * POST /users/authenticate (spec 000 §4, docs/accounts.md). Besides the per-IP limit of the route, calls for
 * one address are limited per minute from any IP (AUTH_ACCOUNT_RATE_LIMIT).
 */
export async function authenticate(
  { db, config, actor, lang }: CommandContext,
  input: LoginInput,
): Promise<AuthenticateAnswer> {
  const email = input.Email;
  const retryAfter = await countSignIn(db, email, config.authAccountRateLimit);
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
    await tx.update(users).set({ language: lang }).where(eq(users.id, user.id));
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
        lang,
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
