import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../lib/routes';
import { failure, on, stubRoutes, type Call, type RouteStub } from '../../test/fetch-stub';
import AccountApprovedPage from './AccountApprovedPage';
import AccountRejectedPage from './AccountRejectedPage';
import ApprovalErrorPage from './ApprovalErrorPage';
import ApprovalPage from './ApprovalPage';

// MUI pages render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const LINK = '/user/approveuserRequest?email=new%40example.com&token=approve-token';
const DETAIL = {
  roles: 'Project Originator (Investor / Architect)',
  firstName: 'Nina Neu',
  siteName: 'Autohaus Neu',
  city: 'Köln',
  countries: 'Austria, Germany',
};

/** The server of the decision links: the detail, and `decision` for both decisions; the calls made. */
function serve(
  detail: RouteStub,
  decision: Response | { statusCode: number; message: string } = failure(404, 'Not found.'),
) {
  return stubRoutes([detail, on(API.approveUser, {}, decision), on(API.rejectUser, {}, decision)]).calls;
}
/** The (path, body) of each call made. */
const sent = (calls: Call[]) => calls.map((c) => [c.path, c.body]);

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
    const calls = serve(on(API.getApprove, {}, DETAIL));
    renderAt(LINK);
    expect(await screen.findByText('Nina Neu')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Account request' })).toBeInTheDocument();
    expect(screen.getByText('Project Originator (Investor / Architect)')).toBeInTheDocument();
    expect(screen.getByText('Autohaus Neu')).toBeInTheDocument();
    expect(screen.getByText('Köln')).toBeInTheDocument();
    expect(screen.getByText('Austria, Germany')).toBeInTheDocument();
    for (const label of ['Role', 'Name', 'Site name', 'City', 'Countries'])
      expect(screen.getByText(label)).toBeInTheDocument();
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.path).toBe('users/getapprove');
    expect(calls[0]?.body).toEqual({ Email: 'new@example.com', Token: 'approve-token' });
  });

  it('Approve posts users/approveuser and shows Account Approved', async () => {
    const calls = serve(on(API.getApprove, {}, DETAIL), { statusCode: 200, message: 'Approved' });
    renderAt(LINK);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Approved' })).toBeInTheDocument();
    expect(sent(calls)).toContainEqual([
      'users/approveuser',
      { Email: 'new@example.com', Token: 'approve-token' },
    ]);
    expect(sent(calls).some(([p]) => p === 'users/rejectuser')).toBe(false);
  });

  it('Reject posts users/rejectuser and shows Account Rejected', async () => {
    const calls = serve(on(API.getApprove, {}, DETAIL), { statusCode: 200, message: 'Rejected' });
    renderAt(LINK);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Rejected' })).toBeInTheDocument();
    expect(sent(calls)).toContainEqual([
      'users/rejectuser',
      { Email: 'new@example.com', Token: 'approve-token' },
    ]);
  });

  it('a link the server refuses leads to the error page', async () => {
    serve(on(API.getApprove, {}, failure(401, 'Incorrect URL copied or Session has expired.')));
    renderAt(LINK);
    expect(await screen.findByText('Incorrect URL copied or Session has expired.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('a failed decision leads to the error page', async () => {
    serve(on(API.getApprove, {}, DETAIL), failure(401, 'x'));
    renderAt(LINK);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Incorrect URL copied or Session has expired.')).toBeInTheDocument();
  });

  it.each([
    '/user/approveuserRequest',
    '/user/approveuserRequest?email=new%40example.com',
    '/user/approveuserRequest?token=t',
  ])('%s: a link without email or token goes to the error page without calling the server', async (path) => {
    const calls = serve(on(API.getApprove, {}, DETAIL));
    renderAt(path);
    expect(await screen.findByText('Incorrect URL copied or Session has expired.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
