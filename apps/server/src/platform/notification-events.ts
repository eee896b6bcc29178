import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { changedUserIds, NOTIFICATIONS_CHANNEL } from './notifications';
import { sessionChanges } from './session-cache';

/** One open event stream (GET /home/notificationevents) of a signed-in user. */
export interface NotificationStream {
  userId: number;
  sessionId: string;
  /** The user's notifications changed (or may have: after the listening connection was lost). */
  changed(): void;
  /** The stream must end now: `reconnect` when this instance is closing (another will serve it), or the session was revoked. */
  end(reason?: 'reconnect'): void;
}

/**
 * The live side of notifications (docs/lifecycle.md). `notify()` and the read call signal a change with
 * `pg_notify` in their transaction; each instance keeps ONE listening connection (opened with the first
 * stream, closed with the app) and hands every committed signal to the open streams of the users it names.
 * Works the same on PGlite (its `listen()` delivers its own transactions' NOTIFYs on commit) and across
 * instances on PostgreSQL. A revoked session's streams end at once on every instance (session-changes.ts
 * brings other instances' revocations); the heartbeat's session check is the fallback.
 */
export class NotificationEventHub {
  private readonly byUser = new Map<number, Set<NotificationStream>>();
  private listening: Promise<() => Promise<void>> | undefined;
  private closing = false;

  private readonly onSessionRevoked = (sessionId: string) => {
    for (const stream of this.all()) if (stream.sessionId === sessionId) stream.end();
  };
  private readonly onUserRevoked = (userId: number, keep: string | undefined) => {
    for (const stream of [...(this.byUser.get(userId) ?? [])]) if (stream.sessionId !== keep) stream.end();
  };

  constructor(
    private readonly database: Pick<Database, 'listen'>,
    private readonly log: FastifyBaseLogger,
  ) {
    sessionChanges.on('session', this.onSessionRevoked);
    sessionChanges.on('user', this.onUserRevoked);
  }

  /**
   * Adds a stream once this instance listens (so no change committed afterwards is missed); the function
   * it gives removes it. Rejects when the app is closing or the listening connection cannot be opened.
   */
  async subscribe(stream: NotificationStream): Promise<() => void> {
    if (this.closing) throw new Error('closing');
    if (!this.listening) {
      const started = this.database.listen(NOTIFICATIONS_CHANNEL, (payload) => this.dispatch(payload));
      this.listening = started;
      started.catch((err: unknown) => {
        if (this.listening === started) this.listening = undefined;
        this.log.error({ err }, 'notification listener failed to start');
      });
    }
    await this.listening;
    if (this.closing) throw new Error('closing');
    let set = this.byUser.get(stream.userId);
    if (!set) this.byUser.set(stream.userId, (set = new Set()));
    set.add(stream);
    return () => {
      const current = this.byUser.get(stream.userId);
      if (!current) return;
      current.delete(stream);
      if (!current.size) this.byUser.delete(stream.userId);
    };
  }

  /** Whether this instance is shutting down: a stream asked for now is told to reconnect elsewhere. */
  isClosing(): boolean {
    return this.closing;
  }

  /** Open streams (for tests and diagnostics). */
  streamCount(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  private *all(): Iterable<NotificationStream> {
    for (const set of this.byUser.values()) yield* [...set];
  }

  private dispatch(payload: string | null): void {
    if (payload === null) {
      // The listening connection was lost and is back: tell everyone to look again.
      for (const stream of this.all()) stream.changed();
      return;
    }
    for (const userId of changedUserIds(payload))
      for (const stream of [...(this.byUser.get(userId) ?? [])]) stream.changed();
  }

  /** Ends every stream: before the server closes, which waits for open answers. */
  endStreams(): void {
    this.closing = true;
    sessionChanges.off('session', this.onSessionRevoked);
    sessionChanges.off('user', this.onUserRevoked);
    for (const stream of [...this.all()]) stream.end('reconnect');
    this.byUser.clear();
  }

  /** Closes the listening connection (after the server closed, before the database does). */
  async stop(): Promise<void> {
    this.endStreams();
    const listening = this.listening;
    this.listening = undefined;
    const unlisten = await listening?.catch(() => undefined);
    await unlisten?.().catch((err: unknown) => this.log.warn({ err }, 'notification listener stop failed'));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationEvents: NotificationEventHub;
  }
}

async function notificationEvents(app: FastifyInstance) {
  const hub = new NotificationEventHub(app.database, app.log);
  app.decorate('notificationEvents', hub);
  // Open streams would keep the server from closing: they end first.
  app.addHook('preClose', async () => hub.endStreams());
  app.addHook('onClose', async () => hub.stop());
}

export default fp(notificationEvents, { name: 'notification-events', dependencies: ['db'] });
