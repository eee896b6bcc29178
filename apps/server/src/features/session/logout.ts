import type { SignedInContext } from '../../platform/api';
import { audit } from '../../platform/audit';
import { revokeSession } from '../../platform/auth';

/** POST /users/cancel: ends the caller's session, whatever its kind. */
export async function logout({ db, auth, actor }: SignedInContext): Promise<{ statusCode: number }> {
  await db.transaction(async (tx) => {
    await revokeSession(tx, auth.sessionId);
    await audit(tx, actor, 'auth.logout', 'session', auth.sessionId);
  });
  return { statusCode: 200 };
}
