import { act, fireEvent, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMocks } from 'react-idle-timer';
import { IDLE } from '@portal/contract';
import { useInactivityGuard } from './useInactivityGuard';

describe('inactivity guard (spec 000 §4)', () => {
  // react-idle-timer measures time with performance.now as well as timers.
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'],
    });
    // The library keeps its own timer references: point them at the fake ones.
    createMocks();
  });
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const onLogout = vi.fn();
    const hook = renderHook(() =>
      useInactivityGuard({ timeoutMs: IDLE.timeoutMs, countdownSeconds: IDLE.countdownSeconds, onLogout }),
    );
    return { hook, onLogout };
  };

  it('uses the specified constants', () => {
    expect(IDLE).toMatchObject({
      timeoutMs: 900000,
      countdownSeconds: 300,
      activityResetSeconds: 1200,
      tickMs: 1000,
      cancelRestartMs: 1000,
    });
  });

  it('opens the warning after 900000 ms without activity, not before', () => {
    const { hook } = setup();
    act(() => vi.advanceTimersByTime(899_000));
    expect(hook.result.current.open).toBe(false);
    act(() => vi.advanceTimersByTime(1_500));
    expect(hook.result.current.open).toBe(true);
    expect(hook.result.current.seconds).toBe(300);
  });

  it('counts down one per second and logs out at 0', () => {
    const { hook, onLogout } = setup();
    act(() => vi.advanceTimersByTime(900_500));
    act(() => vi.advanceTimersByTime(1_000));
    expect(hook.result.current.seconds).toBe(299);
    act(() => vi.advanceTimersByTime(298_000));
    expect(hook.result.current.seconds).toBe(1);
    expect(onLogout).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(hook.result.current.open).toBe(false);
  });

  it('activity while the warning shows resets the countdown to 1200 s', () => {
    const { hook, onLogout } = setup();
    act(() => vi.advanceTimersByTime(900_500));
    act(() => vi.advanceTimersByTime(10_000));
    expect(hook.result.current.seconds).toBe(290);
    act(() => void fireEvent.scroll(window));
    expect(hook.result.current.seconds).toBe(1200);
    act(() => vi.advanceTimersByTime(5_000));
    expect(hook.result.current.seconds).toBe(1195);
    act(() => void fireEvent.click(document.body));
    expect(hook.result.current.seconds).toBe(1200);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('cancel closes the warning and restarts the idle timer after 1 s', () => {
    const { hook, onLogout } = setup();
    act(() => vi.advanceTimersByTime(900_500));
    act(() => hook.result.current.cancel());
    expect(hook.result.current.open).toBe(false);
    // Paused during the first second: nothing happens.
    act(() => vi.advanceTimersByTime(1_000));
    // Restarted: the full timeout must pass again before the next warning.
    act(() => vi.advanceTimersByTime(899_000));
    expect(hook.result.current.open).toBe(false);
    act(() => vi.advanceTimersByTime(1_500));
    expect(hook.result.current.open).toBe(true);
    expect(hook.result.current.seconds).toBe(300);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('logout ends the session at once', () => {
    const { hook, onLogout } = setup();
    act(() => vi.advanceTimersByTime(900_500));
    act(() => hook.result.current.logoutNow());
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(hook.result.current.open).toBe(false);
  });
});
