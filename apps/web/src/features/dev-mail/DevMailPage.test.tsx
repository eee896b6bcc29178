import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../lib/routes';
import { failure, on, stubRoutes } from '../../test/fetch-stub';
import DevMailPage from './DevMailPage';

// MUI pages render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const MAILS = [
  {
    to: 'approver@example.com',
    subject: 'Account request: Nina Neu',
    text: 'Hello Vera,\n\nOpen this link to approve or reject the request (valid for 7 days):\nhttp://localhost:3000/user/approveuserRequest?email=nina%40example.com&token=abc123\n\nKind regards',
    html: '<p>ignored</p>',
    createdAt: '2024-05-01T09:00:00.000Z',
  },
  {
    to: 'nina@example.com',
    subject: 'Reset your Store Design Portal password',
    text: 'Open this link to choose a new password:\nhttp://localhost:3000/user/forgotPassword?email=nina%40example.com&token=xyz.',
    html: '',
    createdAt: '2024-05-02T09:00:00.000Z',
  },
];

/** The dev mailbox answers `reply` (its address and query as the page asks them); the calls made. */
const serve = (reply: typeof MAILS | Response | (() => typeof MAILS)) =>
  stubRoutes([on(API.devMail, { query: {} }, reply)]).calls;

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dev/mail']}>
        <DevMailPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('DevMailPage', () => {
  it('lists the mails newest first with to, subject, date and the text', async () => {
    const calls = serve(MAILS);
    renderPage();
    const items = await screen.findAllByTestId('dev-mail');
    expect(items).toHaveLength(2);
    expect(
      within(items[0]!).getByRole('heading', { name: 'Reset your Store Design Portal password' }),
    ).toBeInTheDocument();
    expect(within(items[0]!).getByText('To: nina@example.com')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/^Sent on /)).toBeInTheDocument();
    expect(within(items[1]!).getByRole('heading', { name: 'Account request: Nina Neu' })).toBeInTheDocument();
    expect(within(items[1]!).getByText(/Open this link to approve or reject/)).toBeInTheDocument();
    expect(calls[0]?.path).toMatch(/^dev\/mail/);
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('makes the links in a mail clickable, without trailing punctuation', async () => {
    serve(MAILS);
    renderPage();
    const approve = await screen.findByRole('link', { name: /approveuserRequest/ });
    expect(approve).toHaveAttribute(
      'href',
      'http://localhost:3000/user/approveuserRequest?email=nina%40example.com&token=abc123',
    );
    expect(screen.getByRole('link', { name: /forgotPassword/ })).toHaveAttribute(
      'href',
      'http://localhost:3000/user/forgotPassword?email=nina%40example.com&token=xyz',
    );
  });

  it('filters by recipient', async () => {
    serve(MAILS);
    renderPage();
    await screen.findAllByTestId('dev-mail');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Filter by recipient (To)'));
    await user.paste('APPROVER');
    expect(screen.getAllByTestId('dev-mail')).toHaveLength(1);
    expect(screen.getByText('To: approver@example.com')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Filter by recipient (To)'));
    await user.paste('nobody');
    expect(screen.queryAllByTestId('dev-mail')).toHaveLength(0);
    expect(screen.getByText('No mails.')).toBeInTheDocument();
  });

  it('refresh fetches again', async () => {
    let asked = 0;
    const calls = serve(() => (asked++ === 0 ? MAILS.slice(0, 1) : MAILS));
    renderPage();
    expect(await screen.findAllByTestId('dev-mail')).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getAllByTestId('dev-mail')).toHaveLength(2));
    expect(calls).toHaveLength(2);
  });

  it('404 (production mode): the mailbox exists only in demo mode', async () => {
    serve(failure(404, 'Not found.'));
    renderPage();
    expect(await screen.findByText('The dev mailbox is only available in demo mode.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
  });

  it('another failure says the mails could not be loaded', async () => {
    serve(failure(500, 'boom'));
    renderPage();
    expect(await screen.findByText('The mails could not be loaded.')).toBeInTheDocument();
  });
});
