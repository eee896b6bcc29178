import { EventEmitter } from 'node:events';

/** What the auth hook needs of a checked session. */
export interface CachedSession {
  sessionId: string;
  userId: number;
  expiresAt: Date;
  lastSeenAt: Date;
}

/**
 * Revocations and account changes, announced by whoever makes them (in any app of this process), so
 * every session cache stops trusting its copies at once.
 */
export const sessionChanges = new EventEmitter<{
  session: [sessionId: string];
  user: [userId: number, keepSessionId: string | undefined];
  /** Changes made elsewhere may have been missed (the listening connection was lost): forget every copy. */
  lost: [];
}>();
sessionChanges.setMaxListeners(0);

/** How long after a change the affected sessions are read from the database again (covers the commit). */
const DISTRUST_MS = 60_000;
const MAX_ENTRIES = 10_000;

/**
 * Sessions checked in the last `ttlMs`, keyed by token hash, so most requests skip the session query
 * (docs/accounts.md, docs/budgets.md). Expiry and idle time are still checked on every hit. A revocation or account change
 * made in this process takes effect at once: the affected sessions are not served from here for a
 * minute, long enough for the changing transaction to commit (dropping the entry alone would let a
 * request racing the commit cache the old row again). Changes made by another instance arrive the same way
 * as soon as they commit, through PostgreSQL NOTIFY (session-changes.ts); were that connection lost, within
 * `ttlMs`, and every copy is dropped when it is back. Time is read from `now` (tests pass a clock of their own).
 */
export class SessionCache<T extends CachedSession> {
  private readonly entries = new Map<string, { session: T; until: number }>();
  private readonly distrustedSessions = new Map<string, number>();
  private readonly distrustedUsers = new Map<number, { until: number; keep: string | undefined }>();
  private readonly onSession = (sessionId: string) => this.distrustSession(sessionId);
  private readonly onUser = (userId: number, keep: string | undefined) => this.distrustUser(userId, keep);
  private readonly onLost = () => this.entries.clear();

  constructor(
    private readonly ttlMs: number,
    private readonly idleMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {
    sessionChanges.on('session', this.onSession);
    sessionChanges.on('user', this.onUser);
    sessionChanges.on('lost', this.onLost);
  }

  get(tokenHash: string): T | undefined {
    const now = this.now();
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    const { session } = entry;
    if (
      entry.until <= now ||
      session.expiresAt.getTime() <= now ||
      session.lastSeenAt.getTime() + this.idleMs <= now ||
      this.isDistrusted(session, now)
    ) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return session;
  }

  set(tokenHash: string, session: T): void {
    const now = this.now();
    if (this.ttlMs <= 0 || this.isDistrusted(session, now)) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(tokenHash, { session, until: now + this.ttlMs });
  }

  /** Detaches from the change announcements (when the app closes). */
  close(): void {
    sessionChanges.off('session', this.onSession);
    sessionChanges.off('user', this.onUser);
    sessionChanges.off('lost', this.onLost);
    this.entries.clear();
  }

  private isDistrusted(session: T, now: number): boolean {
    const bySession = this.distrustedSessions.get(session.sessionId);
    if (bySession !== undefined && bySession > now) return true;
    const byUser = this.distrustedUsers.get(session.userId);
    return byUser !== undefined && byUser.until > now && byUser.keep !== session.sessionId;
  }

  private distrustSession(sessionId: string): void {
    const now = this.now();
    this.prune(now);
    this.distrustedSessions.set(sessionId, now + DISTRUST_MS);
  }

  private distrustUser(userId: number, keep: string | undefined): void {
    const now = this.now();
    this.prune(now);
    const previous = this.distrustedUsers.get(userId);
    // Two changes in a row: the later one keeps a session only if the earlier one did too.
    const keepBoth = previous && previous.until > now && previous.keep !== keep ? undefined : keep;
    this.distrustedUsers.set(userId, { until: now + DISTRUST_MS, keep: keepBoth });
  }

  private prune(now: number): void {
    for (const [id, until] of this.distrustedSessions) if (until <= now) this.distrustedSessions.delete(id);
    for (const [id, { until }] of this.distrustedUsers) if (until <= now) this.distrustedUsers.delete(id);
  }
}
