import { afterEach, describe, expect, it } from 'vitest';
import { SessionCache, sessionChanges, type CachedSession } from './session-cache';
import { receiveSessionChange } from './session-changes';

const IDLE = 30 * 60_000;
const START = Date.UTC(2026, 0, 1);
/** The caches' clock: it moves only when a test moves it. */
let now = START;
const caches: SessionCache<CachedSession>[] = [];
afterEach(() => {
  caches.splice(0).forEach((c) => c.close());
  now = START;
});

function cache(ttl = 5000) {
  const c = new SessionCache<CachedSession>(ttl, IDLE, () => now);
  caches.push(c);
  return c;
}

function session(over: Partial<CachedSession> = {}): CachedSession {
  return {
    sessionId: over.sessionId ?? 's1',
    userId: over.userId ?? 1,
    expiresAt: over.expiresAt ?? new Date(now + 3600_000),
    lastSeenAt: over.lastSeenAt ?? new Date(now),
  };
}

describe('SessionCache', () => {
  it('answers from memory until its time to live is over', () => {
    const c = cache(1000);
    c.set('h1', session());
    now += 999;
    expect(c.get('h1')?.sessionId).toBe('s1');
    now += 1;
    expect(c.get('h1')).toBeUndefined();
    now -= 990;
    expect(c.get('h1')).toBeUndefined(); // dropped once stale
  });

  it('keeps nothing with a time to live of 0', () => {
    const c = cache(0);
    c.set('h1', session());
    expect(c.get('h1')).toBeUndefined();
  });

  it('still applies the absolute expiry and the idle limit to a cached session', () => {
    const c = cache(60_000);
    c.set('expiring', session({ expiresAt: new Date(now + 100) }));
    c.set('idle', session({ lastSeenAt: new Date(now - IDLE + 100) }));
    now += 50;
    expect(c.get('expiring')).toBeDefined();
    expect(c.get('idle')).toBeDefined();
    now += 50;
    expect(c.get('expiring')).toBeUndefined();
    expect(c.get('idle')).toBeUndefined();
  });

  it('stops serving a revoked session at once, and does not cache it again while the revocation commits', () => {
    const c = cache();
    c.set('h1', session({ sessionId: 'a' }));
    c.set('h2', session({ sessionId: 'b' }));
    sessionChanges.emit('session', 'a');
    expect(c.get('h1')).toBeUndefined();
    expect(c.get('h2')?.sessionId).toBe('b');
    // A request that read the row before the commit, up to a minute later.
    now += 59_999;
    c.set('h1', session({ sessionId: 'a' }));
    expect(c.get('h1')).toBeUndefined();
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
    sessionChanges.emit('user', 9, undefined);
    now += 60_000;
    c.set('h1', session({ sessionId: 'a' }));
    c.set('h2', session({ sessionId: 'z', userId: 9 }));
    expect(c.get('h1')?.sessionId).toBe('a');
    expect(c.get('h2')?.sessionId).toBe('z');
  });

  it('reads the time from the system clock by default', () => {
    const c = new SessionCache<CachedSession>(60_000, IDLE);
    caches.push(c);
    c.set('h1', {
      sessionId: 's',
      userId: 1,
      expiresAt: new Date(Date.now() + 1000),
      lastSeenAt: new Date(),
    });
    expect(c.get('h1')?.sessionId).toBe('s');
  });

  it('stops listening when closed', () => {
    const before = sessionChanges.listenerCount('session');
    const c = new SessionCache<CachedSession>(1000, IDLE);
    expect(sessionChanges.listenerCount('session')).toBe(before + 1);
    c.close();
    expect(sessionChanges.listenerCount('session')).toBe(before);
  });

  it("applies another instance's announcements, ignores payloads it cannot read, and forgets all when they may have been missed", () => {
    const c = cache();
    c.set('h1', session({ sessionId: 'a', userId: 7 }));
    c.set('h2', session({ sessionId: 'b', userId: 8 }));
    c.set('h3', session({ sessionId: 'c', userId: 9 }));
    for (const junk of ['', 'not json', '42', '{"user":"8"}', '{"session":5}', '{"user":1.5}'])
      receiveSessionChange(junk);
    expect([c.get('h1'), c.get('h2'), c.get('h3')].every(Boolean)).toBe(true);
    receiveSessionChange('{"session":"a"}');
    receiveSessionChange('{"user":8,"keep":"other"}');
    expect(c.get('h1')).toBeUndefined();
    expect(c.get('h2')).toBeUndefined();
    expect(c.get('h3')?.sessionId).toBe('c');
    // The listening connection came back: changes made meanwhile are unknown.
    receiveSessionChange(null);
    expect(c.get('h3')).toBeUndefined();
    c.set('h3', session({ sessionId: 'c', userId: 9 }));
    expect(c.get('h3')?.sessionId).toBe('c');
  });
});
