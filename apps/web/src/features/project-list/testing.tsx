import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import type { Role } from '@portal/contract';
import { session } from '../../lib/session';
import { stubRoutes, type RouteStub } from '../../test/fetch-stub';

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
