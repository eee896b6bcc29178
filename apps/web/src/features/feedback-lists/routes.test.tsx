import { render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLES, type Role } from '@portal/contract';
import { createAppRouter } from '../../app/router';
import { session } from '../../lib/session';
import { API } from '../../lib/routes';
import { on, stubRoutes } from '../../test/fetch-stub';

vi.setConfig({ testTimeout: 60_000 });
const SLOW = { timeout: 20_000 };

/** The real router and its guards, signed in with `role`, at `path`. */
function openAs(role: Role, path: string) {
  session.signedIn({
    token: 'tok',
    email: 'me@example.test',
    firstName: 'Me',
    roles: role,
    userSequence: 5,
    isFirstTimeLogin: false,
  });
  stubRoutes([
    on(
      API.clientConfig,
      {},
      {
        demo: false,
        ipServiceUrl: '',
        introVideoUrl: '',
        mapTileUrl: '',
        geocoderUrl: '',
        helpDeskEmail: '',
        idleTimeoutMs: 900_000,
        idleCountdownSeconds: 300,
      },
    ),
    on(API.getNotifications, {}, { notificationsListData: [], notificationCount: 0 }),
    on(API.getProjectsOnFeedbackType, { params: { feedbackType: 1 } }, { rows: [], total: 0 }),
    on(API.getProjectsOnFeedbackType, { params: { feedbackType: 2 } }, { rows: [], total: 0 }),
  ]);
  window.history.replaceState(null, '', path);
  const router = createAppRouter();
  render(<RouterProvider router={router} />);
  return router;
}

const base = document.createElement('base');
base.href = '/';
beforeEach(() => {
  document.head.append(base);
  // A wide screen: the side menu is shown, not folded into a drawer.
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: true,
    media,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  session.clear();
  window.history.replaceState(null, '', '/');
  base.remove();
});

/**
 * A guard's redirect home starts the home page's lazy import (the dashboard or the project list); the test must
 * not end before it has loaded, or Vitest tears the environment down under it (seen on a loaded CI machine).
 */
async function homePagesLoaded() {
  await Promise.all([import('../dashboard/DashboardPage'), import('../project-list/ProjectListPage')]);
}

describe('pending feedback list routes (spec 001 §2: HQ only / Validation Center Team only)', () => {
  it('HQ opens /Pending-Validation from its menu', async () => {
    openAs(ROLES.HQ, '/Pending-Validation');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pending Validation' }, SLOW),
    ).toBeInTheDocument();
    const menu = screen.getByTestId('side-menu');
    expect(within(menu).getByRole('link', { name: 'Pending Validation' })).toHaveAttribute(
      'href',
      '/Pending-Validation',
    );
    expect(within(menu).queryByRole('link', { name: 'Feedback Provided' })).toBeNull();
  });

  it('HQ is sent home from /Feedback-Provided', async () => {
    const router = openAs(ROLES.HQ, '/Feedback-Provided');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), SLOW);
    await homePagesLoaded();
  });

  it('the Validation Center Team opens /Feedback-Provided from its menu', async () => {
    openAs(ROLES.VC, '/Feedback-Provided');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Feedback Provided' }, SLOW),
    ).toBeInTheDocument();
    const menu = screen.getByTestId('side-menu');
    expect(within(menu).getByRole('link', { name: 'Feedback Provided' })).toHaveAttribute(
      'href',
      '/Feedback-Provided',
    );
    expect(within(menu).queryByRole('link', { name: 'Pending Validation' })).toBeNull();
  });

  it('the Validation Center Team and an originator are sent home from /Pending-Validation', async () => {
    const router = openAs(ROLES.VC, '/Pending-Validation');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), SLOW);
    session.clear();
    const other = openAs(ROLES.ORIGINATOR, '/Pending-Validation');
    await waitFor(() => expect(other.state.location.pathname).toBe('/'), SLOW);
    await homePagesLoaded();
  });
});
