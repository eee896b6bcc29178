import { asc } from 'drizzle-orm';
import type { Answer, Api } from '@portal/contract';
import { contractTypes } from '../../db/schema';
import type { CommandContext } from '../../platform/api';

/** GET /users/getcontracttypes, by id. */
export async function listContractTypes({ db }: CommandContext): Promise<Answer<Api['getContractTypes']>> {
  const rows = await db.select().from(contractTypes).orderBy(asc(contractTypes.id));
  // Spec 000 §3 names the lookup's field brandName; the id stays beside it.
  return rows.map((c) => ({ contractTypeId: c.id, brandName: c.name }));
}
