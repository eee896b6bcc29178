import { asc, eq } from 'drizzle-orm';
import { ACCOUNT_STATUS_LABELS, type UserProfile } from '@portal/contract';
import { brands, countries, userBrands, userMarkets } from '../../db/schema';
import type { SignedInContext } from '../../platform/api';
import { notFound } from '../../platform/errors';
import { isOwnAccount } from '../../platform/policy';
import { signedInUser } from '../accounts/users';
import { pendingScopeRequestOf } from './scope';

/** GET users/GetUserByUserSequence?id= (spec 002 §7). Only one's own record for now. */
export async function profileOf({ db, auth }: SignedInContext, { id }: { id: number }): Promise<UserProfile> {
  if (!isOwnAccount(auth, id)) throw notFound();
  const user = await signedInUser(db, id);
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
