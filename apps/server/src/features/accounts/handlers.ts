import { asc, ne } from 'drizzle-orm';
import { NON_PSA_BRAND } from '@portal/contract';
import { brands, contractTypes, countries } from '../../db/schema';
import type { FeatureHandlers } from '../../platform/api';
import { bearerToken } from '../../platform/auth';
import {
  accountExists,
  approvalDetail,
  changeFirstTimePassword,
  createAccount,
  decide,
  forgotPassword,
  resetPassword,
} from './service';

type Names =
  | 'getMarkets'
  | 'getBrands'
  | 'getContractTypes'
  | 'createAccount'
  | 'getAccountDetail'
  | 'getApprove'
  | 'approveUser'
  | 'rejectUser'
  | 'forgotPassword'
  | 'changePasswordByLink'
  | 'changeFirstTimePassword';

/** Sign-up lookups, approval by link and the password flows (spec 000 §7, docs/accounts.md). */
export const accountsHandlers: FeatureHandlers<Names> = {
  getMarkets: async ({ db }) => {
    const rows = await db.select().from(countries).orderBy(asc(countries.label));
    return rows.map((c) => ({
      countryCode: c.code,
      market_country: c.label,
      phonePrefix: c.phonePrefix,
      isEECluster: c.isEeCluster,
    }));
  },
  getBrands: async ({ db }) => {
    const rows = await db.select().from(brands).where(ne(brands.name, NON_PSA_BRAND)).orderBy(asc(brands.id));
    return rows.map((b) => ({ brand_id: b.id, brand_name: b.name, colour: b.colour }));
  },
  getContractTypes: async ({ db }) => {
    const rows = await db.select().from(contractTypes).orderBy(asc(contractTypes.id));
    // Spec 000 §3 names the lookup's field brandName; the id stays beside it.
    return rows.map((c) => ({ contractTypeId: c.id, brandName: c.name }));
  },
  createAccount: ({ db, config, body, actor, lang }) => createAccount(db, config, body, actor, lang),
  getAccountDetail: ({ db, body }) => accountExists(db, body.email),
  getApprove: ({ db, body, lang }) => approvalDetail(db, body.Email, body.Token, lang),
  approveUser: ({ db, config, body, actor }) => decide(db, config, body.Email, body.Token, true, actor),
  rejectUser: ({ db, config, body, actor }) => decide(db, config, body.Email, body.Token, false, actor),
  forgotPassword: async ({ db, config, body, actor }) => ({
    isUserActivated: await forgotPassword(db, config, body.Email, actor),
  }),
  changePasswordByLink: ({ db, body, request, actor }) =>
    resetPassword(db, body.Email, body.NewPassword, bearerToken(request), actor),
  changeFirstTimePassword: ({ db, body, auth, actor }) => changeFirstTimePassword(db, body, auth, actor),
};
