import { and, eq, inArray, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { extractRequests } from '../../../db/schema';
import type { Storage } from '../../../platform/storage';

const DAY_MS = 86_400_000;
/** Expired and failed requests stay listed a while (shown "expired" rather than unknown), then go. */
export const EXTRACT_HISTORY_MS = 30 * DAY_MS;
const BATCH = 100;

/**
 * The hourly sweep's part for prepared extracts (decision 031): every ready file past its end is deleted from
 * the storage. The row is marked `expired` and its key cleared first, so a download never finds a key whose file
 * is gone; if the instance dies between the two, the file has no row left and the orphan sweep removes it a day
 * later. Expired and failed rows are deleted after EXTRACT_HISTORY_MS. Idempotent.
 */
export async function sweepExtracts(db: Db, storage: Storage, now = new Date()) {
  let files = 0;
  for (;;) {
    const due = await db
      .select({ id: extractRequests.id, key: extractRequests.storageKey })
      .from(extractRequests)
      .where(and(eq(extractRequests.status, 'ready'), lte(extractRequests.expiresAt, now)))
      .limit(BATCH);
    if (!due.length) break;
    const expired = await db
      .update(extractRequests)
      .set({ status: 'expired', storageKey: null })
      .where(
        and(
          eq(extractRequests.status, 'ready'),
          inArray(
            extractRequests.id,
            due.map((d) => d.id),
          ),
        ),
      )
      .returning({ id: extractRequests.id });
    const ids = new Set(expired.map((e) => e.id));
    for (const { id, key } of due) {
      if (!key || !ids.has(id)) continue;
      await storage.remove(key);
      files++;
    }
  }
  const old = new Date(now.getTime() - EXTRACT_HISTORY_MS);
  const rows = await db
    .delete(extractRequests)
    .where(
      or(
        and(eq(extractRequests.status, 'expired'), lt(extractRequests.expiresAt, old)),
        and(eq(extractRequests.status, 'failed'), lt(extractRequests.requestedAt, old)),
      ),
    )
    .returning({ id: extractRequests.id });
  return { extractFiles: files, extractRows: rows.length };
}
