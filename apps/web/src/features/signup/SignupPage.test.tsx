import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@portal/contract';
import { API } from '../../lib/routes';
import { failure, on, stubRoutes } from '../../test/fetch-stub';
import { chooseRole, fillNames, mockServer, pick, postedTo, renderPage, submit, TITLES } from './testing';

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
