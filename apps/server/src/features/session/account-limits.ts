import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { signInCounters } from '../../db/schema';

/**
 * Limits per account rather than per IP or per code (issue 20 §7): a guesser spread over many IPs, or over
 * many sign-ins each with a fresh code, is counted once. The counters live in the database, so they hold
 * across instances and restarts.
 */
export const ACCOUNT_LIMITS = {
  /** Wrong one-time codes within `wrongCodeWindow` (two codes' worth of attempts) lock the sign-in. */
  maxWrongCodes: 10,
  wrongCodeWindow: '1 hour',
  signInWindow: '1 minute',
} as const;

const c = signInCounters;

/**
 * Counts one sign-in call for the address. Answers the seconds until the current minute's window ends when
 * the call is over `max`, else 0.
 */
export async function countSignIn(db: DbOrTx, email: string, max: number): Promise<number> {
  const fresh = sql`${c.signInsSince} <= now() - ${ACCOUNT_LIMITS.signInWindow}::interval`;
  const [row] = await db
    .insert(c)
    .values({ email, signIns: 1 })
    .onConflictDoUpdate({
      target: c.email,
      set: {
        signIns: sql`case when ${fresh} then 1 else ${c.signIns} + 1 end`,
        signInsSince: sql`case when ${fresh} then now() else ${c.signInsSince} end`,
      },
    })
    .returning({
      signIns: c.signIns,
      secondsLeft: sql<number>`ceil(extract(epoch from ${c.signInsSince} + ${ACCOUNT_LIMITS.signInWindow}::interval - now()))::int`,
    });
  return row && row.signIns > max ? Math.max(1, row.secondsLeft) : 0;
}

/**
 * Counts one wrong code for the address. True for the one that reaches the limit: the caller locks the
 * sign-in and mails the owner, and the count starts again. Callers hold the account's row lock, so
 * concurrent guesses are counted one after the other and only one of them sees the limit.
 */
export async function countWrongCode(tx: DbOrTx, email: string): Promise<boolean> {
  const fresh = sql`${c.wrongCodesSince} <= now() - ${ACCOUNT_LIMITS.wrongCodeWindow}::interval`;
  const [row] = await tx
    .insert(c)
    .values({ email, wrongCodes: 1 })
    .onConflictDoUpdate({
      target: c.email,
      set: {
        wrongCodes: sql`case when ${fresh} then 1 else ${c.wrongCodes} + 1 end`,
        wrongCodesSince: sql`case when ${fresh} then now() else ${c.wrongCodesSince} end`,
      },
    })
    .returning({ wrongCodes: c.wrongCodes });
  if (!row || row.wrongCodes < ACCOUNT_LIMITS.maxWrongCodes) return false;
  await clearWrongCodes(tx, email);
  return true;
}

/** A right code: the wrong ones before it no longer count. */
export async function clearWrongCodes(tx: DbOrTx, email: string): Promise<void> {
  await tx
    .update(c)
    .set({ wrongCodes: 0, wrongCodesSince: sql`now()` })
    .where(eq(c.email, email));
}
