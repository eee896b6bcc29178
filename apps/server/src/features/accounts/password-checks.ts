import type { Db } from '../../db/client';
import { refused } from '../../platform/errors';
import { passwordProblem, verifyPassword } from '../../platform/passwords';
import { isLocked, recordFailure } from './sign-in-failures';
import { userByEmail, type UserRow } from './users';

/** Checks shared by the password changes: by link, at first sign-in and the signed-in user's own. */

/** The new password's rules (docs/accounts.md); `current`, when given, must differ from it. */
export function checkNewPassword(email: string, newPassword: string, current?: string) {
  if (current !== undefined && newPassword === current) throw refused('password.sameAsOld');
  const problem = passwordProblem(email, newPassword);
  if (problem) throw refused(problem);
}

/**
 * Shared by the first-time change and the signed-in change: the current password must be right and the
 * account `eligible`. A refusal counts towards the lockout, so that count is committed before it is thrown;
 * the hash is checked for an unknown or ineligible account too, so the time taken tells nothing either.
 */
export async function verifyCurrentPassword(
  db: Db,
  email: string,
  current: string,
  refusal: { wrong: string; eligible: (user: UserRow) => boolean } = {
    wrong: 'password.currentWrong',
    eligible: () => true,
  },
): Promise<UserRow> {
  const outcome = await db.transaction(async (tx): Promise<{ user: UserRow } | { refusal: string }> => {
    if (await isLocked(tx, email)) return { refusal: 'login.locked' };
    const user = await userByEmail(tx, email);
    const right = await verifyPassword(user?.passwordHash, current);
    if (!user || user.status !== 'accepted' || !right || !refusal.eligible(user)) {
      const locked = await recordFailure(tx, email);
      return { refusal: locked ? 'login.locked' : refusal.wrong };
    }
    return { user };
  });
  if ('refusal' in outcome) throw refused(outcome.refusal);
  return outcome.user;
}
