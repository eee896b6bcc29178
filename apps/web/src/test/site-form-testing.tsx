import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

/** Test helpers of the site-form screens (create flow, Site Approvals): fetch stub with lookups, providers. */

export function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: Call) => Response | Promise<Response>;

export const MARKETS = [
  { countryCode: 'FR', market_country: 'France', phonePrefix: '+33', isEECluster: true },
  { countryCode: 'DE', market_country: 'Germany', phonePrefix: '+49', isEECluster: true },
  { countryCode: 'IT', market_country: 'Italy', phonePrefix: '+39', isEECluster: true },
];
export const BRANDS = [
  { brand_id: 1, brand_name: 'Citroen', colour: '#DA291C' },
  { brand_id: 2, brand_name: 'Peugeot', colour: '#1A1A1A' },
  { brand_id: 4, brand_name: 'Opel', colour: '#F7D117' },
];
export const CONTRACT_TYPES = [
  { contractTypeId: 1, contractType: 'Dealer' },
  { contractTypeId: 2, contractType: 'Agent' },
];

/** Stubs fetch: `routes` maps "METHOD path" (after /api/, without the query) to an answer; lookups included. */
export function mockApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const all: Record<string, Handler> = {
    'GET users/getmarkets': () => json(MARKETS),
    'GET users/getbrands': () => json(BRANDS),
    'GET users/getcontracttypes': () => json(CONTRACT_TYPES),
    ...routes,
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const path = url.pathname.replace(/^.*?\/api\//, '');
    const method = init?.method ?? 'GET';
    const call: Call = {
      method,
      path: `${path}${url.search}`,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = all[`${method} ${path}`];
    if (!handler) return json({ statusCode: 404, error: 'Not Found', message: 'Not found.' }, 404);
    return handler(call);
  });
  return calls;
}

export function renderWithProviders(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Picks an option of an MUI select found by its label. */
export function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const listbox = screen.getByRole('listbox');
  fireEvent.click(within(listbox).getByRole('option', { name: option }));
}

export function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
}
