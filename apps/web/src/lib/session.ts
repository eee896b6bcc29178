import { useSyncExternalStore } from 'react';
import type { Role, UserRecord } from '@portal/contract';

/** Auth states of spec 000 §3. */
type AuthState = 'LOGOUT' | 'AUTHENTICATED' | 'FirstTimeUSER' | 'LOGIN';

export interface Session {
  state: AuthState;
  /** The stored user record (LOGIN, FirstTimeUSER). */
  user?: UserRecord;
  /** The token of a session awaiting its one-time code (AUTHENTICATED). */
  pendingToken?: string;
}

const KEY = 'portal.session';
const LOGGED_OUT: Session = { state: 'LOGOUT' };

function read(): Session {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) {
      // No stored record at start: nothing of a previous session may linger (spec 000 §3).
      sessionStorage.clear();
      return LOGGED_OUT;
    }
    const parsed = JSON.parse(raw) as Session;
    return parsed.state ? parsed : LOGGED_OUT;
  } catch {
    return LOGGED_OUT;
  }
}

let current: Session = read();
const listeners = new Set<() => void>();

function write(next: Session) {
  current = next;
  if (next.state === 'LOGOUT') {
    localStorage.removeItem(KEY);
    sessionStorage.clear();
  } else localStorage.setItem(KEY, JSON.stringify(next));
  listeners.forEach((l) => l());
}

// Another tab signed in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== KEY) return;
    current = read();
    listeners.forEach((l) => l());
  });
}

export const session = {
  get: (): Session => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The bearer token to send, whatever the state. */
  token: (): string | undefined => current.user?.token ?? current.pendingToken,
  awaitingCode: (pendingToken: string) => write({ state: 'AUTHENTICATED', pendingToken }),
  signedIn: (user: UserRecord) => write({ state: user.isFirstTimeLogin ? 'FirstTimeUSER' : 'LOGIN', user }),
  clear: () => write(LOGGED_OUT),
};

export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

export function roleOf(s: Session): Role | undefined {
  return s.state === 'LOGIN' ? (s.user?.roles as Role | undefined) : undefined;
}
