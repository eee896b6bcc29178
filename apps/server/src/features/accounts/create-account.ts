import { eq } from 'drizzle-orm';
import { ROLE_TITLE_KEY, ROLES, type CreateAccountBody, type MessageBody, type Role } from '@portal/contract';
import { theRow } from '../../db/client';
import { users } from '../../db/schema';
import type { CommandContext } from '../../platform/api';
import { audit } from '../../platform/audit';
import { refused } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { issueLinkToken } from '../../platform/link-tokens';
import { portalLink } from '../../platform/links';
import { enqueueMail } from '../../platform/mail';
import { approverGreeting, approvers } from './approvers';
import { replaceMarketsAndBrands, resolveMarketsAndBrands } from './markets-and-brands';
import { userByEmail } from './users';

type SignUp = Extract<CreateAccountBody, object> & Record<string, unknown>;

/** POST /users/createaccount: a pending account without a password, and a link to every approver. */
export async function createAccount(
  { db, config, actor, lang }: CommandContext,
  body: SignUp,
): Promise<MessageBody> {
  const marketCodes = 'arMarkets' in body ? (body.arMarkets as string[]) : [];
  const brandNames = 'arBrands' in body ? (body.arBrands as string[]) : [];
  const { countryCodes, brandIds } = await resolveMarketsAndBrands(db, marketCodes, brandNames);
  const email = body.Email as string;
  const role = body.Roles as Role;

  return db.transaction(async (tx) => {
    const existing = await userByEmail(tx, email);
    if (existing && existing.status !== 'rejected') throw refused('signup.emailExists');
    const values = {
      email,
      firstName: body.FirstName as string,
      surName: body.SurName as string,
      role,
      projectRole: role === ROLES.VC ? (body.ProjectRole as string) : null,
      company: role === ROLES.ORIGINATOR ? (body.Company as string) : '',
      contactNumber: role === ROLES.ORIGINATOR ? (body.ContactNumber as string) : '',
      status: 'pending' as const,
      passwordHash: null,
      isFirstTimeLogin: false,
      termsAcceptedAt: role === ROLES.ORIGINATOR ? new Date() : null,
      language: lang,
      decidedAt: null,
      decidedBy: null,
      updatedAt: new Date(),
    };
    // A rejected applicant may apply again: the old row becomes the new application.
    const user = theRow(
      existing
        ? await tx.update(users).set(values).where(eq(users.id, existing.id)).returning()
        : await tx.insert(users).values(values).returning(),
      'the applicant',
    );
    await replaceMarketsAndBrands(tx, user.id, countryCodes, brandIds);
    for (const approver of await approvers(tx, config)) {
      const token = await issueLinkToken(tx, 'approveUser', {
        email,
        userId: user.id,
        issuedTo: approver.email,
      });
      const link = portalLink(config, 'approveAccount', { email, token });
      await enqueueMail(tx, {
        to: approver.email,
        lang: approver.lang,
        template: 'approvalRequest',
        vars: {
          // The greeting is for the approver; the body names the applicant.
          firstName: approverGreeting(approver),
          applicantFirstName: user.firstName,
          applicantSurName: user.surName,
          email,
          role: t(approver.lang, ROLE_TITLE_KEY[role]),
          link,
        },
      });
    }
    await audit(tx, actor, 'account.signUp', 'user', user.id, { role });
    return { statusCode: 200, message: t(lang, 'signup.underProcess') };
  });
}
