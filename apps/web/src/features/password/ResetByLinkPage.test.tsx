import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ResetByLinkPage from './ResetByLinkPage';
import { render } from '../../test/query';

// MUI pages render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

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
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderAt(LINK);
    await submit('Correct-horse-42', 'Correct-horse-43');
    expect(await screen.findByText("Passwords Don't Match, Please Re-Enter")).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveValue('');
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveValue('');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('requires both fields', async () => {
    renderAt(LINK);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findAllByText('this field is required')).toHaveLength(2);
  });

  it('sends {Email, NewPassword} with the link token as bearer; 200 shows success and a link to login', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => json({ statusCode: 200, message: 'Password changed' }));
    renderAt(LINK);
    await submit('Correct-horse-42', 'Correct-horse-42');
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/users\/changepassword$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      Email: 'ann@example.com',
      NewPassword: 'Correct-horse-42',
    });
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer link-token-123');
  });

  it('401 says the link is wrong or expired', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      json({ statusCode: 401, error: 'Unauthorized', message: 'whatever the server says' }, 401),
    );
    renderAt(LINK);
    await submit('Correct-horse-42', 'Correct-horse-42');
    expect(await screen.findByText('Incorrect URL copied or Session has expired.')).toBeInTheDocument();
  });

  it('405 shows the server message', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      json(
        {
          statusCode: 405,
          error: 'Method Not Allowed',
          message: 'This password is too common. Choose another one.',
        },
        405,
      ),
    );
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
