import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES, type ClientConfig } from '@portal/contract';
import { json, stubFetch } from '../../test/fetch-stub';
import { TopBar } from './TopBar';

const CONFIG: ClientConfig = {
  demo: false,
  ipServiceUrl: '',
  introVideoUrl: '',
  mapTileUrl: '',
  geocoderUrl: '',
  helpDeskEmail: '',
  idleTimeoutMs: 900_000,
  idleCountdownSeconds: 300,
};

function renderTopBar(demo: boolean) {
  const stub = stubFetch({ 'GET client-config': () => json({ ...CONFIG, demo }) });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <TopBar role={ROLES.ORIGINATOR} firstName="Ann" menuOpen onToggleMenu={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return stub;
}

describe('top bar: demo mark (issue 9 §1)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('marks a server running in demo mode', async () => {
    renderTopBar(true);
    const mark = await screen.findByTestId('demo-mark');
    expect(mark).toHaveTextContent('Demo');
    expect(mark).toHaveAttribute('title', expect.stringMatching(/^Demo mode: .*dev mailbox/));
  });

  it('shows no mark in production mode', async () => {
    const { calls } = renderTopBar(false);
    expect(await screen.findByText('Store Design Portal')).toBeInTheDocument();
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('client-config'));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByTestId('demo-mark')).toBeNull();
  });
});
