import { eq } from 'drizzle-orm';
import type { Role, UserRecord } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

/** Account rows by address or id, shared by the account, session, profile and site-request features. */

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

/** The signed-in caller's account row, locked as lockUserByEmail: the session proves it exists. */
export async function lockSignedInUser(tx: DbOrTx, email: string): Promise<UserRow> {
  return provenBySession(await lockUserByEmail(tx, email));
}

export async function userById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The signed-in caller's own account row (the session proves it exists). */
export async function signedInUser(db: DbOrTx, id: number): Promise<UserRow> {
  return provenBySession(await userById(db, id));
}

function provenBySession(row: UserRow | undefined): UserRow {
  if (!row) throw new Error('the signed-in account is missing');
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
