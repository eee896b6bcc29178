import { renderHook, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { ClientConfig } from '@portal/contract';
import { useClientConfig } from '../lib/config';

/**
 * In every answer made by `clientConfigAnswer`: the store's fallback (used until the answer arrives) never
 * has it, so an answer is told from "nothing loaded yet" even when it configures nothing.
 */
const LOADED_MARK = 'helpdesk@client-config.test';

/** A whole GET /api/client-config answer: nothing configured, with `over` applied. */
export function clientConfigAnswer(over: Partial<ClientConfig> = {}): ClientConfig {
  return {
    demo: false,
    ipServiceUrl: '',
    introVideoUrl: '',
    mapTileUrl: '',
    geocoderUrl: '',
    helpDeskEmail: LOADED_MARK,
    idleTimeoutMs: 900_000,
    idleCountdownSeconds: 300,
    ...over,
  };
}

/**
 * Resolves once the client configuration the screens read is `answer` (made by `clientConfigAnswer`): a
 * positive signal to wait for before asserting that something is absent. Before it, a screen shows what
 * the fallback configuration gives (no map tiles, no search, no video) whether or not the feature works.
 */
export async function clientConfigLoaded(answer: ClientConfig): Promise<void> {
  const { result, unmount } = renderHook(() => useClientConfig());
  await waitFor(() => expect(result.current).toEqual(answer));
  unmount();
}
