import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ROLES, type updateAccountBody, type UserProfile } from '@portal/contract';
import type { Db } from '../../db/client';
import { brands, countries, userBrands, userMarkets, users } from '../../db/schema';
import { audit, type Actor } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth';
import { badRequest, notFound } from '../../platform/errors';
import { sessionChanges } from '../../platform/session-cache';
import { resolveMarketsAndBrands, replaceMarketsAndBrands } from '../accounts/service';
import { userById } from '../accounts/users';

const STATUS_LABEL = { pending: 'Pending', accepted: 'Accepted', rejected: 'Rejected' } as const;

/** GET users/GetUserByUserSequence?id= (spec 002 §7). Only one's own record for now. */
export async function profileOf(db: Db, auth: AuthContext, id: number): Promise<UserProfile> {
  if (id !== auth.userId) throw notFound();
  const user = (await userById(db, id))!;
  const [markets, brandRows] = await Promise.all([
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
    acceptedUser: STATUS_LABEL[user.status],
    siteName: user.siteName,
    created_Date: user.createdAt.toISOString(),
    city: user.city,
    countries: markets.map((m) => m.label).join(', '),
  };
}

/** POST users/updateaccount/: names, markets, brands (and company, phone for originators). Email and role stay. */
export async function updateProfile(db: Db, auth: AuthContext, body: ProfileUpdate, actor: Actor) {
  if (body.userSequence !== auth.userId) throw notFound();
  if (auth.role === ROLES.ORIGINATOR) {
    const fields: Record<string, string> = {};
    if (!body.Company) fields.Company = 'validation.required';
    if (!body.ContactNumber) fields.ContactNumber = 'validation.required';
    if (Object.keys(fields).length) throw badRequest('validation.invalid', fields);
  }
  const { countryCodes, brandIds } = await resolveMarketsAndBrands(db, body.arMarkets, body.arBrands);
  await db.transaction(async (tx) => {
    // The name travels with the session: cached copies must be read again.
    sessionChanges.emit('user', auth.userId, undefined);
    await tx
      .update(users)
      .set({
        firstName: body.FirstName,
        surName: body.SurName,
        ...(auth.role === ROLES.ORIGINATOR
          ? { company: body.Company, contactNumber: body.ContactNumber }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, auth.userId));
    await replaceMarketsAndBrands(tx, auth.userId, countryCodes, brandIds);
    await audit(tx, actor, 'account.updateProfile', 'user', auth.userId);
  });
  return { statusCode: 200, message: 'Profile Details Updated' };
}

/** updateAccountBody after parsing: defaults applied. */
type ProfileUpdate = z.output<typeof updateAccountBody>;
