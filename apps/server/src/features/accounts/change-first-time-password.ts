import { and, eq } from 'drizzle-orm';
import type { UserRecord } from '@portal/contract';
import { users } from '../../db/schema';
import type { CommandContext } from '../../platform/api';
import { audit } from '../../platform/audit';
import { createSession, revokeUserSessions, type AuthContext } from '../../platform/auth';
import { refused } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { checkNewPassword, verifyCurrentPassword } from './password-checks';
import { clearFailures } from './sign-in-failures';
import { toUserRecord } from './users';

/** The call may come with the first-time session, or with none (not logged in). */
type FirstTimeContext = CommandContext & { auth: AuthContext | null };

/**
 * POST /users/changefirsttimepassword. Called with the first-time session (after the code) it answers
 * a full session; called without one (not logged in) it only changes the password.
 *
 * Anyone may call it, so it must not tell a right current password from a wrong one (issue 20 §7.6): the new
 * password's rules are checked first, whatever the current one; a wrong current password and a right one
 * of an account past its first login get one answer (same status, message, lockout count and work).
 */
export async function changeFirstTimePassword(
  { db, auth, actor }: FirstTimeContext,
  body: { Email: string; Password: string; NewPassword: string },
): Promise<{ statusCode: number; message: string } & Partial<UserRecord>> {
  checkNewPassword(body.Email, body.NewPassword, body.Password);
  const account = await verifyCurrentPassword(db, body.Email, body.Password, {
    wrong: 'password.firstTimeRefused',
    eligible: (user) => user.isFirstTimeLogin,
  });
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        passwordHash: await hashPassword(body.NewPassword),
        isFirstTimeLogin: false,
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, account.id), eq(users.isFirstTimeLogin, true)))
      .returning();
    // Another call changed it since it was checked: the same answer as for an account past its first login.
    if (!updated) throw refused('password.firstTimeRefused');
    await revokeUserSessions(tx, account.id);
    await clearFailures(tx, body.Email);
    await audit(
      tx,
      { ...actor, userId: account.id, email: account.email },
      'account.firstTimePasswordChange',
      'user',
      account.id,
    );
    if (auth && auth.kind === 'firstTime' && auth.userId === account.id) {
      const { token } = await createSession(tx, account.id, 'full', { ip: actor.ip });
      return { statusCode: 200, message: 'Password changed', ...toUserRecord(updated, token) };
    }
    return { statusCode: 200, message: 'Password changed' };
  });
}
