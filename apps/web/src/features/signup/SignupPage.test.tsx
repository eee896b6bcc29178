import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@portal/contract';
import { API } from '../../lib/routes';
import { failure, on, stubRoutes, type Call } from '../../test/fetch-stub';
import SignupPage from './SignupPage';

const MARKETS = [
  { countryCode: 'BE', market_country: 'Belgium', phonePrefix: '+32', isEECluster: true },
  { countryCode: 'FR', market_country: 'France', phonePrefix: '+33', isEECluster: true },
  { countryCode: 'MA', market_country: 'Morocco', phonePrefix: '+212', isEECluster: false },
];
const BRANDS = [
  { brand_id: 1, brand_name: 'Peugeot', colour: '#1d3f8a' },
  { brand_id: 2, brand_name: 'Citroen', colour: '#b31b1b' },
  { brand_id: 3, brand_name: 'Opel', colour: '#f7d117' },
];

interface Server {
  /** Answer of users/getaccountdetail. */
  exists?: number;
  /** Answer of users/createaccount. */
  create?: Response;
}

/** The sign-up's server (anything else answers 404); the calls made. */
function mockServer({ exists = 0, create }: Server = {}) {
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
function postedTo(calls: Call[], path: string): unknown[] {
  return calls.filter((c) => c.path === path && c.method === 'POST').map((c) => c.body);
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/signup']}>
        <SignupPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const TITLES = {
  [ROLES.ORIGINATOR]: 'Project Originator (Investor / Architect)',
  [ROLES.RND]: 'Country Retail Network Development Team, NSC / Importers',
  [ROLES.HQ]: 'HQ/Management',
  [ROLES.VC]: 'Validation Center Team',
} as const;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

async function chooseRole(user: ReturnType<typeof userEvent.setup>, role: keyof typeof TITLES) {
  await user.click(screen.getByRole('button', { name: new RegExp(`^${escape(TITLES[role])}`) }));
  expect(screen.getByRole('heading', { level: 2, name: 'Your details' })).toBeInTheDocument();
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Send request' }));

async function fillNames(user: ReturnType<typeof userEvent.setup>, email = 'Olga.Orr@Example.test') {
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), email);
  await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Olga');
  await user.type(screen.getByRole('textbox', { name: /^Surname/ }), 'Orr');
}

/** Picks options of a (multi-)select, then closes its menu. */
async function pick(user: ReturnType<typeof userEvent.setup>, label: RegExp, options: string[]) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  for (const name of options) await user.click(await within(listbox).findByRole('option', { name }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

async function acceptTerms(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Read and accept the terms' }));
  const dialog = await screen.findByRole('dialog', { name: 'Privacy notice' });
  await user.click(within(dialog).getByRole('checkbox', { name: /I agree to the terms/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** A complete, valid originator form: France (prefix prefilled), phone, company, Peugeot + Citroen, terms. */
async function fillOriginator(user: ReturnType<typeof userEvent.setup>) {
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

// MUI selects and dialogs in jsdom are slow: give each journey room.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.restoreAllMocks());

describe('SignupPage — role choice', () => {
  it('offers the four self sign-up roles with their titles and who they are for, not Retail Location', async () => {
    mockServer();
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Create account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Choose your role' })).toBeInTheDocument();
    const roles = within(screen.getByRole('list')).getAllByRole('button');
    expect(roles).toHaveLength(4);
    expect(roles.map((b) => within(b).getAllByText(/.+/)[0]!.textContent)).toEqual([
      TITLES[ROLES.ORIGINATOR],
      TITLES[ROLES.RND],
      TITLES[ROLES.HQ],
      TITLES[ROLES.VC],
    ]);
    expect(screen.queryByText(/Retail Location/)).not.toBeInTheDocument();
    expect(screen.getByText('For certified architects and investors.')).toBeInTheDocument();
    expect(screen.getByText('For the country retail network team and importers.')).toBeInTheDocument();
    expect(screen.getByText('For the Sales and Marketing Office.')).toBeInTheDocument();
    // The hint is also the card's tooltip.
    await user.hover(roles[2]!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('For the Sales and Marketing Office.');
  });

  it('shows the chosen role and can go back to the role choice', async () => {
    mockServer();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await chooseRole(user, ROLES.RND);
    expect(screen.getByText(`Account type: ${TITLES[ROLES.RND]}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change role' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Choose your role' })).toBeInTheDocument();
  });
});

describe('SignupPage — HQ/Management', () => {
  it('requires email, first name and surname, focuses the first one and raises the mandatory-field toast', async () => {
    const calls = mockServer();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await chooseRole(user, ROLES.HQ);
    // HQ has no other fields.
    const form = screen.getByRole('form', { name: 'Your details' });
    expect(within(form).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(form).getAllByRole('textbox')).toHaveLength(3);
    expect(screen.queryByRole('textbox', { name: /Company/ })).not.toBeInTheDocument();
    await submit(user);
    expect(await screen.findAllByText('this field is required')).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveFocus();
    expect(await screen.findByText('The field Email is manddatory')).toBeInTheDocument();
    expect(postedTo(calls, 'users/createaccount')).toEqual([]);
  });

  it('refuses an invalid email and focuses it', async () => {
    mockServer();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await chooseRole(user, ROLES.HQ);
    await fillNames(user, 'not-an-email');
    await submit(user);
    expect(await screen.findByText('email is not valid')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveFocus();
  });

  it('focuses the first invalid field when earlier ones are filled', async () => {
    mockServer();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await chooseRole(user, ROLES.HQ);
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'hugo@example.test');
    await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Hugo');
    await submit(user);
    expect(await screen.findByText('The field Surname is manddatory')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Surname/ })).toHaveFocus();
  });

  it('sends the names alone and shows the under-process page with a back-to-login link', async () => {
    const calls = mockServer();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await chooseRole(user, ROLES.HQ);
    await fillNames(user, ' Hugo.Hall@Example.test ');
    await submit(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account request sent' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your account creation is under process. You will receive an email after the administrator approval.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(postedTo(calls, 'users/createaccount')).toEqual([
      { Roles: ROLES.HQ, Email: 'hugo.hall@example.test', FirstName: 'Olga', SurName: 'Orr' },
    ]);
    // Only the originator's sign-up checks the address first.
    expect(postedTo(calls, 'users/getaccountdetail')).toEqual([]);
  });
});

describe('SignupPage — Retail Network Development', () => {
  it('needs at least one brand and one country', async () => {
    const calls = mockServer();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await chooseRole(user, ROLES.RND);
    await fillNames(user);
    await submit(user);
    expect(await screen.findByText('Select at least one country!')).toBeInTheDocument();
    expect(screen.getByText('Select at least one brand!')).toBeInTheDocument();
    expect(screen.getByText('Select at least one brand/country!')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Countries/ })).toHaveFocus();

    await pick(user, /^Countries/, ['Morocco']);
    await waitFor(() => expect(screen.queryByText('Select at least one country!')).not.toBeInTheDocument());
    expect(screen.getByText('Select at least one brand!')).toBeInTheDocument();
    expect(screen.queryByText('Select at least one brand/country!')).not.toBeInTheDocument();
    expect(postedTo(calls, 'users/createaccount')).toEqual([]);
  });

  it('sends country codes and brand names, and no originator fields', async () => {
    const calls = mockServer();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await chooseRole(user, ROLES.RND);
    // No phone, company or terms for this role.
    expect(screen.queryByRole('textbox', { name: /Contact number/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read and accept the terms' })).not.toBeInTheDocument();
    await fillNames(user);
    await pick(user, /^Countries/, ['France', 'Belgium']);
    await pick(user, /^Brands/, ['Opel']);
    await submit(user);
    await screen.findByRole('heading', { level: 1, name: 'Account request sent' });
    expect(postedTo(calls, 'users/createaccount')).toEqual([
      {
        Roles: ROLES.RND,
        Email: 'olga.orr@example.test',
        FirstName: 'Olga',
        SurName: 'Orr',
        arMarkets: ['FR', 'BE'],
        arBrands: ['Opel'],
      },
    ]);
  });

  it('the EE Cluster box selects every EE-cluster country and clears them again', async () => {
    mockServer();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await chooseRole(user, ROLES.RND);
    const ee = await screen.findByRole('checkbox', { name: 'EE Cluster' });
    await user.click(ee);
    expect(screen.getByRole('combobox', { name: /^Countries/ })).toHaveTextContent('Belgium, France');
    expect(ee).toBeChecked();
    await user.click(ee);
    expect(screen.getByRole('combobox', { name: /^Countries/ })).not.toHaveTextContent('Belgium');
  });

  it('tells when the lists cannot be loaded', async () => {
    stubRoutes([on(API.getMarkets, {}, failure(500, 'x')), on(API.getBrands, {}, failure(500, 'x'))]);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await chooseRole(user, ROLES.RND);
    expect(
      await screen.findByText(
        'The lists of countries and brands could not be loaded. Please try again later.',
      ),
    ).toBeInTheDocument();
  });
});

describe('SignupPage — Validation Center Team', () => {
  it('needs a project role and sends it', async () => {
    const calls = mockServer();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await chooseRole(user, ROLES.VC);
    await fillNames(user, 'vera@example.test');
    await submit(user);
    expect(await screen.findByText('Choose a project role.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Project role/ })).toHaveFocus();
    expect(postedTo(calls, 'users/createaccount')).toEqual([]);

    await user.click(screen.getByRole('combobox', { name: /^Project role/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Data Analyst',
      'Validator',
      'GEC Validator/Data Analyst',
    ]);
    await user.click(options[2]!);
    await submit(user);
    await screen.findByRole('heading', { level: 1, name: 'Account request sent' });
    expect(postedTo(calls, 'users/createaccount')).toEqual([
      {
        Roles: ROLES.VC,
        Email: 'vera@example.test',
        FirstName: 'Olga',
        SurName: 'Orr',
        ProjectRole: 'GEC Validator/Data Analyst',
      },
    ]);
  });
});

describe('SignupPage — Project Originator', () => {
  it('requires every field, the lists and the terms', async () => {
    const calls = mockServer();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await chooseRole(user, ROLES.ORIGINATOR);
    await submit(user);
    // Email, first name, surname, contact number, company.
    expect(await screen.findAllByText('this field is required')).toHaveLength(5);
    expect(screen.getByText('Select at least one country!')).toBeInTheDocument();
    expect(screen.getByText('Select at least one brand!')).toBeInTheDocument();
    expect(screen.getByText('Please read and accept the terms first.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveFocus();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('accepts only digits, "+" and "-" in the phone number', async () => {
    mockServer();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await chooseRole(user, ROLES.ORIGINATOR);
    const phone = screen.getByRole('textbox', { name: /^Contact number/ });
    await user.type(phone, '+33 (0)6 12');
    await submit(user);
    expect(await screen.findByText('Only digits, "-" and "+" are allowed.')).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '+33-612345678');
    await waitFor(() =>
      expect(screen.queryByText('Only digits, "-" and "+" are allowed.')).not.toBeInTheDocument(),
    );
  });

  it('shows the terms-read error until the terms are opened, agreed and saved', async () => {
    const calls = mockServer();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await chooseRole(user, ROLES.ORIGINATOR);
    await fillNames(user);
    await pick(user, /^Countries/, ['France']);
    await user.type(screen.getByRole('textbox', { name: /^Contact number/ }), '-612345678');
    await user.type(screen.getByRole('textbox', { name: /^Company/ }), 'Orr Architects');
    await pick(user, /^Brands/, ['Peugeot']);
    await submit(user);
    expect(await screen.findByText('Please read and accept the terms first.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read and accept the terms' })).toHaveFocus();

    // The dialog shows the full notice; saving without the agree box is refused.
    await user.click(screen.getByRole('button', { name: 'Read and accept the terms' }));
    let dialog = await screen.findByRole('dialog', { name: 'Privacy notice' });
    expect(within(dialog).getAllByRole('heading', { level: 3 })).toHaveLength(11);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Tick the agree box before saving.')).toBeInTheDocument();

    // Ticking then cancelling does not accept.
    await user.click(within(dialog).getByRole('checkbox', { name: /I agree to the terms/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await submit(user);
    expect(await screen.findByText('Please read and accept the terms first.')).toBeInTheDocument();

    // The box starts unticked again; tick and save.
    await user.click(screen.getByRole('button', { name: 'Read and accept the terms' }));
    dialog = await screen.findByRole('dialog', { name: 'Privacy notice' });
    expect(within(dialog).getByRole('checkbox', { name: /I agree to the terms/ })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: /I agree to the terms/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('You have accepted the terms.')).toBeInTheDocument();
    expect(screen.queryByText('Please read and accept the terms first.')).not.toBeInTheDocument();
    expect(postedTo(calls, 'users/createaccount')).toEqual([]);
  });

  it('checks the address first, then sends the full payload', async () => {
    const calls = mockServer();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fillOriginator(user);
    await submit(user);
    await screen.findByRole('heading', { level: 1, name: 'Account request sent' });
    expect(postedTo(calls, 'users/getaccountdetail')).toEqual([{ email: 'olga.orr@example.test' }]);
    expect(postedTo(calls, 'users/createaccount')).toEqual([
      {
        Roles: ROLES.ORIGINATOR,
        Email: 'olga.orr@example.test',
        FirstName: 'Olga',
        SurName: 'Orr',
        ContactNumber: '+33-612345678',
        Company: 'Orr Architects',
        arMarkets: ['FR'],
        arBrands: ['Peugeot', 'Citroen'],
        IsTermsAccepted: true,
      },
    ]);
    const order = calls.map((c) => c.path).filter((u) => /getaccountdetail|createaccount/.test(u));
    expect(order[0]).toMatch(/getaccountdetail/);
    expect(order[1]).toMatch(/createaccount/);
  });

  it('an existing address shows the not-accepted page with the help link and creates nothing', async () => {
    const calls = mockServer({ exists: 1 });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fillOriginator(user);
    await submit(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account already registered' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/please contact Help and Support/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Help and support' })).toHaveAttribute('href', '/help-support');
    expect(postedTo(calls, 'users/createaccount')).toEqual([]);
  });

  it('405 shows "Account Not Created" with "Email address already exists"', async () => {
    mockServer({
      create: failure(405, 'Email address already exists'),
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fillOriginator(user);
    await submit(user);
    const panel = await screen.findByTestId('signup-failure');
    expect(panel).toHaveTextContent('Account Not Created');
    expect(panel).toHaveTextContent('Email address already exists');
    // The form stays for another try.
    expect(screen.getByRole('button', { name: 'Send request' })).toBeEnabled();
  });

  it('any other failure also says "Email address already exists"', async () => {
    mockServer({ create: failure(400, 'Unknown brand.') });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fillOriginator(user);
    await submit(user);
    const panel = await screen.findByTestId('signup-failure');
    expect(panel).toHaveTextContent('Account Not Created');
    expect(panel).toHaveTextContent('Email address already exists');
  });

  it('500 shows the "internal server error" panel', async () => {
    mockServer({ create: failure(500, 'boom') });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fillOriginator(user);
    await submit(user);
    const panel = await screen.findByTestId('signup-failure');
    expect(panel).toHaveTextContent('Account Not Created');
    expect(panel).toHaveTextContent('internal server error');
    expect(panel).not.toHaveTextContent('Email address already exists');
  });
});
