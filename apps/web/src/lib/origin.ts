import { useLocation, type Location } from 'react-router';

/**
 * The page a signed-out user asked for (spec 000 §2.1 "redirected to /login, carrying the origin location").
 * It travels in the router's location state from the guard to /login, /otp and the first-time password page,
 * so the user lands where the link pointed once signed in.
 */
interface OriginState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** Pages that are never a destination after signing in. */
const NOT_A_DESTINATION = /^\/(login|otp|logout|user\/changepassword)(\/|$)/i;

/** The origin carried by a location state, as a path with its query and hash; '/' when there is none. */
function originPath(state: unknown): string {
  const from = (state as OriginState | null)?.from;
  const pathname = from?.pathname ?? '';
  // Only a path inside the app (never "//host"), and never the sign-in pages themselves.
  if (!pathname.startsWith('/') || pathname.startsWith('//') || NOT_A_DESTINATION.test(pathname)) return '/';
  return `${pathname}${from?.search ?? ''}${from?.hash ?? ''}`;
}

/** The state to pass on to the next sign-in step, so the origin survives it. */
function originState(state: unknown): OriginState {
  const from = (state as OriginState | null)?.from;
  return from ? { from: { pathname: from.pathname, search: from.search, hash: from.hash } } : {};
}

/** The current location's origin: `path` to go to once signed in, `state` to hand to the next step. */
export function useOrigin() {
  const { state } = useLocation();
  return { path: originPath(state), state: originState(state) };
}
