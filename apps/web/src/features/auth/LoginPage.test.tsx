import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Answer, Api } from '@portal/contract';
import { API } from '../../lib/routes';
import { session } from '../../lib/session';
import { clientConfigAnswer } from '../../test/client-config';
import { failure, json, on, stubRoutes, type Call } from '../../test/fetch-stub';
import { LoginPage } from './LoginPage';

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/otp', element: <p>otp page</p> },
      { path: '/user/changepassword', element: <p>first-time page</p> },
      { path: '/', element: <p>home page</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

let calls: Call[];
/** The sign-in's server: its configuration, the device id, and `signIn` as the answer to authenticate. */
function mockServer(signIn: Answer<Api['authenticate']> | Response) {
  calls = stubRoutes([
    on(
      API.clientConfig,
      {},
      clientConfigAnswer({
        demo: true,
        ipServiceUrl: '',
        introVideoUrl: '',
        helpDeskEmail: '',
        idleTimeoutMs: 900000,
        idleCountdownSeconds: 300,
      }),
    ),
    on(API.getIdForDevice, {}, { deviceId: 'device-1' }),
    on(API.authenticate, {}, signIn),
  ]).calls;
}

const user = { email: 'a@b.test', firstName: 'Ann', roles: 'HQ/Management', userSequence: 4 };

describe('login page (spec 000 §2.5, §4, §5, §8)', () => {
  beforeEach(() => session.clear());
  afterEach(() => vi.restoreAllMocks());

  it('shows "The field Email is manddatory" when the email is missing, and sends nothing', async () => {
    mockServer(json({}));
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('The field Email is manddatory')).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'users/authenticate')).toBe(false);
  });

  it('shows "The field Password is manddatory" when only the password is missing', async () => {
    mockServer(json({}));
    renderLogin();
    await userEvent.type(screen.getByLabelText(/Email/), 'a@b.test');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('The field Password is manddatory')).toBeInTheDocument();
  });

  it('refuses a malformed email with "email is not valid"', async () => {
    mockServer(json({}));
    renderLogin();
    await userEvent.type(screen.getByLabelText(/Email/), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/Password/), 'whatever');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('email is not valid')).toBeInTheDocument();
  });

  it('shows the server message of a 401 in an alert', async () => {
    mockServer(failure(401, 'Invalid email or password.'));
    renderLogin();
    await userEvent.type(screen.getByLabelText(/Email/), 'a@b.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Invalid email or password.');
    expect(session.get().state).toBe('LOGOUT');
  });

  it('keeps the pending token and goes to /otp when a code is required; sends the device id', async () => {
    mockServer({
      ...user,
      token: 'pending-1',
      isFirstTimeLogin: false,
      isOtpValidationRequired: true,
      message: 'OTP',
    });
    const router = renderLogin();
    await userEvent.type(screen.getByLabelText(/Email/), 'a@b.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/otp'));
    expect(session.get()).toMatchObject({ state: 'AUTHENTICATED', pendingToken: 'pending-1' });
    const login = calls.find((c) => c.path === 'users/authenticate')!;
    expect(login.body).toMatchObject({
      Email: 'a@b.test',
      Password: 'secret-password',
      DeviceName: 'device-1',
    });
    expect(login.body).not.toHaveProperty('IpAddress');
  });

  it('stores the user and goes to the first-time change when isFirstTimeLogin', async () => {
    mockServer({
      ...user,
      token: 't-2',
      isFirstTimeLogin: true,
      isOtpValidationRequired: false,
      message: 'Success',
    });
    const router = renderLogin();
    await userEvent.type(screen.getByLabelText(/Email/), 'a@b.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/changepassword'));
    expect(session.get().state).toBe('FirstTimeUSER');
  });

  it('signs in and goes home otherwise', async () => {
    mockServer({
      ...user,
      token: 't-3',
      isFirstTimeLogin: false,
      isOtpValidationRequired: false,
      message: 'Success',
    });
    const router = renderLogin();
    await userEvent.type(screen.getByLabelText(/Email/), 'a@b.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(session.get()).toMatchObject({ state: 'LOGIN', user: { token: 't-3', roles: 'HQ/Management' } });
  });

  it('offers the links of the login screen', async () => {
    mockServer(json({}));
    renderLogin();
    for (const name of [
      'Create account',
      'Forgot password?',
      'Help and support',
      'Intro video',
      'How to register',
      'Privacy notice',
    ])
      expect(screen.getAllByRole('link', { name }).length).toBeGreaterThan(0);
  });
});
