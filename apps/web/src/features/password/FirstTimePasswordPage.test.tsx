import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Answer, Api, UserRecord } from '@portal/contract';
import { session } from '../../lib/session';
import FirstTimePasswordPage from './FirstTimePasswordPage';
import { API } from '../../lib/routes';
import { failure, on, stubRoutes } from '../../test/fetch-stub';
import { render } from '../../test/query';

// MUI pages render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

/** The server answers the first-time change with `reply` (and sign-out with 200); the calls made. */
const answerWith = (reply: Answer<Api['changeFirstTimePassword']> | Response) =>
  stubRoutes([on(API.changeFirstTimePassword, {}, reply), on(API.cancel, {}, { statusCode: 200 })]).calls;

const FIRST_TIME: UserRecord = {
  token: 'first-time-token',
  email: 'ann@example.com',
  firstName: 'Ann',
  roles: 'HQ/Management',
  userSequence: 7,
  isFirstTimeLogin: true,
};

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/user/changepassword']}>
      <Routes>
        <Route path="/user/changepassword/*" element={<FirstTimePasswordPage />} />
        <Route path="/login" element={<p>login page</p>} />
        <Route path="/" element={<p>home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function submit(current: string, newPassword: string, confirm: string, email?: string) {
  const user = userEvent.setup();
  if (email) await paste(user, screen.getByLabelText(/^Email/), email);
  await paste(user, screen.getByLabelText(/^Current password/), current);
  await paste(user, screen.getByLabelText(/^New password/), newPassword);
  await paste(user, screen.getByLabelText(/^Confirm new password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  return user;
}

/** Typing key by key is slow with MUI in jsdom: focus the field and paste the whole value. */
async function paste(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

beforeEach(() => session.clear());
afterEach(() => {
  vi.restoreAllMocks();
  session.clear();
});

describe('FirstTimePasswordPage with the first-time session', () => {
  beforeEach(() => session.signedIn(FIRST_TIME));

  it('takes the email from the session and shows no email field', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Change your password' })).toBeInTheDocument();
    expect(screen.getByText('Account: ann@example.com')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
  });

  it('requires the current, new and confirmation passwords', async () => {
    renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText('this field is required')).toHaveLength(3);
  });

  it('a mismatch shows the exact message and clears both new fields', async () => {
    const calls = answerWith(failure(500, 'not expected'));
    renderPage();
    await submit('Temp-password-1', 'Correct-horse-42', 'Correct-horse-24');
    expect(await screen.findByText("Passwords Don't Match, Please Re-Enter")).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveValue('');
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveValue('');
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('Temp-password-1');
    expect(calls).toHaveLength(0);
  });

  it('an answer with a token stores the session and goes home', async () => {
    const calls = answerWith({
      statusCode: 200,
      message: 'Password changed',
      ...FIRST_TIME,
      token: 'full-token',
      isFirstTimeLogin: false,
    });
    renderPage();
    await submit('Temp-password-1', 'Correct-horse-42', 'Correct-horse-42');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(calls[0]?.path).toBe('users/changefirsttimepassword');
    expect(calls[0]?.body).toEqual({
      Email: 'ann@example.com',
      Password: 'Temp-password-1',
      NewPassword: 'Correct-horse-42',
    });
    expect(calls[0]?.headers.Authorization).toBe('Bearer first-time-token');
    expect(session.get()).toEqual({
      state: 'LOGIN',
      user: { ...FIRST_TIME, token: 'full-token', isFirstTimeLogin: false },
    });
    expect(JSON.parse(localStorage.getItem('portal.session')!).user).not.toHaveProperty('statusCode');
    expect(JSON.parse(localStorage.getItem('portal.session')!).user).not.toHaveProperty('message');
  });

  it('405 shows the server message', async () => {
    answerWith(failure(405, 'The current password is not correct.'));
    renderPage();
    await submit('wrong-password', 'Correct-horse-42', 'Correct-horse-42');
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(session.get().state).toBe('FirstTimeUSER');
  });

  it('401 logs out and goes to the login page', async () => {
    const calls = answerWith(failure(401, 'Please sign in.'));
    renderPage();
    await submit('Temp-password-1', 'Correct-horse-42', 'Correct-horse-42');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(session.get().state).toBe('LOGOUT');
    await waitFor(() => expect(calls.some((c) => c.path === 'users/cancel')).toBe(true));
  });

  it('any other failure says something went wrong', async () => {
    answerWith(failure(500, 'boom'));
    renderPage();
    await submit('Temp-password-1', 'Correct-horse-42', 'Correct-horse-42');
    expect(await screen.findByText('Something went wrong!!. Please contact admin.')).toBeInTheDocument();
  });
});

describe('FirstTimePasswordPage when not logged in', () => {
  it('asks for the email, sends no bearer, and a 200 without token shows success and a link to login', async () => {
    const calls = answerWith({ statusCode: 200, message: 'Password changed' });
    renderPage();
    await submit('Temp-password-1', 'Correct-horse-42', 'Correct-horse-42', 'bob@example.com');
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(calls[0]?.path).toBe('users/changefirsttimepassword');
    expect(calls[0]?.body).toEqual({
      Email: 'bob@example.com',
      Password: 'Temp-password-1',
      NewPassword: 'Correct-horse-42',
    });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    expect(session.get().state).toBe('LOGOUT');
  });

  it('refuses an invalid email', async () => {
    const calls = answerWith(failure(500, 'not expected'));
    renderPage();
    await submit('Temp-password-1', 'Correct-horse-42', 'Correct-horse-42', 'bob');
    expect(await screen.findByText('email is not valid')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
