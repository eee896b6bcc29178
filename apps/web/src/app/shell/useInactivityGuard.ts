import { useCallback, useEffect, useRef, useState } from 'react';
import { useIdleTimer } from 'react-idle-timer';
import { IDLE } from '@portal/contract';

interface Options {
  timeoutMs: number;
  countdownSeconds: number;
  onLogout: () => void;
}

/**
 * Inactivity guard of spec 000 §4: after `timeoutMs` without activity (shared across tabs) a warning
 * counts down from `countdownSeconds`, one tick a second; at 0 the user is logged out. While it shows,
 * activity (click, load, scroll) puts the countdown back to 1200 s. Cancel closes it and restarts the
 * idle timer after 1 s; Logout ends the session at once.
 */
export function useInactivityGuard({ timeoutMs, countdownSeconds, onLogout }: Options) {
  const [open, setOpen] = useState(false);
  const [seconds, setSecondsState] = useState(countdownSeconds);
  // Mirror of `seconds` for the timer callbacks, which must not read stale state.
  const secondsRef = useRef(countdownSeconds);
  const setSeconds = useCallback((value: number) => {
    secondsRef.current = value;
    setSecondsState(value);
  }, []);
  const onLogoutRef = useRef(onLogout);
  useEffect(() => {
    onLogoutRef.current = onLogout;
  }, [onLogout]);

  const timer = useIdleTimer({
    timeout: timeoutMs,
    crossTab: true,
    onIdle: () => {
      setSeconds(countdownSeconds);
      setOpen(true);
    },
  });

  useEffect(() => {
    if (!open) return;
    const id = setInterval(() => {
      const next = secondsRef.current - 1;
      setSeconds(next);
      if (next <= 0) {
        clearInterval(id);
        setOpen(false);
        onLogoutRef.current();
      }
    }, IDLE.tickMs);
    return () => clearInterval(id);
  }, [open, setSeconds]);

  useEffect(() => {
    if (!open) return;
    const reset = () => setSeconds(IDLE.activityResetSeconds);
    const events = ['click', 'load', 'scroll'] as const;
    events.forEach((e) => window.addEventListener(e, reset, true));
    return () => events.forEach((e) => window.removeEventListener(e, reset, true));
  }, [open, setSeconds]);

  const restartRef = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(restartRef.current), []);

  const cancel = useCallback(() => {
    setOpen(false);
    timer.pause();
    clearTimeout(restartRef.current);
    restartRef.current = setTimeout(() => timer.reset(), IDLE.cancelRestartMs);
  }, [timer]);

  const logoutNow = useCallback(() => {
    setOpen(false);
    onLogoutRef.current();
  }, []);

  return { open, seconds, cancel, logoutNow };
}
