import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import type { Role } from '@portal/contract';
import { session } from '../../lib/session';

/** Test helpers of the project list (not shipped: only the tests import this file). */

export function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: Call) => Response | Promise<Response>;

/** Stubs fetch: `routes` maps "METHOD path" (path after /api/, query included) to an answer. */
export function mockApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const path = `${url.pathname.replace(/^.*?\/api\//, '')}${url.search}`;
    const method = init?.method ?? 'GET';
    const call: Call = {
      method,
      path,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = routes[`${method} ${path}`];
    if (!handler) return json({ statusCode: 404, error: 'Not Found', message: 'Not found.' }, 404);
    return handler(call);
  });
  return calls;
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

/** Renders at / inside a router (with a stand-in detail page) and a fresh query client. */
export function renderPage(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={ui} />
          <Route path="/UniqueProject/:id" element={<p>detail page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
