import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLES, type FeedbackRow } from '@portal/contract';
import { session } from '../../lib/session';
import { API } from '../../lib/routes';
import { on, stubRoutes, type Call } from '../../test/fetch-stub';
import FeedbackProvidedPage from './FeedbackProvidedPage';
import PendingValidationPage from './PendingValidationPage';

vi.setConfig({ testTimeout: 60_000 });
const SLOW = { timeout: 15_000 };

const row = (over: Partial<FeedbackRow> = {}): FeedbackRow => ({
  projectId: 58,
  userId: 9,
  siteName: 'GARAGE DU PORT',
  brands: 'Peugeot, Opel',
  documentationOnly: false,
  createdOn: '2026-02-03T10:00:00.000Z',
  plannedOpeningDate: null,
  city: 'LYON',
  country: 'France',
  countryCode: 'DE',
  statusId: 2,
  status: 'Revision Meeting',
  statusDate: '2026-02-04T10:00:00.000Z',
  designValidationDate: null,
  projectUniqueId: 'FR-2026-000058',
  architectEmail: 'arch@example.test',
  isEnabled: true,
  isActive: 'Yes',
  dateFeedbackRequested: '2026-03-02T10:00:00.000Z',
  dateFeedbackProvided: '2026-03-09T10:00:00.000Z',
  daysSinceSubmission: 20,
  ...over,
});
const ON_TIME = row({
  projectId: 59,
  userId: 10,
  siteName: 'AUTO SUD',
  projectUniqueId: 'FR-2026-000059',
  daysSinceSubmission: 14,
});

function open(path: string, element: React.ReactElement, total = 2) {
  session.signedIn({
    token: 'tok',
    email: 'hq@example.test',
    firstName: 'Hana',
    roles: ROLES.HQ,
    userSequence: 4,
    isFirstTimeLogin: false,
  });
  const { calls } = stubRoutes([
    on(API.getProjectsOnFeedbackType, { params: { feedbackType: 1 } }, { rows: [row(), ON_TIME], total }),
    on(API.getProjectsOnFeedbackType, { params: { feedbackType: 2 } }, { rows: [row()], total: 1 }),
  ]);
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0]!, element },
      { path: '/UniqueProject/:id', element: <p>detail page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, calls, user: userEvent.setup() };
}

const listCalls = (calls: Call[]) =>
  calls.filter((c) => c.path.startsWith('projects/GetAllProjectsOnFeedBackType/')).map((c) => c.path);
const where = (router: ReturnType<typeof createMemoryRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

beforeEach(() => {
  sessionStorage.clear();
  // jsdom lays nothing out: a desktop-sized grid, so that every column is rendered (not virtualised away).
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: 1400, height: 800 }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  session.clear();
});

describe('Pending Validation (HQ, feedback type 1)', () => {
  it('lists the projects with the feedback request date, the days since submission and the overdue flag', async () => {
    const { calls } = open('/Pending-Validation', <PendingValidationPage />);
    const grid = await screen.findByRole('grid', { name: 'Pending Validation' }, SLOW);
    expect(await within(grid).findByText('GARAGE DU PORT', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pending Validation' })).toBeInTheDocument();
    expect(within(grid).getByRole('columnheader', { name: /^Date Feedback Requested/ })).toBeInTheDocument();
    expect(within(grid).queryByRole('columnheader', { name: /^Date Feedback Provided/ })).toBeNull();
    const first = within(grid).getAllByRole('row')[1]!;
    expect(within(first).getByText('Peugeot, Opel')).toBeInTheDocument();
    // Country and status as the pack names them (the code DE, the status id 2), not the English names sent.
    expect(within(first).getByText('Germany')).toBeInTheDocument();
    expect(within(first).getByText('Revision Meeting')).toBeInTheDocument();
    expect(within(first).getByText('FR-2026-000058')).toBeInTheDocument();
    expect(within(first).getByText('02/03/2026')).toBeInTheDocument();
    expect(within(first).getByText('20')).toBeInTheDocument();
    expect(within(first).getByText('Overdue')).toBeInTheDocument();
    const second = within(grid).getAllByRole('row')[2]!;
    expect(within(second).getByText('14')).toBeInTheDocument();
    expect(within(second).queryByText('Overdue')).toBeNull();
    expect(screen.getByText('2 projects')).toBeInTheDocument();
    expect(listCalls(calls)).toEqual([
      'projects/GetAllProjectsOnFeedBackType/1?page=0&pageSize=25&sortDirection=asc',
    ]);
  });

  it('opens with the page and page size of the address and pages on the server', async () => {
    const { calls, router, user } = open(
      '/Pending-Validation?page=2&size=50',
      <PendingValidationPage />,
      160,
    );
    await screen.findByText('GARAGE DU PORT', {}, SLOW);
    expect(listCalls(calls)).toEqual([
      'projects/GetAllProjectsOnFeedBackType/1?page=1&pageSize=50&sortDirection=asc',
    ]);
    expect(where(router)).toBe('/Pending-Validation?page=2&size=50');
    expect(screen.getByText('51–100 of 160')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toBe(
        'projects/GetAllProjectsOnFeedBackType/1?page=2&pageSize=50&sortDirection=asc',
      ),
    );
    expect(where(router)).toBe('/Pending-Validation?page=3&size=50');
    expect(listCalls(calls)).toHaveLength(2);
  });

  it('orders by the feedback date on the server, newest first on a click', async () => {
    const { calls, router, user } = open('/Pending-Validation?page=2', <PendingValidationPage />, 60);
    await screen.findByText('GARAGE DU PORT', {}, SLOW);
    await user.click(screen.getByRole('columnheader', { name: /^Date Feedback Requested/ }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toBe(
        'projects/GetAllProjectsOnFeedBackType/1?page=0&pageSize=25&sortDirection=desc',
      ),
    );
    expect(where(router)).toBe('/Pending-Validation?sort=desc');
  });

  it('a row opens the project on its Design Validation tab', async () => {
    const { router, user } = open('/Pending-Validation', <PendingValidationPage />);
    await user.click(await screen.findByText('AUTO SUD', {}, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe('/UniqueProject/59'));
    expect(router.state.location.search).toBe('?tab=design');
  });

  it("the open button of a row is a link to the project's Design Validation tab", async () => {
    open('/Pending-Validation', <PendingValidationPage />);
    const link = await screen.findByRole('link', { name: 'Open project FR-2026-000058' }, SLOW);
    expect(link).toHaveAttribute('href', '/UniqueProject/58?tab=design');
  });
});

describe('Feedback Provided (VC, feedback type 2)', () => {
  it('asks type 2 and heads the date column Date Feedback Provided', async () => {
    const { calls } = open('/Feedback-Provided', <FeedbackProvidedPage />);
    const grid = await screen.findByRole('grid', { name: 'Feedback Provided' }, SLOW);
    expect(await within(grid).findByText('GARAGE DU PORT', {}, SLOW)).toBeInTheDocument();
    expect(within(grid).getByRole('columnheader', { name: /^Date Feedback Provided/ })).toBeInTheDocument();
    expect(within(grid).getByText('09/03/2026')).toBeInTheDocument();
    expect(screen.getByText('1 project')).toBeInTheDocument();
    expect(listCalls(calls)).toEqual([
      'projects/GetAllProjectsOnFeedBackType/2?page=0&pageSize=25&sortDirection=asc',
    ]);
  });
});
