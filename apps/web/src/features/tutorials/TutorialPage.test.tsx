import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientConfigAnswer, clientConfigLoaded } from '../../test/client-config';
import { formatDate } from '../../lib/dates';
import { API } from '../../lib/routes';
import { json, on, stubRoutes } from '../../test/fetch-stub';
import TutorialPage from './TutorialPage';

// MUI pages render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

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

/** The public calls of the page; every listed file downloads (`download` answers instead when given). */
function mockApi(options: { groups?: typeof GROUPS; videoUrl?: string; download?: Response } = {}) {
  const download = options.download ?? new Response('%PDF', { status: 200 });
  return stubRoutes([
    on(API.getTutorialDocuments, {}, options.groups ?? GROUPS),
    on(API.clientConfig, {}, configAnswer(options.videoUrl)),
    ...GROUPS.flatMap((g) => g.fileList).map((f) =>
      on(API.downloadInfoPackDocument, { params: { documentId: f.documentId } }, download),
    ),
  ]).calls;
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
    const calls = mockApi();
    renderPage();
    expect(await screen.findByRole('button', { name: 'PEUGEOT' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'PROFESSIONAL' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { level: 1, name: 'How to register' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Tutorial documents' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    const call = calls.find((c) => c.path === 'tutorials/getdynamictutorialdocuments');
    expect(call).toBeDefined();
    expect(call?.headers.Authorization).toBeUndefined();
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
    const calls = mockApi();
    const createObjectURL = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'PEUGEOT' }));
    await user.click(screen.getByRole('button', { name: 'Download How to register.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.some((c) => c.path === 'tutorials/downloadinfopackdocument/11')).toBe(true);
  });

  it('a failed download is silent', async () => {
    const calls = mockApi({ download: json({ message: 'Not found.' }, 404) });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'PEUGEOT' }));
    await user.click(screen.getByRole('button', { name: 'Download Design guide.pdf' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === 'tutorials/downloadinfopackdocument/12')).toBe(true),
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
