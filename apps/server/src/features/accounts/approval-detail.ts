import { eq } from 'drizzle-orm';
import { ROLE_TITLE_KEY, type ApprovalDetail, type Role } from '@portal/contract';
import { userMarkets } from '../../db/schema';
import type { CommandContext } from '../../platform/api';
import { countryText, t } from '../../platform/i18n';
import { pendingApplicant } from './pending-applicant';

/** POST /users/getapprove/: what the approver sees before deciding. */
export async function approvalDetail(
  { db, lang }: CommandContext,
  { email, token }: { email: string; token: string },
): Promise<ApprovalDetail> {
  const { user } = await pendingApplicant(db, email, token);
  const markets = await db
    .select({ code: userMarkets.countryCode })
    .from(userMarkets)
    .where(eq(userMarkets.userId, user.id));
  // Country names in the reader's language, in that language's order.
  const names = markets.map((m) => countryText(lang, m.code)).sort((a, b) => a.localeCompare(b, lang));
  return {
    roles: t(lang, ROLE_TITLE_KEY[user.role as Role]),
    firstName: `${user.firstName} ${user.surName}`,
    siteName: user.siteName || user.company,
    city: user.city,
    countries: names.join(', '),
  };
}
