import type { DbOrTx } from '../../db/client';
import { findLinkToken } from '../../platform/link-tokens';
import { invalidLink } from './invalid-link';
import { lockUserByEmail, userByEmail } from './users';

/**
 * The applicant named by a live approval link, and the link; with `lock`, the account row stays locked
 * (see lockUserByEmail).
 */
export async function pendingApplicant(tx: DbOrTx, email: string, token: string, lock = false) {
  // Locked before the link is read, so the read sees a decision that committed while we waited.
  const user = lock ? await lockUserByEmail(tx, email) : await userByEmail(tx, email);
  const link = user ? await findLinkToken(tx, 'approveUser', email, token) : undefined;
  if (!link || !user || user.id !== link.userId || user.status !== 'pending') throw invalidLink();
  return { user, link };
}
