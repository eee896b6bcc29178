import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db/client';
import { sessionChanges } from './session-cache';

/** The PostgreSQL channel on which instances tell each other of revoked sessions and changed accounts. */
export const SESSIONS_CHANNEL = 'portal_sessions';

export type SessionChange = { session: string } | { user: number; keep?: string };

/**
 * Tells this process's session caches and streams at once (before the commit: session-cache.ts says why), and
 * the other instances through `pg_notify` in the same transaction, delivered when it commits. Call it after
 * the statement that makes the change, inside its transaction.
 */
export async function announceSessionChange(tx: DbOrTx, change: SessionChange): Promise<void> {
  emit(change);
  await tx.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${JSON.stringify(change)})`);
}

function emit(change: SessionChange): void {
  if ('session' in change) sessionChanges.emit('session', change.session);
  else sessionChanges.emit('user', change.user, change.keep);
}

/** One NOTIFY payload from another instance (or this one: applying a change twice changes nothing). */
export function receiveSessionChange(payload: string | null): void {
  // The listening connection was lost and is back: changes may have been missed meanwhile.
  if (payload === null) return void sessionChanges.emit('lost');
  let change: unknown;
  try {
    change = JSON.parse(payload);
  } catch {
    return;
  }
  if (typeof change !== 'object' || change === null) return;
  const c = change as Record<string, unknown>;
  if (typeof c.session === 'string') emit({ session: c.session });
  else if (typeof c.user === 'number' && Number.isSafeInteger(c.user))
    emit({ user: c.user, keep: typeof c.keep === 'string' ? c.keep : undefined });
}

/**
 * On PostgreSQL each instance LISTENs on the channel from its start to its close (docs/production.md). PGlite
 * is one process: the local announcement is all there is to hear.
 */
async function sessionChangesPlugin(app: FastifyInstance) {
  if (app.database.kind !== 'postgres') return;
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = await app.database.listen(SESSIONS_CHANNEL, receiveSessionChange);
  });
  app.addHook('onClose', async () => {
    await stop?.().catch((err: unknown) => app.log.warn({ err }, 'session listener stop failed'));
  });
}

export default fp(sessionChangesPlugin, { name: 'session-changes', dependencies: ['db'] });
