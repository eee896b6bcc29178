import { toLanguage } from '@portal/contract';
import type { CommandContext } from '../../platform/api';
import { audit } from '../../platform/audit';
import { consumeLinkTokens, issueLinkToken } from '../../platform/link-tokens';
import { portalLink } from '../../platform/links';
import { enqueueMail } from '../../platform/mail';
import { isLocked } from './sign-in-failures';
import { userByEmail } from './users';

/** POST /users/forgotpassword: isUserActivated 4 mail sent, 3 locked, 2 not accepted, 0 unknown (spec 000 §4). */
export async function forgotPassword(
  { db, config, actor }: CommandContext,
  { email }: { email: string },
): Promise<{ isUserActivated: number }> {
  const user = await userByEmail(db, email);
  if (!user) return { isUserActivated: 0 };
  if (user.status !== 'accepted') return { isUserActivated: 2 };
  if (await isLocked(db, email)) return { isUserActivated: 3 };
  await db.transaction(async (tx) => {
    await consumeLinkTokens(tx, 'resetPassword', user.id);
    const token = await issueLinkToken(tx, 'resetPassword', { email, userId: user.id });
    const link = portalLink(config, 'resetPassword', { email, token });
    await enqueueMail(tx, {
      to: email,
      lang: toLanguage(user.language),
      template: 'passwordReset',
      vars: { firstName: user.firstName, link, minutes: 60 },
    });
    await audit(tx, actor, 'account.passwordResetRequested', 'user', user.id);
  });
  return { isUserActivated: 4 };
}
