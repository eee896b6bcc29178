import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ResetByLinkPage from './ResetByLinkPage';
import { API } from '../../lib/routes';
import { failure, on, stubRoutes } from '../../test/fetch-stub';
import { render } from '../../test/query';

// MUI pages render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

/** The server answers the password change by link with `reply`; the calls made. */
const answerWith = (reply: Response | { statusCode: number; message: string }) =>
  stubRoutes([on(API.changePasswordByLink, {}, reply)]).calls;

const LINK = '/user/forgotPassword?email=ann%40example.com&token=link-token-123';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/user/forgotPassword/*" element={<ResetByLinkPage />} />
        <Route path="/login" element={<p>login page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function submit(newPassword: string, confirm: string) {
  const user = userEvent.setup();
  await paste(user, screen.getByLabelText(/^New password/), newPassword);
  await paste(user, screen.getByLabelText(/^Confirm new password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
  return user;
}

/** Typing key by key is slow with MUI in jsdom: focus the field and paste the whole value. */
async function paste(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

afterEach(() => vi.restoreAllMocks());

describe('ResetByLinkPage', () => {
  it('shows the password rules as a hint', () => {
    renderAt(LINK);
    expect(screen.getByText(/at least 12 characters/)).toBeInTheDocument();
    expect(screen.getByText(/must not contain the name part of your email address/)).toBeInTheDocument();
    expect(screen.getByText(/must not be a common password/)).toBeInTheDocument();
    expect(screen.getByText('Account: ann@example.com')).toBeInTheDocument();
  });

  it('a mismatch shows the exact message and clears both fields', async () => {
    const calls = answerWith(failure(500, 'not expected'));
    renderAt(LINK);
    await submit('Correct-horse-42', 'Correct-horse-43');
    expect(await screen.findByText("Passwords Don't Match, Please Re-Enter")).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveValue('');
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveValue('');
    expect(calls).toHaveLength(0);
  });

  it('requires both fields', async () => {
    renderAt(LINK);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findAllByText('this field is required')).toHaveLength(2);
  });

  it('sends {Email, NewPassword} with the link token as bearer; 200 shows success and a link to login', async () => {
    const calls = answerWith({ statusCode: 200, message: 'Password changed' });
    renderAt(LINK);
    await submit('Correct-horse-42', 'Correct-horse-42');
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(calls[0]?.path).toBe('users/changepassword');
    expect(calls[0]?.body).toEqual({
      Email: 'ann@example.com',
      NewPassword: 'Correct-horse-42',
    });
    expect(calls[0]?.headers.Authorization).toBe('Bearer link-token-123');
  });

  it('401 says the link is wrong or expired', async () => {
    answerWith(failure(401, 'whatever the server says'));
    renderAt(LINK);
    await submit('Correct-horse-42', 'Correct-horse-42');
    expect(await screen.findByText('Incorrect URL copied or Session has expired.')).toBeInTheDocument();
  });

  it('405 shows the server message', async () => {
    answerWith(failure(405, 'This password is too common. Choose another one.'));
    renderAt(LINK);
    await submit('passwordpassword', 'passwordpassword');
    expect(await screen.findByText('This password is too common. Choose another one.')).toBeInTheDocument();
  });

  it.each([
    '/user/forgotPassword',
    '/user/forgotPassword?email=ann%40example.com',
    '/user/forgotPassword?token=abc',
  ])('%s: a link without email or token is invalid at once', (path) => {
    renderAt(path);
    expect(screen.getByText('Incorrect URL copied or Session has expired.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });
});
