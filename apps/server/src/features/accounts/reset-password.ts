import { eq } from 'drizzle-orm';
import type { MessageBody } from '@portal/contract';
import { users } from '../../db/schema';
import type { CommandContext } from '../../platform/api';
import { audit } from '../../platform/audit';
import { revokeUserSessions } from '../../platform/auth';
import { consumeLinkTokens, findLinkToken } from '../../platform/link-tokens';
import { hashPassword } from '../../platform/passwords';
import { invalidLink } from './invalid-link';
import { checkNewPassword } from './password-checks';
import { clearFailures } from './sign-in-failures';
import { lockUserByEmail } from './users';

export interface ResetPasswordInput {
  email: string;
  newPassword: string;
  /** The mailed link's token, which arrives as the bearer. */
  linkToken: string | undefined;
}

/** POST /users/changepassword: reset by the mailed link. */
export async function resetPassword(
  { db, actor }: CommandContext,
  { email, newPassword, linkToken }: ResetPasswordInput,
): Promise<MessageBody> {
  return db.transaction(async (tx) => {
    // Locked before the link is read: of two simultaneous uses of one link, the second finds it used.
    const user = linkToken ? await lockUserByEmail(tx, email) : undefined;
    const link = user && linkToken ? await findLinkToken(tx, 'resetPassword', email, linkToken) : undefined;
    if (!link || !user || user.id !== link.userId || user.status !== 'accepted') throw invalidLink();
    checkNewPassword(email, newPassword);
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(newPassword), isFirstTimeLogin: false, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await consumeLinkTokens(tx, 'resetPassword', user.id);
    await revokeUserSessions(tx, user.id);
    await clearFailures(tx, email);
    await audit(tx, { ...actor, userId: user.id, email }, 'account.passwordReset', 'user', user.id);
    return { statusCode: 200, message: 'Password changed' };
  });
}
