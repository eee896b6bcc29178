import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@portal/contract';
import { failure } from '../../test/fetch-stub';
import {
  chooseRole,
  fillNames,
  fillOriginator,
  mockServer,
  pick,
  postedTo,
  renderPage,
  submit,
} from './testing';

// MUI selects and dialogs in jsdom are slow: give each journey room.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.restoreAllMocks());

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
