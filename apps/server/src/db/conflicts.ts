import type { Db } from './client';

/**
 * Transactions that PostgreSQL rolled back for meeting another one (docs/decisions/037-transactions-retried-after-a-deadlock.md).
 *
 * Two transactions that lock the same rows in opposite orders deadlock; PostgreSQL aborts one of them with
 * 40P01 and rolls it back whole (decision 029 names such a pair: a region change beside a project's site move).
 * A serialization failure (40001) is the same at a stricter isolation level than the portal's default. Either
 * way nothing of the transaction remains, and running it again from the start usually succeeds, so the
 * outermost `db.transaction` does so a few times before the error reaches the caller, which then answers 503
 * with a message saying nothing was saved (platform/errors.ts).
 */

/** SQLSTATEs after which the whole transaction was rolled back and running it again may succeed. */
export const CONFLICT_CODES = { '40P01': 'deadlock', '40001': 'serialization' } as const;
export type Conflict = (typeof CONFLICT_CODES)[keyof typeof CONFLICT_CODES];
export const CONFLICTS: readonly Conflict[] = Object.values(CONFLICT_CODES);

/** A count per conflict, each at 0 (the retries' counters: db/client.ts, platform/metrics.ts). */
export const noConflicts = () =>
  Object.fromEntries(CONFLICTS.map((conflict) => [conflict, 0])) as Record<Conflict, number>;

/** Attempts in all, the first included: a third conflict in a row goes to the caller. */
export const TRANSACTION_ATTEMPTS = 3;

/** Wait before attempt n + 1 (ms): a random part, so that the two transactions do not meet again in step. */
const backoffMs = (attempt: number) => 5 * attempt + Math.random() * 20 * attempt;

/**
 * The conflict an error stands for, or null. Drizzle wraps the driver's error (its `cause` holds the SQLSTATE
 * `code`), node-postgres does not: both are looked at.
 */
export function conflictOf(err: unknown): Conflict | null {
  let e: unknown = err;
  for (let depth = 0; depth < 4 && typeof e === 'object' && e !== null; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && Object.hasOwn(CONFLICT_CODES, code))
      return CONFLICT_CODES[code as keyof typeof CONFLICT_CODES];
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Makes `db.transaction` (the outermost one: a transaction inside it is a savepoint on its own handle, not this
 * method) run its callback again after a conflict. Every callback in the portal writes only through its
 * handle, and what it sends (mails, notifications) goes through tables in the same transaction, so a second
 * run leaves what one run would (reviewed call by call: decision 037). `onRetry` counts them (metrics).
 */
export function retryingConflicts(db: Db, onRetry: (conflict: Conflict) => void): Db {
  const transaction = db.transaction.bind(db);
  const retrying: Db['transaction'] = async (run, config) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transaction(run, config);
      } catch (err) {
        const conflict = conflictOf(err);
        if (!conflict || attempt >= TRANSACTION_ATTEMPTS) throw err;
        onRetry(conflict);
        await new Promise((resolve) => setTimeout(resolve, backoffMs(attempt)));
      }
    }
  };
  db.transaction = retrying;
  return db;
}
