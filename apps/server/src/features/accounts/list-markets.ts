import { asc } from 'drizzle-orm';
import type { Answer, Api } from '@portal/contract';
import { countries } from '../../db/schema';
import type { CommandContext } from '../../platform/api';

/** GET /users/getmarkets: the sign-up form's markets, by label. */
export async function listMarkets({ db }: CommandContext): Promise<Answer<Api['getMarkets']>> {
  const rows = await db.select().from(countries).orderBy(asc(countries.label));
  return rows.map((c) => ({
    countryCode: c.code,
    market_country: c.label,
    phonePrefix: c.phonePrefix,
    isEECluster: c.isEeCluster,
  }));
}
