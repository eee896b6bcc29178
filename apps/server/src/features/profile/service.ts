import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ACCOUNT_STATUS_LABELS,
  ROLES,
  type Language,
  type updateAccountBody,
  type UserProfile,
} from '@portal/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { brands, countries, userBrands, userMarkets, users } from '../../db/schema';
import { audit, type Actor } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth';
import { badRequest, notFound } from '../../platform/errors';
import { isOwnAccount } from '../../platform/policy';
import { t } from '../../platform/i18n';
import { sessionChanges } from '../../platform/session-cache';
import { resolveMarketsAndBrands, replaceMarketsAndBrands } from '../accounts/service';
import { userById } from '../accounts/users';
import { changeScope, pendingScopeRequestOf } from './scope-requests';

/** GET users/GetUserByUserSequence?id= (spec 002 §7). Only one's own record for now. */
export async function profileOf(db: Db, auth: AuthContext, id: number): Promise<UserProfile> {
  if (!isOwnAccount(auth, id)) throw notFound();
  const user = (await userById(db, id))!;
  const [markets, brandRows, pendingScopeRequest] = await Promise.all([
    db
      .select({ code: countries.code, label: countries.label })
      .from(userMarkets)
      .innerJoin(countries, eq(countries.code, userMarkets.countryCode))
      .where(eq(userMarkets.userId, id))
      .orderBy(asc(countries.label)),
    db
      .select({ name: brands.name })
      .from(userBrands)
      .innerJoin(brands, eq(brands.id, userBrands.brandId))
      .where(eq(userBrands.userId, id))
      .orderBy(asc(brands.id)),
    pendingScopeRequestOf(db, id),
  ]);
  return {
    userSequence: user.id,
    firstName: user.firstName,
    surName: user.surName,
    email: user.email,
    company: user.company,
    contactNumber: user.contactNumber,
    brands: brandRows.map((b) => b.name).join(', '),
    markets: markets.map((m) => m.label).join(', '),
    arBrands: brandRows.map((b) => b.name),
    arMarkets: markets.map((m) => m.code),
    roles: user.role,
    projectRole: user.projectRole ?? '',
    acceptedUser: ACCOUNT_STATUS_LABELS[user.status],
    siteName: user.siteName,
    created_Date: user.createdAt.toISOString(),
    city: user.city,
    countries: markets.map((m) => m.label).join(', '),
    pendingScopeRequest,
  };
}

/**
 * POST users/updateaccount/: names, markets, brands (and company, phone for originators). Email and role
 * stay. For Retail Network Development the markets and brands are its data scope (docs/access.md): removing
 * applies at once, adding waits for a Validation Center decision by mailed link (scope-requests.ts).
 */
export async function updateProfile(
  db: Db,
  config: Config,
  auth: AuthContext,
  body: ProfileUpdate,
  actor: Actor,
  lang: Language,
) {
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
    const [user] = await tx
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
    await audit(tx, actor, 'account.updateProfile', 'user', auth.userId);
    if (auth.role === ROLES.RND) return changeScope(tx, config, user!, { countryCodes, brandIds }, actor);
    await replaceMarketsAndBrands(tx, auth.userId, countryCodes, brandIds);
    return { pending: false };
  });
  return {
    statusCode: 200,
    message: t(lang, pending ? 'profile.scopeRequested' : 'profile.updated'),
  };
}

/** updateAccountBody after parsing: defaults applied. */
type ProfileUpdate = z.output<typeof updateAccountBody>;
