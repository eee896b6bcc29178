import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { stubFetch, type Handler } from '../../test/fetch-stub';

/** Test helpers of the admin task page (not shipped: only the tests import this file). */

export { json, type Call } from '../../test/fetch-stub';

/** Stubs fetch (see test/fetch-stub.ts). */
export function mockApi(routes: Record<string, Handler>) {
  return stubFetch(routes, { withQuery: true }).calls;
}

export function renderPage(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
