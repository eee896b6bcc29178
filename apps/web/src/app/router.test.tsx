import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserRecord } from '@portal/contract';
import { session } from '../lib/session';
import { API } from '../lib/routes';
import { clientConfigAnswer } from '../test/client-config';
import { on, stubRoutes } from '../test/fetch-stub';
import { createAppRouter } from './router';

vi.setConfig({ testTimeout: 30_000 });

const RECORD: UserRecord = {
  token: 'full-token',
  email: 'olga@example.test',
  firstName: 'Olga',
  roles: 'Project Originator (Investor / Architect)',
  userSequence: 7,
  isFirstTimeLogin: false,
};

/** The server of one sign-in: a code is asked; `firstTime` makes the account a first-time one. */
function server({ code = true, firstTime = false } = {}) {
  return stubRoutes([
    on(API.clientConfig, {}, clientConfigAnswer()),
    on(API.getIdForDevice, {}, { deviceId: 'device-1' }),
    on(
      API.authenticate,
      {},
      code
        ? { ...RECORD, message: '', token: 'pending-token', isOtpValidationRequired: true }
        : { ...RECORD, message: '', isOtpValidationRequired: false, isFirstTimeLogin: firstTime },
    ),
    on(API.validateOtp, {}, { ...RECORD, isFirstTimeLogin: firstTime }),
    on(API.changeFirstTimePassword, {}, { ...RECORD, statusCode: 200, message: 'Changed' }),
  ]);
}

/** Opens the app at `path` (a deep link) with the real router and its guards. */
function openApp(path: string) {
  window.history.replaceState(null, '', path);
  const router = createAppRouter();
  render(<RouterProvider router={router} />);
  return router;
}

const where = (router: ReturnType<typeof createAppRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

async function signIn() {
  const email = await screen.findByLabelText(/Email/, {}, { timeout: 10_000 });
  fireEvent.change(email, { target: { value: 'olga@example.test' } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'Correct-Horse-42' } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

async function enterCode() {
  const field = await screen.findByRole('textbox', { name: /code/i }, { timeout: 10_000 });
  fireEvent.change(field, { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

// The router's base path comes from the page's <base> element, as in index.html.
const base = document.createElement('base');
base.href = '/';
beforeEach(() => {
  document.head.append(base);
  session.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  session.clear();
  window.history.replaceState(null, '', '/');
  base.remove();
});

describe('signing in from a deep link (spec 000 §2.1: the origin is carried through sign-in)', () => {
  it('sends a signed-out visitor to /login, then through the one-time code back to the project', async () => {
    server();
    const router = openApp('/UniqueProject/58?tab=site');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/otp'));
    await enterCode();
    await waitFor(() => expect(where(router)).toBe('/UniqueProject/58?tab=site'));
  });

  it('keeps the origin through the code and the first-time password change', async () => {
    server({ firstTime: true });
    const router = openApp('/UniqueProject/58');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await signIn();
    await enterCode();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/changepassword'));
    fireEvent.change(await screen.findByLabelText(/^Current password/), {
      target: { value: 'Temp-Password-1' },
    });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'A-Brand-New-Pass-9' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), {
      target: { value: 'A-Brand-New-Pass-9' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(where(router)).toBe('/UniqueProject/58'));
  });

  it('without a code step, goes straight back to the project', async () => {
    server({ code: false });
    const router = openApp('/UniqueProject/58');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await signIn();
    await waitFor(() => expect(where(router)).toBe('/UniqueProject/58'));
  });

  it('signing in from /login itself goes home', async () => {
    server();
    const router = openApp('/login');
    await signIn();
    await enterCode();
    await waitFor(() => expect(where(router)).toBe('/'));
  });
});
