import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginThrottle } from '../../db/schema';

/** Failed sign-ins counted per address, and the lockout they lead to (docs/accounts.md). */

export const LOCKOUT = { maxFailures: 5, lockMs: 15 * 60_000 } as const;

export async function isLocked(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: loginThrottle.email })
    .from(loginThrottle)
    .where(and(eq(loginThrottle.email, email), gt(loginThrottle.lockedUntil, sql`now()`)))
    .limit(1);
  return Boolean(row);
}

/** Counts one failed password for the address; the fifth in a row locks it. Returns true when now locked. */
export async function recordFailure(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .insert(loginThrottle)
    .values({ email, failedCount: 1, lastFailedAt: sql`now()` })
    .onConflictDoUpdate({
      target: loginThrottle.email,
      set: {
        // A lock that has run out starts a new count.
        failedCount: sql`case when ${loginThrottle.lockedUntil} is not null and ${loginThrottle.lockedUntil} <= now() then 1 else ${loginThrottle.failedCount} + 1 end`,
        lockedUntil: sql`case when ${loginThrottle.lockedUntil} is not null and ${loginThrottle.lockedUntil} <= now() then null else ${loginThrottle.lockedUntil} end`,
        lastFailedAt: sql`now()`,
      },
    })
    .returning();
  if (row && row.failedCount >= LOCKOUT.maxFailures) {
    await db
      .update(loginThrottle)
      .set({ lockedUntil: new Date(Date.now() + LOCKOUT.lockMs), failedCount: 0 })
      .where(eq(loginThrottle.email, email));
    return true;
  }
  return false;
}

/** Locks the address's sign-in for the lockout period, whatever its failure count (too many wrong codes). */
export async function lockSignIn(db: DbOrTx, email: string): Promise<void> {
  const lockedUntil = new Date(Date.now() + LOCKOUT.lockMs);
  await db
    .insert(loginThrottle)
    .values({ email, failedCount: 0, lockedUntil, lastFailedAt: sql`now()` })
    .onConflictDoUpdate({ target: loginThrottle.email, set: { failedCount: 0, lockedUntil } });
}

export async function clearFailures(db: DbOrTx, email: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.email, email));
}
