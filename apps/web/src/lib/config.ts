import { useSyncExternalStore } from 'react';
import { IDLE, type ClientConfig } from '@portal/contract';
import { ApiError, call } from './api';
import { API } from './routes';

const FALLBACK: ClientConfig = {
  demo: false,
  ipServiceUrl: '',
  introVideoUrl: '',
  mapTileUrl: '',
  geocoderUrl: '',
  helpDeskEmail: '',
  idleTimeoutMs: IDLE.timeoutMs,
  idleCountdownSeconds: IDLE.countdownSeconds,
};

// Fetched once per page load. A plain store rather than TanStack Query keeps the login bundle small.
let current: ClientConfig = FALLBACK;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function load() {
  loading ??= call(API.clientConfig)
    // A failed answer keeps the fallback for this page load; a lost network tries again on the next subscriber.
    .catch((err: unknown) => {
      if (err instanceof ApiError && err.status > 0) return FALLBACK;
      throw err;
    })
    .then((config) => {
      current = { ...FALLBACK, ...config };
      listeners.forEach((l) => l());
    })
    .catch(() => {
      loading = undefined;
    });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  load();
  return () => listeners.delete(listener);
}

/** Server-side settings the browser needs (demo mode, IP service, intro video, idle timings). */
export function useClientConfig(): ClientConfig {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}

/** For tests: forget the loaded settings. */
export function resetClientConfig() {
  current = FALLBACK;
  loading = undefined;
}
