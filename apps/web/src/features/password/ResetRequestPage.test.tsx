import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ResetRequestPage from './ResetRequestPage';
import { API } from '../../lib/routes';
import { on, stubRoutes } from '../../test/fetch-stub';
import { render } from '../../test/query';

// MUI pages render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

/** The server answers the reset request with this account state; the calls made. */
function answerWith(isUserActivated: number) {
  return stubRoutes([on(API.forgotPassword, {}, { isUserActivated })]).calls;
}

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/reset-password']}>
      <Routes>
        <Route path="/reset-password" element={<ResetRequestPage />} />
        <Route path="/help-support" element={<p>help page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function fill(email: string, confirm: string) {
  const user = userEvent.setup();
  if (email) await paste(user, screen.getByLabelText(/^Email/), email);
  if (confirm) await paste(user, screen.getByLabelText(/^Confirm email/), confirm);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  return user;
}

/** Typing key by key is slow with MUI in jsdom: focus the field and paste the whole value. */
async function paste(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

afterEach(() => vi.restoreAllMocks());

describe('ResetRequestPage', () => {
  it('has the page title, both fields and a way back to the login', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('requires both fields', async () => {
    const calls = answerWith(4);
    renderPage();
    await fill('', '');
    expect(await screen.findAllByText('this field is required')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('refuses an invalid email', async () => {
    const calls = answerWith(4);
    renderPage();
    await fill('not-an-email', 'not-an-email');
    expect(await screen.findAllByText('email is not valid')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('shows the primary/secondary email error when the two differ', async () => {
    const calls = answerWith(4);
    renderPage();
    await fill('ann@example.com', 'bob@example.com');
    expect(
      await screen.findByText('The primary and secondary email addresses do not match.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('4: sends POST users/forgotpassword {Email} and says the mail is sent', async () => {
    const calls = answerWith(4);
    renderPage();
    await fill('ann@example.com', 'Ann@Example.com');
    expect(await screen.findByText(/An email has been sent to you/)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe('users/forgotpassword');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({ Email: 'ann@example.com' });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('3: account locked', async () => {
    answerWith(3);
    renderPage();
    await fill('ann@example.com', 'ann@example.com');
    expect(await screen.findByText(/Your account is locked/)).toBeInTheDocument();
  });

  it('2: not accepted, with a link to help and support', async () => {
    answerWith(2);
    renderPage();
    await fill('ann@example.com', 'ann@example.com');
    expect(await screen.findByText(/has not been accepted yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/help-support');
  });

  it.each([0, 1, 7])('%i: email not registered', async (value) => {
    answerWith(value);
    renderPage();
    await fill('ann@example.com', 'ann@example.com');
    expect(await screen.findByText('This email address is not registered.')).toBeInTheDocument();
  });
});
