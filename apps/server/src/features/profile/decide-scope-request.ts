import { eq } from 'drizzle-orm';
import { toLanguage, type MessageBody } from '@portal/contract';
import { scopeRequests, userBrands, userMarkets } from '../../db/schema';
import type { CommandContext } from '../../platform/api';
import { audit } from '../../platform/audit';
import { t } from '../../platform/i18n';
import { consumeLinkTokens } from '../../platform/link-tokens';
import { enqueueMail } from '../../platform/mail';
import { brandsText, linkedRequest, marketsText, scopeOf } from './scope';

/**
 * POST /users/approvescoperequest and /users/rejectscoperequest: approving adds the requested markets
 * and brands to the user's scope; rejecting leaves it as it is. Either way every copy of the link is used
 * up, the user is mailed the outcome and the decision is audited, in one transaction.
 */
export async function decideScopeRequest(
  { db, config, actor, lang }: CommandContext,
  { email, token, decision }: { email: string; token: string; decision: 'approve' | 'reject' },
): Promise<MessageBody> {
  const approve = decision === 'approve';
  return db.transaction(async (tx) => {
    const { user, link, request } = await linkedRequest(tx, email, token, true);
    await consumeLinkTokens(tx, 'approveScope', user.id);
    const userLang = toLanguage(user.language);
    if (approve) {
      if (request.countryCodes.length)
        await tx
          .insert(userMarkets)
          .values(request.countryCodes.map((countryCode) => ({ userId: user.id, countryCode })))
          .onConflictDoNothing();
      if (request.brandIds.length)
        await tx
          .insert(userBrands)
          .values(request.brandIds.map((brandId) => ({ userId: user.id, brandId })))
          .onConflictDoNothing();
    }
    await tx
      .update(scopeRequests)
      .set({ status: approve ? 'approved' : 'rejected', decidedAt: new Date(), decidedBy: link.issuedTo })
      .where(eq(scopeRequests.id, request.id));
    const scope = await scopeOf(tx, user.id);
    await enqueueMail(tx, {
      to: user.email,
      lang: userLang,
      template: approve ? 'scopeApproved' : 'scopeRejected',
      vars: {
        firstName: user.firstName,
        markets: marketsText(userLang, scope.countryCodes),
        brands: brandsText(userLang, scope.brandIds),
        addedMarkets: marketsText(userLang, request.countryCodes),
        addedBrands: brandsText(userLang, request.brandIds),
        helpdesk: config.helpdeskEmail,
      },
    });
    await audit(
      tx,
      { ...actor, email: link.issuedTo },
      approve ? 'scope.approve' : 'scope.reject',
      'scopeRequest',
      request.id,
      { userId: user.id, markets: request.countryCodes, brandIds: request.brandIds },
    );
    return {
      statusCode: 200,
      message: t(lang, approve ? 'approval.scopeApprovedTitle' : 'approval.scopeRejectedTitle'),
    };
  });
}
