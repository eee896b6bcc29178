import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../lib/routes';
import { failure, on, stubRoutes, type Call, type RouteStub } from '../../test/fetch-stub';
import type { ScopeRequestDetail } from '@portal/contract';
import ApprovalErrorPage from './ApprovalErrorPage';
import ScopeApprovalPage from './ScopeApprovalPage';
import ScopeApprovedPage from './ScopeApprovedPage';
import ScopeRejectedPage from './ScopeRejectedPage';

// MUI pages render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

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

/** The server of the decision links: the detail, and `decision` for both decisions; the calls made. */
function serve(
  detail: RouteStub,
  decision: Response | { statusCode: number; message: string } = failure(404, 'Not found.'),
) {
  return stubRoutes([
    detail,
    on(API.approveScopeRequest, {}, decision),
    on(API.rejectScopeRequest, {}, decision),
  ]).calls;
}
/** The (path, body) of each call made. */
const sent = (calls: Call[]) => calls.map((c) => [c.path, c.body]);

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
    const calls = serve(on(API.getScopeRequest, {}, DETAIL));
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
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.path).toBe('users/getscoperequest');
    expect(calls[0]?.body).toEqual(BODY);
  });

  it('Approve posts users/approvescoperequest and shows the approved page', async () => {
    const calls = serve(on(API.getScopeRequest, {}, DETAIL), { statusCode: 200, message: 'ok' });
    renderAt(LINK);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Request Approved' })).toBeInTheDocument();
    expect(sent(calls)).toContainEqual(['users/approvescoperequest', BODY]);
    expect(sent(calls).some(([p]) => p === 'users/rejectscoperequest')).toBe(false);
  });

  it('Reject posts users/rejectscoperequest and shows the rejected page', async () => {
    const calls = serve(on(API.getScopeRequest, {}, DETAIL), { statusCode: 200, message: 'ok' });
    renderAt(LINK);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Request Rejected' })).toBeInTheDocument();
    expect(sent(calls)).toContainEqual(['users/rejectscoperequest', BODY]);
  });

  it('a used or wrong link leads to the error page', async () => {
    serve(on(API.getScopeRequest, {}, failure(401, 'Incorrect URL copied or Session has expired.')));
    renderAt(LINK);
    expect(await screen.findByText('Incorrect URL copied or Session has expired.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('a link without a token goes to the error page without calling the server', async () => {
    const calls = serve(on(API.getScopeRequest, {}, DETAIL));
    renderAt('/user/approveScopeRequest?email=rita%40example.com');
    expect(await screen.findByText('Incorrect URL copied or Session has expired.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
