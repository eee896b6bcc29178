import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { extractRequests, storedFiles } from '../db/schema';
import type { Storage } from './storage';

/** A half-written upload file untouched this long is dead (a live upload writes to it all the time). */
export const PARTIAL_GRACE_MS = 60 * 60 * 1000;
/**
 * A complete object gets its `stored_files` row when its request ends, which may be long after the object was
 * written (later files of the same request still uploading): only objects this old without a row are orphans.
 */
export const UNRECORDED_GRACE_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

export interface SweepResult {
  /** Half-written upload files removed. */
  partials: number;
  /** Complete objects without a `stored_files` row removed. */
  unrecorded: number;
}

/**
 * Removes what a crash (kill -9) mid-upload leaves in the storage: half-written files, and complete objects
 * whose row was never written (a `stored_files` row, or a prepared extract's key). Run once at start; the grace periods keep the uploads of other instances that
 * are still in flight.
 */
export async function sweepOrphans(db: Db, storage: Storage, now = new Date()): Promise<SweepResult> {
  const partials = await storage.removePartials(new Date(now.getTime() - PARTIAL_GRACE_MS));
  let unrecorded = 0;
  let batch: string[] = [];
  const removeUnrecorded = async () => {
    const rows = await db
      .select({ key: storedFiles.storageKey })
      .from(storedFiles)
      .where(inArray(storedFiles.storageKey, batch));
    // Prepared extracts (decision 031) are recorded on their request, not in stored_files.
    const extracts = await db
      .select({ key: extractRequests.storageKey })
      .from(extractRequests)
      .where(inArray(extractRequests.storageKey, batch));
    const recorded = new Set([...rows, ...extracts].map((r) => r.key));
    for (const key of batch.filter((k) => !recorded.has(k))) {
      await storage.remove(key);
      unrecorded++;
    }
    batch = [];
  };
  for await (const key of storage.listKeys(new Date(now.getTime() - UNRECORDED_GRACE_MS))) {
    batch.push(key);
    if (batch.length >= BATCH) await removeUnrecorded();
  }
  if (batch.length) await removeUnrecorded();
  return { partials, unrecorded };
}
