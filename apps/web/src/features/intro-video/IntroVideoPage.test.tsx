import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../lib/routes';
import { clientConfigAnswer, clientConfigLoaded } from '../../test/client-config';
import { on, stubRoutes } from '../../test/fetch-stub';
import IntroVideoPage from './IntroVideoPage';

// MUI pages render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const configAnswer = (introVideoUrl: string) =>
  clientConfigAnswer({ introVideoUrl, idleTimeoutMs: 1, idleCountdownSeconds: 1 });
/** The server's client configuration names this video ('' for none). */
const serveConfig = (introVideoUrl: string) =>
  stubRoutes([on(API.clientConfig, {}, configAnswer(introVideoUrl))]);

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/intro-video']}>
        <IntroVideoPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('IntroVideoPage', () => {
  it('plays the configured video with controls and a captions note', async () => {
    serveConfig('https://videos.example.com/intro.mp4');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Intro video' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelector('video')).toHaveAttribute('src', 'https://videos.example.com/intro.mp4'),
    );
    expect(document.querySelector('video')).toHaveAttribute('controls');
    expect(screen.getByText(/has no captions/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('says clearly when no video is configured', async () => {
    serveConfig('');
    renderPage();
    await clientConfigLoaded(configAnswer(''));
    expect(screen.getByText('No video is configured for this portal yet.')).toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
  });
});
