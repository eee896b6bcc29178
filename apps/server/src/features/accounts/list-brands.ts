import { asc, ne } from 'drizzle-orm';
import { NON_PSA_BRAND, type Answer, type Api } from '@portal/contract';
import { brands } from '../../db/schema';
import type { CommandContext } from '../../platform/api';

/** GET /users/getbrands: the brands one may sign up for (not the non-PSA one), by id. */
export async function listBrands({ db }: CommandContext): Promise<Answer<Api['getBrands']>> {
  const rows = await db.select().from(brands).where(ne(brands.name, NON_PSA_BRAND)).orderBy(asc(brands.id));
  return rows.map((b) => ({ brand_id: b.id, brand_name: b.name, colour: b.colour }));
}
