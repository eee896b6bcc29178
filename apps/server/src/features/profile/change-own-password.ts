import { eq } from 'drizzle-orm';
import type { MessageBody } from '@portal/contract';
import { users } from '../../db/schema';
import type { SignedInContext } from '../../platform/api';
import { audit } from '../../platform/audit';
import { revokeUserSessions } from '../../platform/auth';
import { refused } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { checkNewPassword, verifyCurrentPassword } from '../accounts/password-checks';

/** POST /users/changeuserpassword (spec 002): the signed-in user's own password; other sessions end. */
export async function changeOwnPassword(
  { db, auth, actor }: SignedInContext,
  body: { Email: string; Password: string; NewPassword: string },
): Promise<MessageBody> {
  if (body.Email !== auth.email) throw refused('password.otherAccount');
  await verifyCurrentPassword(db, auth.email, body.Password);
  checkNewPassword(auth.email, body.NewPassword, body.Password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(body.NewPassword), updatedAt: new Date() })
      .where(eq(users.id, auth.userId));
    await revokeUserSessions(tx, auth.userId, auth.sessionId);
    await audit(tx, actor, 'account.passwordChange', 'user', auth.userId);
  });
  return { statusCode: 200, message: 'Password changed' };
}
