import { afterEach, describe, expect, it } from 'vitest';
import { SessionCache, sessionChanges, type CachedSession } from './session-cache';

const IDLE = 30 * 60_000;
const caches: SessionCache<CachedSession>[] = [];
afterEach(() => caches.splice(0).forEach((c) => c.close()));

function cache(ttl = 5000) {
  const c = new SessionCache<CachedSession>(ttl, IDLE);
  caches.push(c);
  return c;
}

function session(over: Partial<CachedSession> = {}): CachedSession {
  return {
    sessionId: over.sessionId ?? 's1',
    userId: over.userId ?? 1,
    expiresAt: over.expiresAt ?? new Date(Date.now() + 3600_000),
    lastSeenAt: over.lastSeenAt ?? new Date(),
  };
}

describe('SessionCache', () => {
  it('answers from memory until its time to live is over', () => {
    const c = cache(1000);
    const now = Date.now();
    c.set('h1', session(), now);
    expect(c.get('h1', now + 999)?.sessionId).toBe('s1');
    expect(c.get('h1', now + 1000)).toBeUndefined();
    expect(c.get('h1', now + 10)).toBeUndefined(); // dropped once stale
  });

  it('keeps nothing with a time to live of 0', () => {
    const c = cache(0);
    c.set('h1', session());
    expect(c.get('h1')).toBeUndefined();
  });

  it('still applies the absolute expiry and the idle limit to a cached session', () => {
    const c = cache(60_000);
    const now = Date.now();
    c.set('expiring', session({ expiresAt: new Date(now + 100) }), now);
    expect(c.get('expiring', now + 50)).toBeDefined();
    expect(c.get('expiring', now + 100)).toBeUndefined();
    c.set('idle', session({ lastSeenAt: new Date(now - IDLE + 100) }), now);
    expect(c.get('idle', now + 50)).toBeDefined();
    expect(c.get('idle', now + 100)).toBeUndefined();
  });

  it('stops serving a revoked session at once, and does not cache it again while the revocation commits', () => {
    const c = cache();
    c.set('h1', session({ sessionId: 'a' }));
    c.set('h2', session({ sessionId: 'b' }));
    sessionChanges.emit('session', 'a');
    expect(c.get('h1')).toBeUndefined();
    c.set('h1', session({ sessionId: 'a' })); // a request that read the row before the commit
    expect(c.get('h1')).toBeUndefined();
    expect(c.get('h2')?.sessionId).toBe('b');
  });

  it("stops serving a user's sessions except the one kept, across every cache of the process", () => {
    const one = cache();
    const two = cache();
    for (const c of [one, two]) {
      c.set('mine', session({ sessionId: 'mine', userId: 7 }));
      c.set('other', session({ sessionId: 'other', userId: 7 }));
      c.set('theirs', session({ sessionId: 'theirs', userId: 8 }));
    }
    sessionChanges.emit('user', 7, 'mine');
    for (const c of [one, two]) {
      expect(c.get('mine')?.sessionId).toBe('mine');
      expect(c.get('other')).toBeUndefined();
      expect(c.get('theirs')?.sessionId).toBe('theirs');
    }
    // A second change that keeps nothing (a profile edit) distrusts the kept one as well.
    sessionChanges.emit('user', 7, undefined);
    expect(one.get('mine')).toBeUndefined();
  });

  it('trusts a session again once the change is a minute old', () => {
    const c = cache();
    sessionChanges.emit('session', 'a');
    const later = Date.now() + 61_000;
    c.set(
      'h1',
      session({ sessionId: 'a', expiresAt: new Date(later + 3600_000), lastSeenAt: new Date(later) }),
      later,
    );
    expect(c.get('h1', later + 1)?.sessionId).toBe('a');
  });

  it('stops listening when closed', () => {
    const before = sessionChanges.listenerCount('session');
    const c = new SessionCache<CachedSession>(1000, IDLE);
    expect(sessionChanges.listenerCount('session')).toBe(before + 1);
    c.close();
    expect(sessionChanges.listenerCount('session')).toBe(before);
  });
});
