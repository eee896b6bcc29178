import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { API } from '../lib/routes';
import { on, stubRoutes, type RouteStub } from './fetch-stub';

/** Test helpers of the site-form screens (create flow, Site Approvals): fetch stub with lookups, providers. */

export { json, type Call } from './fetch-stub';

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
/** As the server sends them (English names); the forms show the packs' texts of their ids. */
export const CONTRACT_TYPES = [
  { contractTypeId: 1, brandName: 'Sales and After-Sales' },
  { contractTypeId: 2, brandName: 'Sales Only' },
];

/** Stubs fetch with the lookups the site forms load, named by the route table (`on`); `stubs` add calls or replace them. */
export function mockRoutes(stubs: RouteStub[]) {
  return stubRoutes([
    on(API.getMarkets, {}, MARKETS),
    on(API.getBrands, {}, BRANDS),
    on(API.getContractTypes, {}, CONTRACT_TYPES),
    ...stubs,
  ]).calls;
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
