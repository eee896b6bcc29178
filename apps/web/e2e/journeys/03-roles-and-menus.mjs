// Journey 3: every demo role signs in and sees its own shell (spec 000 §2.1, §2.2, §2.3).
import assert from 'node:assert/strict';
import {
  DEMO_PASSWORD,
  eventually,
  pathOf,
  signIn,
  storedSession,
  texts,
  waitForPath,
} from '../lib/fixture.mjs';

/** Spec 000 §2.2 (English labels), §2.3 (bell, avatar entries), §2.6 (role titles). */
const ACCOUNTS = [
  {
    email: 'vc@demo.test',
    firstName: 'Valerie',
    title: 'Validation Center Team',
    menu: [
      'Dashboard',
      'Interactive Map',
      'Site Approvals',
      'Projects',
      'Feedback Provided',
      'All Users',
      'Tutorials and Documents',
      'Help Desk',
      'Admin Task',
    ],
    home: 'Dashboard',
    bell: true,
    profile: false,
    forbidden: '/Pending-Validation',
  },
  {
    email: 'gec@demo.test',
    firstName: 'Gerhard',
    title: 'Validation Center Team',
    menu: [
      'Dashboard',
      'Interactive Map',
      'Site Approvals',
      'Projects',
      'Feedback Provided',
      'All Users',
      'Tutorials and Documents',
      'Help Desk',
      'Admin Task',
    ],
    home: 'Dashboard',
    bell: true,
    profile: false,
    forbidden: '/Pending-Validation',
  },
  {
    email: 'hq@demo.test',
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
    email: 'rnd@demo.test',
    firstName: 'Rafael',
    title: 'Country Retail Network Development Team, NSC / Importers',
    menu: ['Dashboard', 'Interactive Map', 'Projects', 'Tutorials', 'Help Desk'],
    home: 'Dashboard',
    bell: false,
    profile: true,
    forbidden: '/Site-Approvals',
  },
  {
    email: 'originator@demo.test',
    firstName: 'Olivia',
    title: 'Project Originator (Investor / Architect)',
    menu: ['Projects', 'Tutorials', 'Help Desk'],
    home: 'Projects',
    bell: false,
    profile: true,
    forbidden: '/All-Users',
  },
  {
    email: 'retail@demo.test',
    firstName: 'Luca',
    title: 'Retail Location Operator, Investor',
    menu: ['Projects', 'Tutorials', 'Help Desk'],
    home: 'Projects',
    bell: false,
    profile: false,
    forbidden: '/Project-List',
  },
];

export default {
  name: 'roles',
  title: 'each demo role: menu, bell, avatar menu, forbidden route, logout',
  server: 'main',
  async run({ newPage, a11y, step, check, origin }) {
    // Signed out: a signed-in route goes to /login.
    const anonymous = await newPage();
    await anonymous.goto('/Project-List');
    await waitForPath(anonymous, '/login');
    step('signed out: /Project-List → /login');

    for (const account of ACCOUNTS) {
      const who = account.email.split('@')[0];
      const page = await newPage();
      const landed = await signIn(
        page,
        account.email,
        DEMO_PASSWORD,
        who === 'vc' ? { a11y: (p, s) => a11y(p, `${who}-${s}`) } : {},
      );
      assert.equal(landed, '/', `${account.email} lands on /`);

      const menu = page.getByTestId('side-menu');
      await menu.waitFor();
      assert.deepEqual(await texts(menu.getByRole('link')), account.menu, `${account.email}: side menu`);
      await page.getByRole('heading', { level: 1, name: account.home, exact: true }).waitFor();

      const bell = page.getByTestId('notification-bell');
      assert.equal(await bell.count(), account.bell ? 1 : 0, `${account.email}: notification bell`);
      await a11y(page, `${who}-home`);

      if (account.bell) {
        await bell.click();
        const drawer = page.getByRole('region', { name: 'Notifications' });
        await drawer.waitFor();
        if (who === 'vc') await a11y(page, `${who}-notifications`);
        await page.keyboard.press('Escape');
        await drawer.waitFor({ state: 'hidden' });
      }

      // Avatar menu: first name, role title; My Profile only for RND and originator.
      await page.getByTestId('avatar-button').click();
      const avatarMenu = page.getByRole('menu');
      await avatarMenu.waitFor();
      const menuText = (await avatarMenu.textContent()) ?? '';
      assert.ok(
        menuText.includes(account.firstName),
        `${account.email}: avatar menu shows ${account.firstName}`,
      );
      assert.ok(menuText.includes(account.title), `${account.email}: avatar menu shows "${account.title}"`);
      const expectedItems = [...(account.profile ? ['My Profile'] : []), 'Change Password', 'Logout'];
      assert.deepEqual(
        await texts(avatarMenu.getByRole('menuitem')),
        expectedItems,
        `${account.email}: avatar entries`,
      );
      if (who === 'vc' || who === 'originator') await a11y(page, `${who}-avatar-menu`);
      await page.keyboard.press('Escape');
      await avatarMenu.waitFor({ state: 'hidden' });

      // Every menu entry opens its page (the VC's menu has them all).
      if (who === 'vc') {
        await check(`vc: each of the ${account.menu.length} menu entries opens its page`, async () => {
          const links = menu.getByRole('link');
          for (let i = account.menu.length - 1; i >= 0; i -= 1) {
            const href = await links.nth(i).getAttribute('href');
            await links.nth(i).click();
            await eventually(
              async () => {
                assert.equal(pathOf(page).toLowerCase(), href.toLowerCase());
                // The router renders the new page once its code is loaded; then the entry is marked current.
                assert.equal(
                  await links.nth(i).getAttribute('aria-current'),
                  'page',
                  `after clicking "${account.menu[i]}" (${href}) that entry is marked current and its page shown; ` +
                    `h1 is "${await page.getByRole('heading', { level: 1 }).first().textContent()}"`,
                );
              },
              { timeout: 5000 },
            );
            assert.equal(
              await page.getByRole('heading', { level: 1 }).count(),
              1,
              `${account.menu[i]}: one h1`,
            );
          }
        });
      }

      // A route the role may not open sends it home.
      await page.goto(account.forbidden);
      await waitForPath(page, '/');
      await menu.waitFor();
      step(
        `${who}: menu ${account.menu.length} entries, bell ${account.bell ? 'yes' : 'no'}, ${account.forbidden} → /`,
      );

      // Logout: back to /login, the stored session is gone and the token no longer works.
      const token = (await storedSession(page))?.user?.token;
      assert.ok(token, 'a session token is stored while signed in');
      await page.getByTestId('avatar-button').click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await waitForPath(page, '/login');
      assert.equal(await storedSession(page), null, 'session record removed on logout');
      await eventually(async () => {
        const res = await fetch(
          `${origin}/api/home/getnotificationbyuser?userEmail=${encodeURIComponent(account.email)}`,
          {
            headers: { authorization: `Bearer ${token}` },
          },
        );
        assert.equal(res.status, 401, 'the old token is revoked on the server');
      });
      await page.goto('/Project-List');
      await waitForPath(page, '/login');
      await page.context().close();
    }
    step('logout revokes the token; /Project-List → /login afterwards');
  },
};
