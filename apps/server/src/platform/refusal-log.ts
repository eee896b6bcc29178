import type { FastifyBaseLogger } from 'fastify';

/** One line per caller and interval at most: a flood of refusals must not become a flood of log lines. */
export const REFUSAL_LOG_INTERVAL_MS = 10_000;

/**
 * Sampled log of shed calls (issue 20 §7: a flood of 200 connections wrote two lines per refusal, 1.3 GB
 * in 4 minutes). The first refusal of a caller in an interval writes a line with the number of its
 * refusals since its previous line; the others are only counted.
 */
export class RefusalLog {
  private readonly callers = new Map<string, { loggedAt: number; unlogged: number }>();

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs = REFUSAL_LOG_INTERVAL_MS,
  ) {}

  /**
   * `state`: what the process saw when it refused (calls in progress, event-loop delay), asked only when a line
   * is written (a flood's other refusals are only counted).
   */
  note(
    caller: string,
    reason: string,
    now = Date.now(),
    state: () => Record<string, number> = () => ({}),
  ): void {
    const seen = this.callers.get(caller);
    if (seen && now - seen.loggedAt < this.intervalMs) {
      seen.unlogged++;
      return;
    }
    this.log.warn({ caller, reason, refused: (seen?.unlogged ?? 0) + 1, ...state() }, 'API calls shed');
    this.callers.set(caller, { loggedAt: now, unlogged: 0 });
    if (this.callers.size > 10_000) this.forgetBefore(now - this.intervalMs);
  }

  private forgetBefore(time: number): void {
    for (const [caller, seen] of this.callers) if (seen.loggedAt < time) this.callers.delete(caller);
  }
}
