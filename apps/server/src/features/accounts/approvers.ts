import { and, eq } from 'drizzle-orm';
import { ROLES, toLanguage, type Language } from '@portal/contract';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { t } from '../../platform/i18n';

export interface Approver {
  email: string;
  lang: Language;
  /** The member's first name; null for an APPROVER_EMAILS address or the help desk (no account). */
  firstName: string | null;
}

/** Who receives the approval links: accepted Validation Center Team members and APPROVER_EMAILS. */
export async function approvers(tx: DbOrTx, config: Config): Promise<Approver[]> {
  const vc = await tx
    .select({ email: users.email, language: users.language, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.role, ROLES.VC), eq(users.status, 'accepted')));
  const list = new Map<string, Approver>(
    vc.map((u) => [u.email, { email: u.email, lang: toLanguage(u.language), firstName: u.firstName }]),
  );
  for (const email of config.approverEmails)
    if (!list.has(email)) list.set(email, { email, lang: 'en', firstName: null });
  // Nobody to approve yet (a brand-new installation): the help desk receives the request.
  if (list.size === 0)
    list.set(config.helpdeskEmail, { email: config.helpdeskEmail, lang: 'en', firstName: null });
  return [...list.values()];
}

/** How a mail greets an approver: by first name, or as the team when the address has no account. */
export const approverGreeting = (approver: Approver) =>
  approver.firstName || t(approver.lang, 'request.teamName');
