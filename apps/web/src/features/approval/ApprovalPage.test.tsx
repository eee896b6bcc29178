import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AccountApprovedPage from './AccountApprovedPage';
import AccountRejectedPage from './AccountRejectedPage';
import ApprovalErrorPage from './ApprovalErrorPage';
import ApprovalPage from './ApprovalPage';

// MUI pages render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const LINK = '/user/approveuserRequest?email=new%40example.com&token=approve-token';
const DETAIL = {
  roles: 'Project Originator (Investor / Architect)',
  firstName: 'Nina Neu',
  siteName: 'Autohaus Neu',
  city: 'Köln',
  countries: 'Austria, Germany',
};

type Handler = (path: string, body: unknown) => Response;
function mockApi(handler: Handler) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input, init) =>
      handler(
        new URL(String(input)).pathname.replace(/^\/api\//, ''),
        init?.body ? JSON.parse(String(init.body)) : undefined,
      ),
    );
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/user/approveuserRequest/*" element={<ApprovalPage />} />
          <Route path="/user/account-approved" element={<AccountApprovedPage />} />
          <Route path="/user/account-rejected" element={<AccountRejectedPage />} />
          <Route path="/user/approval-error" element={<ApprovalErrorPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('ApprovalPage', () => {
  it('loads the request with POST users/getapprove {Email, Token} and shows roles, name, site, city and countries', async () => {
    const fetch = mockApi((path) => (path === 'users/getapprove' ? json(DETAIL) : json({}, 404)));
    renderAt(LINK);
    expect(await screen.findByText('Nina Neu')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Account request' })).toBeInTheDocument();
    expect(screen.getByText('Project Originator (Investor / Architect)')).toBeInTheDocument();
    expect(screen.getByText('Autohaus Neu')).toBeInTheDocument();
    expect(screen.getByText('Köln')).toBeInTheDocument();
    expect(screen.getByText('Austria, Germany')).toBeInTheDocument();
    for (const label of ['Role', 'Name', 'Site name', 'City', 'Countries'])
      expect(screen.getByText(label)).toBeInTheDocument();
    const [, init] = fetch.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ Email: 'new@example.com', Token: 'approve-token' });
  });

  it('Approve posts users/approveuser and shows Account Approved', async () => {
    const calls: [string, unknown][] = [];
    mockApi((path, body) => {
      calls.push([path, body]);
      return path === 'users/getapprove' ? json(DETAIL) : json({ statusCode: 200, message: 'Approved' });
    });
    renderAt(LINK);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Approved' })).toBeInTheDocument();
    expect(calls).toContainEqual(['users/approveuser', { Email: 'new@example.com', Token: 'approve-token' }]);
    expect(calls.some(([p]) => p === 'users/rejectuser')).toBe(false);
  });

  it('Reject posts users/rejectuser and shows Account Rejected', async () => {
    const calls: [string, unknown][] = [];
    mockApi((path, body) => {
      calls.push([path, body]);
      return path === 'users/getapprove' ? json(DETAIL) : json({ statusCode: 200, message: 'Rejected' });
    });
    renderAt(LINK);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Rejected' })).toBeInTheDocument();
    expect(calls).toContainEqual(['users/rejectuser', { Email: 'new@example.com', Token: 'approve-token' }]);
  });

  it('a link the server refuses leads to the error page', async () => {
    mockApi(() => json({ statusCode: 401, message: 'Incorrect URL copied or Session has expired.' }, 401));
    renderAt(LINK);
    expect(await screen.findByText('Incorrect URL copied or Session has expired.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('a failed decision leads to the error page', async () => {
    mockApi((path) =>
      path === 'users/getapprove' ? json(DETAIL) : json({ statusCode: 401, message: 'x' }, 401),
    );
    renderAt(LINK);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Incorrect URL copied or Session has expired.')).toBeInTheDocument();
  });

  it.each([
    '/user/approveuserRequest',
    '/user/approveuserRequest?email=new%40example.com',
    '/user/approveuserRequest?token=t',
  ])('%s: a link without email or token goes to the error page without calling the server', async (path) => {
    const fetch = mockApi(() => json(DETAIL));
    renderAt(path);
    expect(await screen.findByText('Incorrect URL copied or Session has expired.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
