import { eq } from 'drizzle-orm';
import { MAX_DB_ID } from '@portal/contract';
import type { Tx } from '../../db/client';
import { originatorRequests } from '../../db/schema';
import { notFound, refused } from '../../platform/errors';

export type RequestRecord = typeof originatorRequests.$inferSelect;

/**
 * The pending request, locked until the end of the transaction: of two simultaneous decisions only one
 * finds it pending. Unknown: 404; already decided: 405.
 */
export async function lockPendingRequest(tx: Tx, id: number): Promise<RequestRecord> {
  if (id > MAX_DB_ID) throw notFound();
  const [request] = await tx
    .select()
    .from(originatorRequests)
    .where(eq(originatorRequests.id, id))
    .for('update');
  if (!request) throw notFound();
  if (request.status !== 'pending') throw refused('request.alreadyDecided');
  return request;
}
