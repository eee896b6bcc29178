import { and, eq, gt, sql } from 'drizzle-orm';
import type { Role } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { loginThrottle, users } from '../../db/schema';
import { unauthorized } from '../../platform/errors';
import type { UserRecord } from '@portal/contract';

export type UserRow = typeof users.$inferSelect;

export async function userByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/**
 * The account row locked until the end of the transaction: decisions taken by link (approve, reject,
 * reset) lock it first, so of two simultaneous uses of a link the second one sees the first one's result.
 */
export async function lockUserByEmail(tx: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.email, email)).limit(1).for('update');
  return row;
}

export async function userById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The record the client keeps after sign-in (spec 000 §3). */
export function toUserRecord(user: UserRow, token: string): UserRecord {
  return {
    token,
    email: user.email,
    firstName: user.firstName,
    roles: user.role as Role,
    userSequence: user.id,
    isFirstTimeLogin: user.isFirstTimeLogin,
  };
}

// ---- failed sign-ins and lockout (docs/accounts.md) ----

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

export const invalidLink = () => unauthorized('link.invalid');
