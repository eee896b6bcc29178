import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { stubFetch, type Handler } from '../../test/fetch-stub';

/** Test helpers of the profile dialogs (not shipped: only the tests import this file). */

export { json, type Call } from '../../test/fetch-stub';

/** Stubs fetch (see test/fetch-stub.ts). */
export function mockApi(routes: Record<string, Handler>) {
  return stubFetch(routes);
}

/** Renders inside a router (with a /login page) and a fresh query client. */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={ui} />
          <Route path="/login" element={<p>login page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
