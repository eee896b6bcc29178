import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationRefetchDelay } from '@portal/contract';
import { API } from '../../../lib/routes';
import { apiUrl, urlOf } from '../../../lib/api';
import { session } from '../../../lib/session';
import { notificationsKey } from './getNotifications';

/** What the server's stream says (GET /home/notificationevents, docs/lifecycle.md). */
export type NotificationEventName = 'ready' | 'notifications' | 'expired';

export interface EventStreamOptions {
  /** Each event: `ready` on every (re)connection, `notifications` on a change, `expired` at the session's end. */
  onEvent: (name: NotificationEventName) => void;
  /** Stops everything: no more reconnections. */
  signal: AbortSignal;
  /** The first reconnection delay (ms); doubled after each failure up to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * Reads the notification event stream with fetch (EventSource cannot send the bearer header) and opens it
 * again after a drop, waiting 1 s, 2 s, 4 s … up to 30 s (with some jitter, so tabs do not return together);
 * the wait starts over once an event arrived. It stops for good on the abort signal, when the session is
 * no longer signed in, when the server says the session expired, and on an answer that a retry cannot
 * change (401, 403, 404…); a busy server (429, 503) or a lost network is retried.
 */
export async function followNotificationEvents({
  onEvent,
  signal,
  minDelayMs = 1000,
  maxDelayMs = 30_000,
}: EventStreamOptions): Promise<void> {
  let failures = 0;
  while (!signal.aborted) {
    const token = session.token();
    if (!token || session.get().state !== 'LOGIN') return;
    let stop = false;
    try {
      const res = await fetch(apiUrl(urlOf(API.notificationEvents, {})), {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        cache: 'no-store',
        signal,
      });
      if (res.ok && res.body) {
        await readEvents(res.body, signal, (name) => {
          failures = 0;
          if (name === 'expired') stop = true;
          onEvent(name);
        });
      } else if (res.status !== 429 && res.status < 500) {
        stop = true;
      }
    } catch {
      // A lost network or an abort: the loop's test decides.
    }
    if (stop || signal.aborted) return;
    const delay = Math.min(maxDelayMs, minDelayMs * 2 ** failures++);
    await wait(delay * (0.8 + Math.random() * 0.4), signal);
  }
}

/** Calls `onEvent` with the name of each complete event of a text/event-stream body until it ends. */
async function readEvents(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
  onEvent: (name: NotificationEventName) => void,
): Promise<void> {
  const reader = body.getReader();
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', cancel, { once: true });
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done || signal.aborted) return;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const name = /^event: ?(.*)$/m.exec(block)?.[1];
        if (name === 'ready' || name === 'notifications') onEvent(name);
        if (name === 'expired') {
          // The server ends the stream after it; nothing more is read.
          onEvent(name);
          cancel();
          return;
        }
      }
    }
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Keeps the bell's count and the list live while mounted: each change refetches them, and so does each
 * (re)connection, since a change made before the stream listened would otherwise wait for the minute's
 * refetch; an expired session refetches at once, so its 401 opens the shell's dialog. Stops on sign-out.
 *
 * A change or a reconnection is read after a random wait of up to 2 s (NOTIFICATION_REFETCH_SPREAD_MS in the
 * contract), and the events that come meanwhile are read with it: one change reaches a whole team's bells at
 * the same moment, and reading them all at once queued everyone else's calls behind them.
 */
export function useNotificationEvents(enabled = true) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const unsubscribe = session.subscribe(() => {
      if (session.get().state !== 'LOGIN') controller.abort();
    });
    let pending: ReturnType<typeof setTimeout> | undefined;
    const refetch = () => {
      clearTimeout(pending);
      pending = undefined;
      void queryClient.invalidateQueries({ queryKey: notificationsKey });
    };
    void followNotificationEvents({
      signal: controller.signal,
      onEvent: (name) => {
        if (name === 'expired') refetch();
        else pending ??= setTimeout(refetch, notificationRefetchDelay());
      },
    });
    return () => {
      clearTimeout(pending);
      unsubscribe();
      controller.abort();
    };
  }, [enabled, queryClient]);
}
