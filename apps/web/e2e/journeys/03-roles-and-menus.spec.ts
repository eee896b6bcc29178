// Journey 3: every demo role signs in and sees its own shell (spec 000 §2.1, §2.2, §2.3): menu, bell,
// avatar menu, a forbidden route, logout.
import {
  expect,
  expectPath,
  openAvatarMenu,
  signIn,
  DEMO_PASSWORD,
  demoEmail,
  storedSession,
  test,
} from '../lib/fixtures';
import type { DemoRole } from '../lib/fixtures';

interface Account {
  role: DemoRole;
  firstName: string;
  title: string;
  menu: string[];
  home: string;
  bell: boolean;
  profile: boolean;
  forbidden: string;
}

const VC_MENU = [
  'Dashboard',
  'Interactive Map',
  'Site Approvals',
  'Projects',
  'Feedback Provided',
  'All Users',
  'Tutorials and Documents',
  'Help Desk',
  'Admin Task',
];

/** Spec 000 §2.2 (English labels), §2.3 (bell, avatar entries), §2.6 (role titles). */
const ACCOUNTS: Account[] = [
  {
    role: 'vc',
    firstName: 'Valerie',
    title: 'Validation Center Team',
    menu: VC_MENU,
    home: 'Dashboard',
    bell: true,
    profile: false,
    forbidden: '/Pending-Validation',
  },
  {
    role: 'gec',
    firstName: 'Gerhard',
    title: 'Validation Center Team',
    menu: VC_MENU,
    home: 'Dashboard',
    bell: true,
    profile: false,
    forbidden: '/Pending-Validation',
  },
  {
    role: 'hq',
    firstName: 'Helena',
    title: 'HQ/Management',
    menu: [
      'Dashboard',
      'Interactive Map',
      'Projects',
      'Pending Validation',
      'All Users',
      'Tutorials',
      'Help Desk',
    ],
    home: 'Dashboard',
    bell: false,
    profile: false,
    forbidden: '/Site-Approvals',
  },
  {
    role: 'rnd',
    firstName: 'Rafael',
    title: 'Country Retail Network Development Team, NSC / Importers',
    menu: ['Dashboard', 'Interactive Map', 'Projects', 'Tutorials', 'Help Desk'],
    home: 'Dashboard',
    bell: false,
    profile: true,
    forbidden: '/Site-Approvals',
  },
  {
    role: 'originator',
    firstName: 'Olivia',
    title: 'Project Originator (Investor / Architect)',
    menu: ['Projects', 'Tutorials', 'Help Desk'],
    home: 'Projects',
    bell: false,
    profile: true,
    forbidden: '/All-Users',
  },
  {
    role: 'retail',
    firstName: 'Luca',
    title: 'Retail Location Operator, Investor',
    menu: ['Projects', 'Tutorials', 'Help Desk'],
    home: 'Projects',
    bell: false,
    profile: false,
    forbidden: '/Project-List',
  },
];

test('signed out: a signed-in route goes to /login', async ({ page }) => {
  await page.goto('/Project-List');
  await expectPath(page, '/login');
});

for (const account of ACCOUNTS) {
  const { role } = account;
  const email = demoEmail(role);
  test(`${role}: menu ${account.menu.length} entries, bell ${account.bell ? 'yes' : 'no'}, ${account.forbidden} → /, logout`, async ({
    page,
    api,
    a11y,
  }) => {
    const landed = await signIn(
      page,
      api,
      email,
      DEMO_PASSWORD,
      role === 'vc' ? { a11y: (p, s) => a11y(p, `${role}-${s}`) } : {},
    );
    expect(landed, `${email} lands on /`).toBe('/');

    const menu = page.getByTestId('side-menu');
    const links = menu.getByRole('link');
    await expect(links, `${email}: side menu`).toHaveText(account.menu);
    await expect(page.getByRole('heading', { level: 1, name: account.home, exact: true })).toBeVisible();

    const bell = page.getByTestId('notification-bell');
    await expect(bell, `${email}: notification bell`).toHaveCount(account.bell ? 1 : 0);
    await a11y(page, `${role}-home`);

    if (account.bell) {
      await bell.click();
      const drawer = page.getByRole('dialog', { name: 'Notifications' });
      await expect(drawer).toBeVisible();
      if (role === 'vc') await a11y(page, `${role}-notifications`);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    }

    await test.step('avatar menu: first name, role title; My Profile only for RND and originator', async () => {
      const avatarMenu = await openAvatarMenu(page);
      await expect(avatarMenu, `${email}: avatar menu shows ${account.firstName}`).toContainText(
        account.firstName,
      );
      await expect(avatarMenu, `${email}: avatar menu shows "${account.title}"`).toContainText(account.title);
      await expect(avatarMenu.getByRole('menuitem'), `${email}: avatar entries`).toHaveText([
        ...(account.profile ? ['My Profile'] : []),
        'Change Password',
        'Logout',
      ]);
      if (role === 'vc' || role === 'originator') await a11y(page, `${role}-avatar-menu`);
      await page.keyboard.press('Escape');
      await expect(avatarMenu).toBeHidden();
    });

    // Every menu entry opens its page (the VC's menu has them all). Soft: the journey goes on.
    if (role === 'vc') {
      await test.step(`vc: each of the ${account.menu.length} menu entries opens its page`, async () => {
        for (let i = account.menu.length - 1; i >= 0; i -= 1) {
          const href = (await links.nth(i).getAttribute('href')) ?? '';
          await links.nth(i).click();
          await expect
            .soft(page, `after clicking "${account.menu[i]}" the path is ${href}`)
            .toHaveURL((url) => url.pathname.toLowerCase() === href.toLowerCase(), { timeout: 5000 });
          // The router renders the new page once its code is loaded; then the entry is marked current.
          await expect
            .soft(links.nth(i), `after clicking "${account.menu[i]}" (${href}) that entry is marked current`)
            .toHaveAttribute('aria-current', 'page', { timeout: 5000 });
          await expect
            .soft(page.getByRole('heading', { level: 1 }), `${account.menu[i]}: one h1`)
            .toHaveCount(1);
        }
      });
    }

    await test.step(`a route the role may not open (${account.forbidden}) sends it home`, async () => {
      await page.goto(account.forbidden);
      await expectPath(page, '/');
      await expect(menu).toBeVisible();
    });

    await test.step('logout revokes the token; /Project-List → /login afterwards', async () => {
      const token = (await storedSession(page))?.user?.token;
      expect(token, 'a session token is stored while signed in').toBeTruthy();
      await (await openAvatarMenu(page)).getByRole('menuitem', { name: 'Logout' }).click();
      await expectPath(page, '/login');
      expect(await storedSession(page), 'session record removed on logout').toBeNull();
      await expect
        .poll(
          async () =>
            (await api.get(`home/getnotificationbyuser?userEmail=${encodeURIComponent(email)}`, token))
              .status,
          {
            message: 'the old token is revoked on the server',
          },
        )
        .toBe(401);
      await page.goto('/Project-List');
      await expectPath(page, '/login');
    });
  });
}
