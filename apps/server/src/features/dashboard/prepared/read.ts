import { desc, eq } from 'drizzle-orm';
import { EXTRACTS, type ExtractItem } from '@portal/contract';
import type { DbOrTx } from '../../../db/client';
import { extractRequests } from '../../../db/schema';
import { notFound } from '../../../platform/errors';
import { isOwnExtract, type PolicyUser } from '../../../platform/policy';

type Row = typeof extractRequests.$inferSelect;

/** A ready file past its end is expired even before the hourly sweep has deleted it. */
export function shownStatus(row: Pick<Row, 'status' | 'expiresAt'>, now = new Date()): ExtractItem['status'] {
  if (row.status === 'ready' && row.expiresAt && row.expiresAt <= now) return 'expired';
  return row.status;
}

export function extractItemOf(row: Row, now = new Date()): ExtractItem {
  return {
    extractId: row.id,
    kind: row.kind,
    status: shownStatus(row, now),
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    rowCount: row.rowCount,
    sizeBytes: row.sizeBytes,
  };
}

/** `home/GetExtracts`: the caller's own latest extracts, newest first. */
export async function listExtracts(db: DbOrTx, auth: Pick<PolicyUser, 'userId'>) {
  const rows = await db
    .select()
    .from(extractRequests)
    .where(eq(extractRequests.userId, auth.userId))
    .orderBy(desc(extractRequests.requestedAt), desc(extractRequests.id))
    .limit(EXTRACTS.listed);
  return { extracts: rows.map((r) => extractItemOf(r)) };
}

/** One extract, if the caller may see it (policy: its requester only); 404 otherwise. */
export async function ownExtract(db: DbOrTx, auth: Pick<PolicyUser, 'userId'>, extractId: number) {
  const [row] = await db.select().from(extractRequests).where(eq(extractRequests.id, extractId)).limit(1);
  if (!row || !isOwnExtract(auth, row)) throw notFound();
  return row;
}
