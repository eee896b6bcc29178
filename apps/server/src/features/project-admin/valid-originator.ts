import { and, eq } from 'drizzle-orm';
import { ROLES } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

/** An accepted Project Originator account with this address, if any. */
export async function validOriginator(db: DbOrTx, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.role, ROLES.ORIGINATOR), eq(users.status, 'accepted')));
  return row;
}
