import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLES, UI_TIMINGS } from '@portal/contract';
import { session } from '../../lib/session';
import ChangePasswordDialog from './ChangePasswordDialog';
import { API, json, on, renderWithProviders, stubRoutes, type Call } from './testing';

type Answer = (call: Call) => Response | Promise<Response>;
const ok: Answer = () => json({ statusCode: 200, message: 'Password changed' });

function setup(answer: Answer = ok) {
  const user = userEvent.setup();
  session.signedIn({
    token: 'tok',
    email: 'rita@example.com',
    firstName: 'Rita',
    roles: ROLES.RND,
    userSequence: 8,
    isFirstTimeLogin: false,
  });
  const api = stubRoutes([on(API.changeUserPassword, {}, answer), on(API.cancel, {}, { statusCode: 200 })]);
  const onClose = vi.fn();
  renderWithProviders(<ChangePasswordDialog open onClose={onClose} />);
  return { ...api, onClose, user };
}

const current = () => screen.getByLabelText(/current password/i);
const newPassword = () => screen.getByLabelText(/^new password/i);
const confirm = () => screen.getByLabelText(/confirm new password/i);
const submit = () => screen.getByRole('button', { name: /change password/i });
const changes = (calls: Call[]) => calls.filter((c) => c.path === 'users/changeuserpassword');
const cancels = (calls: Call[]) => calls.filter((c) => c.path === 'users/cancel');

async function fill(user: ReturnType<typeof userEvent.setup>, a: string, b: string, c: string) {
  for (const [field, text] of [
    [current(), a],
    [newPassword(), b],
    [confirm(), c],
  ] as const) {
    await user.click(field);
    await user.paste(text);
  }
}

beforeEach(() => {
  vi.restoreAllMocks();
});
afterEach(() => {
  vi.useRealTimers();
  session.clear();
});

// MUI dialogs and menus are slow to render in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });
describe('ChangePasswordDialog', { timeout: 20_000 }, () => {
  it('shows the three fields and the password rules', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    expect(current()).toHaveAttribute('type', 'password');
    expect(newPassword()).toHaveAttribute('type', 'password');
    expect(confirm()).toHaveAttribute('type', 'password');
    expect(screen.getByTestId('password-rules')).toHaveTextContent(
      'The new password must have at least 12 characters, must not contain the name part of your email address and must not be a common password.',
    );
  });

  it('requires all three fields', async () => {
    const { user, calls } = setup();
    await user.click(submit());
    expect(await screen.findAllByText('this field is required')).toHaveLength(3);
    await user.click(current());
    await user.paste('old-password-1');
    await user.click(submit());
    await waitFor(() => expect(screen.getAllByText('this field is required')).toHaveLength(2));
    expect(changes(calls)).toHaveLength(0);
  });

  it('refuses different new and confirm passwords and clears both', async () => {
    const { user, calls } = setup();
    await fill(user, 'old-password-1', 'a-new-long-password', 'another-long-password');
    await user.click(submit());
    expect(await screen.findByText('Password Mismatch!.')).toBeInTheDocument();
    expect(newPassword()).toHaveValue('');
    expect(confirm()).toHaveValue('');
    expect(current()).toHaveValue('old-password-1');
    expect(changes(calls)).toHaveLength(0);
  });

  it('shows the server message of a 405 and clears the fields', async () => {
    const { user, calls } = setup(() =>
      json(
        { statusCode: 405, error: 'Method Not Allowed', message: 'The current password is not correct.' },
        405,
      ),
    );
    await fill(user, 'wrong-password', 'a-new-long-password', 'a-new-long-password');
    await user.click(submit());
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(current()).toHaveValue('');
    expect(newPassword()).toHaveValue('');
    expect(confirm()).toHaveValue('');
    expect(changes(calls)).toHaveLength(1);
    expect(session.get().state).toBe('LOGIN');
  });

  it('sends Email, Password and NewPassword, then logs out after exactly 3 s', async () => {
    const { user, calls, onClose } = setup();
    await fill(user, 'old-password-1', 'a-new-long-password', 'a-new-long-password');
    // From here on setTimeout is faked (React's and the test's other schedulers stay real), so the
    // test drives the clock itself and avoids Testing Library's async helpers, which wait on setTimeout.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Lets pending promises, React work and due timers run without moving the clock.
    const flush = async (until: () => boolean = () => false) => {
      for (let i = 0; i < 100 && !until(); i++) {
        await act(() => vi.advanceTimersByTimeAsync(0));
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const shown = (text: RegExp | string) => () => screen.queryByText(text) !== null;
    fireEvent.click(submit());
    await flush(shown(/Password changed successfully!!/));
    expect(screen.getByText(/Password changed successfully!!/)).toBeInTheDocument();
    expect(changes(calls)[0]!.body).toEqual({
      Email: 'rita@example.com',
      Password: 'old-password-1',
      NewPassword: 'a-new-long-password',
    });
    expect(changes(calls)[0]!.headers.Authorization).toBe('Bearer tok');
    // The dialog cannot be closed while waiting for the logout.
    expect(screen.getByRole('button', { name: /cancel/i })).toBeDisabled();
    expect(submit()).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(UI_TIMINGS.logoutAfterPasswordChangeMs - 1));
    await flush(() => session.get().state !== 'LOGIN');
    expect(session.get().state).toBe('LOGIN');
    expect(cancels(calls)).toHaveLength(0);
    expect(screen.queryByText('login page')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1));
    await flush(shown('login page'));
    expect(session.get().state).toBe('LOGOUT');
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(cancels(calls)).toHaveLength(1);
    expect(cancels(calls)[0]!.headers.Authorization).toBe('Bearer tok');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('logs out at once on a 401', async () => {
    const { user, calls } = setup(() =>
      json({ statusCode: 401, error: 'Unauthorized', message: 'Please sign in.' }, 401),
    );
    await fill(user, 'old-password-1', 'a-new-long-password', 'a-new-long-password');
    await user.click(submit());
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(session.get().state).toBe('LOGOUT');
    expect(cancels(calls)).toHaveLength(1);
  });

  it('shows the generic message on any other error', async () => {
    const { user } = setup(() =>
      json({ statusCode: 500, error: 'Internal Server Error', message: 'internal server error' }, 500),
    );
    await fill(user, 'old-password-1', 'a-new-long-password', 'a-new-long-password');
    await user.click(submit());
    expect(await screen.findByText('Something went wrong!!. Please contact admin.')).toBeInTheDocument();
    expect(screen.queryByText('internal server error')).not.toBeInTheDocument();
    expect(session.get().state).toBe('LOGIN');
    expect(submit()).toBeEnabled();
  });

  it('disables the button while submitting', async () => {
    let answer!: (r: Response) => void;
    const { user } = setup(() => new Promise<Response>((resolve) => (answer = resolve)));
    await fill(user, 'old-password-1', 'a-new-long-password', 'a-new-long-password');
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    answer(
      json({ statusCode: 405, error: 'Method Not Allowed', message: 'This password is too common.' }, 405),
    );
    expect(await screen.findByText('This password is too common.')).toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it('closes with Cancel', async () => {
    const { user, onClose } = setup();
    await user.click(screen.getByRole('button', { name: /cancel/i }));
    expect(onClose).toHaveBeenCalled();
  });
});
