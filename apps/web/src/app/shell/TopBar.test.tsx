import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@portal/contract';
import { clientConfigAnswer, clientConfigLoaded } from '../../test/client-config';
import { API } from '../../lib/routes';
import { on, stubRoutes } from '../../test/fetch-stub';
import { TopBar } from './TopBar';

/** Renders the top bar with a server in demo mode or not; returns the config answer, to wait for it. */
function renderTopBar(demo: boolean) {
  const answer = clientConfigAnswer({ demo });
  stubRoutes([on(API.clientConfig, {}, answer)]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <TopBar role={ROLES.ORIGINATOR} firstName="Ann" menuOpen onToggleMenu={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return answer;
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
    const answer = renderTopBar(false);
    expect(await screen.findByText('Store Design Portal')).toBeInTheDocument();
    await clientConfigLoaded(answer);
    expect(screen.queryByTestId('demo-mark')).toBeNull();
  });
});
