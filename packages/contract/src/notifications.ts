/**
 * How long a bell waits, at most, before reading its list again after the event stream says it changed: each
 * waits a random part of it, and events in the meantime are read with it. One change notifies the whole
 * Validation Center Team at once; read at once, their lists arrived on the instances together, and every other
 * call queued behind them (the 30-minute soak: the bell's read at p50 220 ms, the other reads' p95 over 300 ms).
 * The web app (features/notifications) and the soak's simulated users (apps/server/soak) both follow it.
 */
export const NOTIFICATION_REFETCH_SPREAD_MS = 2000;

/** The wait before one bell's read: a random part of the spread. */
export const notificationRefetchDelay = (random = Math.random()): number =>
  Math.floor(random * NOTIFICATION_REFETCH_SPREAD_MS);
