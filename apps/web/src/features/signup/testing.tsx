import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { MemoryRouter } from 'react-router';
import { ROLES } from '@portal/contract';
import { API } from '../../lib/routes';
import { on, stubRoutes, type Call } from '../../test/fetch-stub';
import SignupPage from './SignupPage';

/** Test helpers of the sign-up page (not shipped: only the tests import this file). */

export const MARKETS = [
  { countryCode: 'BE', market_country: 'Belgium', phonePrefix: '+32', isEECluster: true },
  { countryCode: 'FR', market_country: 'France', phonePrefix: '+33', isEECluster: true },
  { countryCode: 'MA', market_country: 'Morocco', phonePrefix: '+212', isEECluster: false },
];
export const BRANDS = [
  { brand_id: 1, brand_name: 'Peugeot', colour: '#1d3f8a' },
  { brand_id: 2, brand_name: 'Citroen', colour: '#b31b1b' },
  { brand_id: 3, brand_name: 'Opel', colour: '#f7d117' },
];

export interface Server {
  /** Answer of users/getaccountdetail. */
  exists?: number;
  /** Answer of users/createaccount. */
  create?: Response;
}

/** The sign-up's server (anything else answers 404); the calls made. */
export function mockServer({ exists = 0, create }: Server = {}) {
  return stubRoutes([
    on(API.getMarkets, {}, MARKETS),
    on(API.getBrands, {}, BRANDS),
    on(API.getAccountDetail, {}, exists),
    on(
      API.createAccount,
      {},
      create ?? {
        statusCode: 200,
        message:
          'Your account creation is under process. You will receive an email after the administrator approval.',
      },
    ),
  ]).calls;
}

/** The JSON bodies posted to one path, in order. */
export function postedTo(calls: Call[], path: string): unknown[] {
  return calls.filter((c) => c.path === path && c.method === 'POST').map((c) => c.body);
}

export function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/signup']}>
        <SignupPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export const TITLES = {
  [ROLES.ORIGINATOR]: 'Project Originator (Investor / Architect)',
  [ROLES.RND]: 'Country Retail Network Development Team, NSC / Importers',
  [ROLES.HQ]: 'HQ/Management',
  [ROLES.VC]: 'Validation Center Team',
} as const;
export const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export async function chooseRole(user: ReturnType<typeof userEvent.setup>, role: keyof typeof TITLES) {
  await user.click(screen.getByRole('button', { name: new RegExp(`^${escape(TITLES[role])}`) }));
  expect(screen.getByRole('heading', { level: 2, name: 'Your details' })).toBeInTheDocument();
}

export const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Send request' }));

export async function fillNames(user: ReturnType<typeof userEvent.setup>, email = 'Olga.Orr@Example.test') {
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), email);
  await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Olga');
  await user.type(screen.getByRole('textbox', { name: /^Surname/ }), 'Orr');
}

/** Picks options of a (multi-)select, then closes its menu. */
export async function pick(user: ReturnType<typeof userEvent.setup>, label: RegExp, options: string[]) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  for (const name of options) await user.click(await within(listbox).findByRole('option', { name }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

export async function acceptTerms(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Read and accept the terms' }));
  const dialog = await screen.findByRole('dialog', { name: 'Privacy notice' });
  await user.click(within(dialog).getByRole('checkbox', { name: /I agree to the terms/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** A complete, valid originator form: France (prefix prefilled), phone, company, Peugeot + Citroen, terms. */
export async function fillOriginator(user: ReturnType<typeof userEvent.setup>) {
  await chooseRole(user, ROLES.ORIGINATOR);
  await fillNames(user);
  await screen.findByRole('checkbox', { name: 'EE Cluster' });
  await pick(user, /^Countries/, ['France']);
  const phone = screen.getByRole('textbox', { name: /^Contact number/ });
  expect(phone).toHaveValue('+33');
  await user.type(phone, '-612345678');
  await user.type(screen.getByRole('textbox', { name: /^Company/ }), 'Orr Architects');
  await pick(user, /^Brands/, ['Peugeot', 'Citroen']);
  await acceptTerms(user);
}
