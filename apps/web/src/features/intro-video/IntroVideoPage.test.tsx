import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientConfigAnswer, clientConfigLoaded } from '../../test/client-config';
import IntroVideoPage from './IntroVideoPage';

// MUI pages render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const configAnswer = (introVideoUrl: string) =>
  clientConfigAnswer({ introVideoUrl, idleTimeoutMs: 1, idleCountdownSeconds: 1 });
const config = (introVideoUrl: string) =>
  new Response(JSON.stringify(configAnswer(introVideoUrl)), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

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
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      config('https://videos.example.com/intro.mp4'),
    );
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
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => config(''));
    renderPage();
    await clientConfigLoaded(configAnswer(''));
    expect(screen.getByText('No video is configured for this portal yet.')).toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
  });
});
