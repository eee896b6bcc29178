import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes, useParams } from 'react-router';
import type { ProjectListAnswer, ProjectRow, Role } from '@portal/contract';
import { session } from '../../lib/session';
import { stubRoutes, type Call, type RouteStub } from '../../test/fetch-stub';
import ProjectListPage from './ProjectListPage';

/** Test helpers of the project list (not shipped: only the tests import this file). */

export { failure, json, on, type Call } from '../../test/fetch-stub';
export { API } from '../../lib/routes';

/** Stubs fetch with calls of the route table, their queries keyed (see test/fetch-stub.ts). */
export function mockApi(stubs: RouteStub[]) {
  return stubRoutes(stubs, { withQuery: true }).calls;
}

export function signInAs(role: Role, email = 'me@example.test') {
  session.signedIn({
    token: 'tok',
    email,
    firstName: 'Ann',
    roles: role,
    userSequence: 5,
    isFirstTimeLogin: false,
  });
}

/** Stands in for the project page: says which project it opened. */
function DetailStandIn() {
  const { id } = useParams();
  return <p>detail page of {id}</p>;
}

/** Renders at / inside a router (with a stand-in detail page) and a fresh query client. */
export function renderPage(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={ui} />
          <Route path="/UniqueProject/:id" element={<DetailStandIn />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A list row as the server sends it (English names beside ids and codes); `over` sets what a test is about. */
export const projectRow = (over: Partial<ProjectRow> = {}): ProjectRow => ({
  projectId: 58,
  userId: 9,
  siteName: 'GARAGE DU PORT',
  brands: 'Peugeot',
  documentationOnly: false,
  createdOn: '2026-02-03T10:00:00.000Z',
  plannedOpeningDate: null,
  city: 'LYON',
  country: 'France',
  countryCode: 'FR',
  statusId: 0,
  status: 'Project Registered',
  statusDate: '2026-02-04T10:00:00.000Z',
  designValidationDate: null,
  projectUniqueId: 'FR-2026-000058',
  architectEmail: 'arch@example.test',
  isEnabled: true,
  isActive: 'Yes',
  ...over,
});

/** A list answer without cursors (a single page, or a test that does not page). */
export const listAnswer = (rows: ProjectRow[], total = rows.length): ProjectListAnswer => ({
  rows,
  total,
  totalCapped: false,
  hasNextPage: false,
  firstCursor: null,
  lastCursor: null,
});

/** The bodies of the list calls the page made, oldest first. */
export const listBodies = (calls: Call[]) =>
  calls
    .filter((c) => c.path === 'Projects/getallprojectsbyfilters')
    .map((c) => c.body as Record<string, unknown>);

/**
 * Signs `role` in, answers `stubs`, and opens the list page at `path` in a data router (so the address can be
 * read back), with a stand-in detail page and a fresh query client.
 */
export function openList(path: string, role: Role, stubs: RouteStub[]) {
  signInAs(role);
  const calls = mockApi(stubs);
  const router = createMemoryRouter(
    [
      { path: '/', element: <ProjectListPage /> },
      { path: '/UniqueProject/:id', element: <DetailStandIn /> },
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
