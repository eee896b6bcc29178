import { ROLE_TITLE_KEY, ROLES, type ScopeRequestDetail } from '@portal/contract';
import type { CommandContext } from '../../platform/api';
import { t } from '../../platform/i18n';
import { brandsText, linkedRequest, marketsText, scopeOf } from './scope';

/** POST /users/getscoperequest: what the approver sees before deciding. */
export async function scopeRequestDetail(
  { db, lang }: CommandContext,
  { email, token }: { email: string; token: string },
): Promise<ScopeRequestDetail> {
  const { user, request } = await linkedRequest(db, email, token);
  const current = await scopeOf(db, user.id);
  return {
    firstName: `${user.firstName} ${user.surName}`,
    email: user.email,
    roles: t(lang, ROLE_TITLE_KEY[ROLES.RND]),
    markets: marketsText(lang, current.countryCodes),
    brands: brandsText(lang, current.brandIds),
    addedMarkets: marketsText(lang, request.countryCodes),
    addedBrands: brandsText(lang, request.brandIds),
    requestedOn: request.createdAt.toISOString(),
  };
}
