import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLES, type Role } from '@portal/contract';
import { session } from '../../lib/session';
import { API } from '../../lib/routes';
import { clientConfigAnswer } from '../../test/client-config';
import { on, stubRoutes } from '../../test/fetch-stub';
import AppShell from './AppShell';

vi.setConfig({ testTimeout: 20_000 });

/** Makes MUI's breakpoint queries answer as a wide (≥ md) or a narrow screen. */
function screenWidth(wide: boolean) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: wide,
    media,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

function renderShell(role: Role = ROLES.VC) {
  session.signedIn({
    token: 'tok',
    email: 'vera@example.test',
    firstName: 'Vera',
    roles: role,
    userSequence: 3,
    isFirstTimeLogin: false,
  });
  stubRoutes([
    on(API.clientConfig, {}, clientConfigAnswer()),
    on(API.getNotifications, {}, { notificationsListData: [], notificationCount: 2 }),
  ]);
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route element={<AppShell />}>
            <Route path="/" element={<p>the page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The stacking order of an element, from the styles the page really applies. */
const zIndexOf = (el: Element) => Number(getComputedStyle(el).zIndex);
const topBar = () => document.querySelector('header.MuiAppBar-root')!;

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  session.clear();
});

describe('signed-in shell on a narrow screen (issue 9 §4: 390 px)', () => {
  beforeEach(() => screenWidth(false));

  it('opens the menu drawer above the top bar, so its first entry can be clicked; its button closes it', async () => {
    const user = userEvent.setup();
    renderShell(ROLES.ORIGINATOR);
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Main navigation' });
    const drawer = menu.closest('.MuiDrawer-root')!;
    expect(zIndexOf(drawer)).toBeGreaterThan(zIndexOf(topBar()));
    expect(within(menu).getAllByRole('link')[0]).toHaveTextContent('Projects');
    // The modal drawer is a dialog, and a dialog needs a name (axe aria-dialog-name).
    expect(screen.getByRole('dialog', { name: 'Main navigation' })).toContainElement(menu);
    await user.click(within(drawer as HTMLElement).getByRole('button', { name: 'Close menu' }));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument(),
    );
  });

  it('opens the notifications drawer above the top bar, with its heading and a close button', async () => {
    const user = userEvent.setup();
    renderShell(ROLES.VC);
    await user.click(await screen.findByTestId('notification-bell'));
    const panel = await screen.findByTestId('notifications-drawer');
    expect(zIndexOf(panel.closest('.MuiDrawer-root')!)).toBeGreaterThan(zIndexOf(topBar()));
    expect(within(panel).getByRole('heading', { level: 2, name: 'Notifications' })).toBeInTheDocument();
    expect(await within(panel).findByText('You have 2 unread notifications.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Close notifications' }));
    await waitFor(() => expect(screen.queryByTestId('notifications-drawer')).not.toBeInTheDocument());
  });
});

describe('signed-in shell on a wide screen', () => {
  beforeEach(() => screenWidth(true));

  it('remembers a collapsed menu across reloads', async () => {
    const user = userEvent.setup();
    const first = renderShell();
    await user.click(await screen.findByRole('button', { name: 'Collapse menu' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    first.unmount();

    const second = renderShell();
    expect(await screen.findByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // Opened again: remembered open.
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    second.unmount();
    renderShell();
    expect(await screen.findByRole('button', { name: 'Collapse menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows the footer with the privacy link (in a new tab) and "operated by" (spec 002 §1)', async () => {
    renderShell();
    const footer = await screen.findByRole('contentinfo');
    const privacy = within(footer).getByRole('link', { name: 'Privacy notice' });
    expect(privacy).toHaveAttribute('href', '/vc-portal/terms-and-conditions');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(
      within(footer).getByText('Operated by the Validation Center service provider'),
    ).toBeInTheDocument();
  });
});
