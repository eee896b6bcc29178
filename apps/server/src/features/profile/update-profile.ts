import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ROLES, type MessageBody, type updateAccountBody } from '@portal/contract';
import { theRow } from '../../db/client';
import { users } from '../../db/schema';
import type { SignedInContext } from '../../platform/api';
import { audit } from '../../platform/audit';
import { badRequest, notFound } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { isOwnAccount } from '../../platform/policy';
import { sessionChanges } from '../../platform/session-cache';
import { announceSessionChange } from '../../platform/session-changes';
import { replaceMarketsAndBrands, resolveMarketsAndBrands } from '../accounts/markets-and-brands';
import { changeScope } from './change-scope';

/** updateAccountBody after parsing: defaults applied. */
type ProfileUpdate = z.output<typeof updateAccountBody>;

/**
 * POST users/updateaccount/: names, markets, brands (and company, phone for originators). Email and role
 * stay. For Retail Network Development the markets and brands are its data scope (docs/access.md): removing
 * applies at once, adding waits for a Validation Center decision by mailed link (change-scope.ts).
 */
export async function updateProfile(
  { db, config, auth, actor, lang }: SignedInContext,
  body: ProfileUpdate,
): Promise<MessageBody> {
  if (!isOwnAccount(auth, body.userSequence)) throw notFound();
  if (auth.role === ROLES.ORIGINATOR) {
    const fields: Record<string, string> = {};
    if (!body.Company) fields.Company = 'validation.required';
    if (!body.ContactNumber) fields.ContactNumber = 'validation.required';
    if (Object.keys(fields).length) throw badRequest('validation.invalid', fields);
  }
  const { countryCodes, brandIds } = await resolveMarketsAndBrands(db, body.arMarkets, body.arBrands);
  const { pending } = await db.transaction(async (tx) => {
    // The name travels with the session: cached copies must be read again.
    sessionChanges.emit('user', auth.userId, undefined);
    const rows = await tx
      .update(users)
      .set({
        firstName: body.FirstName,
        surName: body.SurName,
        ...(auth.role === ROLES.ORIGINATOR
          ? { company: body.Company, contactNumber: body.ContactNumber }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, auth.userId))
      .returning();
    await announceSessionChange(tx, { user: auth.userId });
    await audit(tx, actor, 'account.updateProfile', 'user', auth.userId);
    if (auth.role === ROLES.RND) {
      const user = theRow(rows, 'the signed-in account');
      return changeScope(tx, config, user, { countryCodes, brandIds }, actor);
    }
    await replaceMarketsAndBrands(tx, auth.userId, countryCodes, brandIds);
    return { pending: false };
  });
  return {
    statusCode: 200,
    message: t(lang, pending ? 'profile.scopeRequested' : 'profile.updated'),
  };
}
