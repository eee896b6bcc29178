import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientConfigAnswer, clientConfigLoaded } from '../../test/client-config';
import { formatDate } from '../../lib/dates';
import TutorialPage from './TutorialPage';

// MUI pages render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const GROUPS = [
  {
    brandName: 'Peugeot',
    brandLabel: 'PEUGEOT',
    fileList: [
      { documentId: 11, fileName: 'How to register.pdf', uploadDate: '2024-03-05T10:00:00.000Z' },
      { documentId: 12, fileName: 'Design guide.pdf', uploadDate: '2024-11-20T10:00:00.000Z' },
    ],
  },
  {
    brandName: 'Fiat Professional',
    brandLabel: 'PROFESSIONAL',
    fileList: [{ documentId: 21, fileName: 'Professional line.pdf', uploadDate: '2023-01-02T10:00:00.000Z' }],
  },
];

const configAnswer = (introVideoUrl = '') =>
  clientConfigAnswer({ demo: true, introVideoUrl, idleTimeoutMs: 1, idleCountdownSeconds: 1 });

function mockApi(
  options: { groups?: unknown; groupsStatus?: number; videoUrl?: string; download?: Response } = {},
) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('tutorials/getdynamictutorialdocuments'))
      return json(options.groups ?? GROUPS, options.groupsStatus ?? 200);
    if (url.includes('client-config')) return json(configAnswer(options.videoUrl));
    if (url.includes('tutorials/downloadinfopackdocument'))
      return options.download ?? new Response('%PDF', { status: 200 });
    return json({}, 404);
  });
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/tutorial']}>
        <TutorialPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('TutorialPage', () => {
  it('formats upload dates as DD/MM/YYYY', () => {
    expect(formatDate('2024-03-05T10:00:00.000Z')).toBe('05/03/2024');
    expect(formatDate('2023-12-24T12:00:00.000Z')).toBe('24/12/2023');
  });

  it('lists the groups as accordions titled by their label, with a back-to-login link', async () => {
    const fetch = mockApi();
    renderPage();
    expect(await screen.findByRole('button', { name: 'PEUGEOT' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'PROFESSIONAL' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { level: 1, name: 'How to register' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Tutorial documents' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    const call = fetch.mock.calls.find(([u]) => String(u).includes('getdynamictutorialdocuments'))!;
    expect((call[1]?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('opens one group at a time; clicking the open one closes it', async () => {
    mockApi();
    renderPage();
    const user = userEvent.setup();
    const peugeot = await screen.findByRole('button', { name: 'PEUGEOT' });
    const professional = screen.getByRole('button', { name: 'PROFESSIONAL' });

    await user.click(peugeot);
    expect(peugeot).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: 'PEUGEOT' });
    expect(within(table).getByText('How to register.pdf')).toBeInTheDocument();
    expect(within(table).getByText('05/03/2024')).toBeInTheDocument();
    expect(within(table).getByText('Design guide.pdf')).toBeInTheDocument();
    expect(within(table).getByText('20/11/2024')).toBeInTheDocument();

    await user.click(professional);
    expect(professional).toHaveAttribute('aria-expanded', 'true');
    expect(peugeot).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Professional line.pdf')).toBeInTheDocument();

    await user.click(professional);
    expect(professional).toHaveAttribute('aria-expanded', 'false');
    expect(peugeot).toHaveAttribute('aria-expanded', 'false');
  });

  it('downloads through tutorials/downloadinfopackdocument/{id}', async () => {
    const fetch = mockApi();
    const createObjectURL = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'PEUGEOT' }));
    await user.click(screen.getByRole('button', { name: 'Download How to register.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(
      fetch.mock.calls.some(([u]) => String(u).endsWith('/api/tutorials/downloadinfopackdocument/11')),
    ).toBe(true);
  });

  it('a failed download is silent', async () => {
    const fetch = mockApi({ download: json({ message: 'Not found.' }, 404) });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'PEUGEOT' }));
    await user.click(screen.getByRole('button', { name: 'Download Design guide.pdf' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/downloadinfopackdocument/12'))).toBe(true),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when there are no documents', async () => {
    mockApi({ groups: [] });
    renderPage();
    expect(await screen.findByText('No tutorial documents are available yet.')).toBeInTheDocument();
  });

  it('plays the configured video', async () => {
    mockApi({ videoUrl: 'https://videos.example.com/register.mp4' });
    renderPage();
    await waitFor(() =>
      expect(document.querySelector('video')).toHaveAttribute(
        'src',
        'https://videos.example.com/register.mp4',
      ),
    );
    expect(document.querySelector('video')).toHaveAttribute('controls');
    expect(screen.getByText(/has no captions/)).toBeInTheDocument();
  });

  it('says clearly when no video is configured', async () => {
    mockApi();
    renderPage();
    await clientConfigLoaded(configAnswer());
    expect(screen.getByText('No video is configured for this portal yet.')).toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
  });
});
