import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES, type AllUsersRow } from '@portal/contract';
import i18n from '../../lib/i18n';
import { session } from '../../lib/session';
import { API } from '../../lib/routes';
import { failure, on, stubRoutes, type Call, type RouteStub } from '../../test/fetch-stub';
import AllUsersPage from './AllUsersPage';

vi.setConfig({ testTimeout: 60_000 });
// The first render of a page with a data grid can take seconds on a loaded machine.
const SLOW = { timeout: 15_000 };

const user = (over: Partial<AllUsersRow> = {}): AllUsersRow => ({
  userSequence: 1,
  firstName: 'Anna',
  surName: 'Zeller',
  email: 'anna@example.test',
  company: 'ACME',
  contactNumber: '+49 30 1234',
  brands: 'Peugeot, Opel',
  markets: 'Germany',
  roles: ROLES.RETAIL,
  acceptedUser: 'Accepted',
  siteName: 'Autohaus Mitte',
  created_Date: '2026-01-15T12:00:00.000Z',
  city: 'Berlin',
  countries: 'Germany',
  arMarkets: ['DE'],
  ...over,
});
const ROWS = [
  user(),
  user({
    userSequence: 2,
    firstName: 'Bert',
    surName: 'Adler',
    email: 'bert@example.test',
    roles: ROLES.RND,
    acceptedUser: 'Pending',
    brands: 'Citroen',
    markets: 'France, Italy',
    arMarkets: ['FR', 'IT'],
    siteName: '',
    city: '',
  }),
];

function setup(stubs: RouteStub[] = []) {
  session.signedIn({
    token: 'tok',
    email: 'hq@example.test',
    firstName: 'Hanna',
    roles: ROLES.HQ,
    userSequence: 5,
    isFirstTimeLogin: false,
  });
  // A later answer of the same call replaces the first.
  const { calls } = stubRoutes([on(API.getAllUsers, { query: {} }, { rows: ROWS, total: 42 }), ...stubs]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AllUsersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

/** The query of each list call, as an object. */
const listQueries = (calls: Call[]) =>
  calls
    .filter((c) => c.path.startsWith('users/GetAllUsers?'))
    .map((c) => Object.fromEntries(new URLSearchParams(c.path.split('?')[1])));

afterEach(async () => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  await i18n.changeLanguage('en');
});

describe('All Users', () => {
  it('shows every user field, the state as a chip, and the total; asks for the first page newest first', async () => {
    const calls = setup();
    const grid = await screen.findByRole('grid', { name: 'All Users' }, SLOW);
    const anna = (await within(grid).findByText('anna@example.test', {}, SLOW)).closest('[role="row"]')!;
    for (const text of [
      'Anna',
      'Zeller',
      'ACME',
      '+49 30 1234',
      'Peugeot, Opel',
      'Germany',
      'Retail Location Operator, Investor',
      'Accepted',
      'Autohaus Mitte',
      '15/01/2026',
      'Berlin',
    ])
      expect(within(anna as HTMLElement).getByText(text)).toBeInTheDocument();
    const bert = within(grid).getByText('bert@example.test').closest('[role="row"]') as HTMLElement;
    expect(within(bert).getByText('Pending')).toBeInTheDocument();
    expect(within(bert).getByText('France, Italy')).toBeInTheDocument();
    expect(screen.getByText('42 users')).toBeInTheDocument();
    expect(listQueries(calls)[0]).toEqual({
      Search: '',
      SortField: 'created_Date',
      SortDirection: 'desc',
      Page: '0',
      PageSize: '25',
    });
  });

  it('searches, filters by role and state, and sorts on the server', async () => {
    const calls = setup();
    const u = userEvent.setup();
    await screen.findByText('anna@example.test', {}, SLOW);

    await u.type(screen.getByRole('searchbox', { name: 'Search' }), 'zell');
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ Search: 'zell', Page: '0' }));

    await u.click(screen.getByRole('combobox', { name: 'Role' }));
    await u.click(await screen.findByRole('option', { name: 'HQ/Management' }));
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ Role: ROLES.HQ, Search: 'zell' }));

    await u.click(screen.getByRole('combobox', { name: 'State' }));
    await u.click(await screen.findByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ AcceptedUser: 'Pending' }));

    await u.click(screen.getByRole('columnheader', { name: /Email/ }));
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toMatchObject({ SortField: 'email', SortDirection: 'asc' }),
    );
  });

  it('exports the filtered, sorted list as users.csv in the browser time zone', async () => {
    const calls = setup([
      on(
        API.getAllUsersCsv,
        { query: {} },
        new Response('a,b\n', {
          status: 200,
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="users.csv"' },
        }),
      ),
    ]);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    let saved = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = this.download;
    });
    const u = userEvent.setup();
    await screen.findByText('anna@example.test', {}, SLOW);
    await u.type(screen.getByRole('searchbox', { name: 'Search' }), 'opel');
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ Search: 'opel' }));

    await u.click(screen.getByRole('button', { name: 'Export Data (CSV)' }));
    await waitFor(() => expect(saved).toBe('users.csv'));
    const exportCall = calls.find((c) => c.path.startsWith('users/GetAllUsersCSV'))!;
    expect(exportCall.method).toBe('GET');
    const query = Object.fromEntries(new URLSearchParams(exportCall.path.split('?')[1]));
    expect(query).toEqual({
      Search: 'opel',
      SortField: 'created_Date',
      SortDirection: 'desc',
      TimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('says so when the export fails', async () => {
    setup([on(API.getAllUsersCsv, { query: {} }, failure(500, 'boom'))]);
    const u = userEvent.setup();
    await screen.findByText('anna@example.test', {}, SLOW);
    await u.click(screen.getByRole('button', { name: 'Export Data (CSV)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The export could not be created. Please try again.',
    );
  });

  it('shows an error alert when the list cannot be loaded', async () => {
    setup([on(API.getAllUsers, { query: {} }, failure(500, 'internal server error'))]);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('The users could not be loaded.');
  });

  it('speaks the reader language: titles, countries, role titles and states', async () => {
    await i18n.changeLanguage('fr');
    setup();
    const grid = await screen.findByRole('grid', { name: 'Tous les utilisateurs' }, SLOW);
    await within(grid).findByText('anna@example.test', {}, SLOW);
    expect(within(grid).getByRole('columnheader', { name: /Prénom/ })).toBeInTheDocument();
    expect(within(grid).getByText('Allemagne')).toBeInTheDocument();
    expect(within(grid).getByText('Exploitant du point de vente, investisseur')).toBeInTheDocument();
    expect(within(grid).getByText('En attente')).toBeInTheDocument();
    expect(screen.getByText('42 utilisateurs')).toBeInTheDocument();
  });
});
