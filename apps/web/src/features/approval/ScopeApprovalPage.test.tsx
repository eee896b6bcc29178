import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScopeRequestDetail } from '@portal/contract';
import ApprovalErrorPage from './ApprovalErrorPage';
import ScopeApprovalPage from './ScopeApprovalPage';
import ScopeApprovedPage from './ScopeApprovedPage';
import ScopeRejectedPage from './ScopeRejectedPage';

// MUI pages render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const LINK = '/user/approveScopeRequest?email=rita%40example.com&token=scope-token';
const DETAIL: ScopeRequestDetail = {
  firstName: 'Rita Network',
  email: 'rita@example.com',
  roles: 'Country Retail Network Development Team, NSC / Importers',
  markets: 'France',
  brands: 'Peugeot',
  addedMarkets: 'Germany, Italy',
  addedBrands: 'Opel',
  requestedOn: '2026-04-02T08:00:00.000Z',
};
const BODY = { Email: 'rita@example.com', Token: 'scope-token' };

function mockApi(handler: (path: string, body: unknown) => Response) {
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
          <Route path="/user/approveScopeRequest/*" element={<ScopeApprovalPage />} />
          <Route path="/user/scope-approved" element={<ScopeApprovedPage />} />
          <Route path="/user/scope-rejected" element={<ScopeRejectedPage />} />
          <Route path="/user/approval-error" element={<ApprovalErrorPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('ScopeApprovalPage', () => {
  it('loads the request with POST users/getscoperequest and shows what is asked beside what is held', async () => {
    const fetch = mockApi((path) => (path === 'users/getscoperequest' ? json(DETAIL) : json({}, 404)));
    renderAt(LINK);
    expect(await screen.findByText('Rita Network')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Markets and brands request' })).toBeInTheDocument();
    expect(screen.getByTestId('scope-addedMarkets')).toHaveTextContent('Germany, Italy');
    expect(screen.getByTestId('scope-addedBrands')).toHaveTextContent('Opel');
    expect(screen.getByTestId('scope-markets')).toHaveTextContent('France');
    expect(screen.getByTestId('scope-brands')).toHaveTextContent('Peugeot');
    expect(screen.getByTestId('scope-requestedOn')).toHaveTextContent('02/04/2026');
    for (const label of ['Markets to add', 'Brands to add', 'Current markets', 'Current brands'])
      expect(screen.getByText(label)).toBeInTheDocument();
    const [, init] = fetch.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(BODY);
  });

  it('Approve posts users/approvescoperequest and shows the approved page', async () => {
    const calls: [string, unknown][] = [];
    mockApi((path, body) => {
      calls.push([path, body]);
      return path === 'users/getscoperequest' ? json(DETAIL) : json({ statusCode: 200, message: 'ok' });
    });
    renderAt(LINK);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Request Approved' })).toBeInTheDocument();
    expect(calls).toContainEqual(['users/approvescoperequest', BODY]);
    expect(calls.some(([p]) => p === 'users/rejectscoperequest')).toBe(false);
  });

  it('Reject posts users/rejectscoperequest and shows the rejected page', async () => {
    const calls: [string, unknown][] = [];
    mockApi((path, body) => {
      calls.push([path, body]);
      return path === 'users/getscoperequest' ? json(DETAIL) : json({ statusCode: 200, message: 'ok' });
    });
    renderAt(LINK);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Request Rejected' })).toBeInTheDocument();
    expect(calls).toContainEqual(['users/rejectscoperequest', BODY]);
  });

  it('a used or wrong link leads to the error page', async () => {
    mockApi(() => json({ statusCode: 401, message: 'Incorrect URL copied or Session has expired.' }, 401));
    renderAt(LINK);
    expect(await screen.findByText('Incorrect URL copied or Session has expired.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('a link without a token goes to the error page without calling the server', async () => {
    const fetch = mockApi(() => json(DETAIL));
    renderAt('/user/approveScopeRequest?email=rita%40example.com');
    expect(await screen.findByText('Incorrect URL copied or Session has expired.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
