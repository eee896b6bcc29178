import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { stubRoutes, type RouteStub } from '../../test/fetch-stub';

/** Test helpers of the admin task page (not shipped: only the tests import this file). */

export { type Call } from '../../test/fetch-stub';

/** Stubs fetch with calls of the route table, matched with their query (see test/fetch-stub.ts). */
export function mockApi(stubs: RouteStub[]) {
  return stubRoutes(stubs, { withQuery: true }).calls;
}

export function renderPage(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
