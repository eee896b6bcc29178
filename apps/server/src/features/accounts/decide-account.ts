import { eq } from 'drizzle-orm';
import { toLanguage, type MessageBody } from '@portal/contract';
import { users } from '../../db/schema';
import type { CommandContext } from '../../platform/api';
import { audit } from '../../platform/audit';
import { consumeLinkTokens } from '../../platform/link-tokens';
import { portalLink } from '../../platform/links';
import { enqueueMail } from '../../platform/mail';
import { hashPassword, temporaryPassword } from '../../platform/passwords';
import { pendingApplicant } from './pending-applicant';

export interface DecideAccountInput {
  email: string;
  token: string;
  decision: 'approve' | 'reject';
}

/** POST /users/approveuser and /users/rejectuser: the decision consumes every copy of the link. */
export async function decideAccount(
  { db, config, actor }: CommandContext,
  { email, token, decision }: DecideAccountInput,
): Promise<MessageBody> {
  const approve = decision === 'approve';
  return db.transaction(async (tx) => {
    const { user, link } = await pendingApplicant(tx, email, token, true);
    await consumeLinkTokens(tx, 'approveUser', user.id);
    const lang = toLanguage(user.language);
    const decidedBy = link.issuedTo;
    if (approve) {
      const password = temporaryPassword();
      await tx
        .update(users)
        .set({
          status: 'accepted',
          passwordHash: await hashPassword(password),
          isFirstTimeLogin: true,
          decidedAt: new Date(),
          decidedBy,
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id));
      await enqueueMail(tx, {
        to: user.email,
        lang,
        template: 'accountApproved',
        vars: { firstName: user.firstName, email: user.email, password, link: portalLink(config, 'login') },
      });
    } else {
      await tx
        .update(users)
        .set({ status: 'rejected', decidedAt: new Date(), decidedBy, updatedAt: new Date() })
        .where(eq(users.id, user.id));
      await enqueueMail(tx, {
        to: user.email,
        lang,
        template: 'accountRejected',
        vars: { firstName: user.firstName, helpdesk: config.helpdeskEmail },
      });
    }
    await audit(
      tx,
      { ...actor, email: decidedBy },
      approve ? 'account.approve' : 'account.reject',
      'user',
      user.id,
    );
    return { statusCode: 200, message: approve ? 'Approved' : 'Rejected' };
  });
}
