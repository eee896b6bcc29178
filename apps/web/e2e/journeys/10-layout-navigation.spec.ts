// Journey 10: what a user tripped over in the browser (issue 9 §4) — the signed-in frame at 390 and 1440 px,
// in English and German, signing in from a deep link, and finding the list and the project as they were left.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { codeOf, expect, known, expectPath, test, type Page } from '../lib/fixtures';
import { WEB_ROOT } from '../lib/server';

/** docs/budgets.md: the login screen's JavaScript, gzipped. */
const LOGIN_JS_BUDGET_BYTES = 200_000;

/** The element the browser hits at the centre of `selector`'s first match is inside it (nothing on top). */
async function hitAtCentre(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return false;
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return Boolean(hit && el.contains(hit));
  }, selector);
}

/** Menu entries whose text is cut (wider than its box, or past the drawer's edge). */
async function cutMenuEntries(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const paper = document.querySelector('.MuiDrawer-paper');
    const right = paper ? paper.getBoundingClientRect().right : Infinity;
    return [...document.querySelectorAll('[data-testid="side-menu"] .MuiListItemText-primary')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > right + 0.5)
      .map((el) => el.textContent ?? '');
  });
}

async function setLanguage(page: Page, lang: string) {
  await page.evaluate((l) => localStorage.setItem('portal.language', l), lang);
  await page.reload();
  await expect(page.getByTestId('language-select')).toHaveValue(lang);
}

const cells = (page: Page, field: string) => page.locator(`[role="gridcell"][data-field="${field}"]`);

test('signing in from a deep link lands on the project, through the one-time code', async ({ page, api }) => {
  await page.goto('/UniqueProject/3?tab=site');
  await expectPath(page, '/login');
  await page.locator('#login-email').fill('vc@demo.test');
  await page.locator('#login-password').fill('Demo-Portal-2026');
  const mark = await api.mailMark('vc@demo.test');
  await page.locator('form button[type="submit"]').click();
  await expectPath(page, '/otp');
  const mail = await api.waitForMail('vc@demo.test', { mark, match: (m) => Boolean(codeOf(m)) });
  await page.locator('input[autocomplete="one-time-code"]').fill(known(codeOf(mail), 'the one-time code'));
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/UniqueProject\/3\?tab=site$/);
  await expect(page.getByRole('tab', { name: 'Site information' })).toHaveAttribute('aria-selected', 'true');

  await test.step('site information: one accordion panel open at a time', async () => {
    const open = page.locator('[id^="site-info-"][id$="-header"][aria-expanded="true"]');
    await expect(open).toHaveCount(1);
    await page.locator('#site-info-contact-header').click();
    await expect(open).toHaveCount(1);
    await expect(page.locator('#site-info-contact-header')).toHaveAttribute('aria-expanded', 'true');
  });
});

test('at 390 px the menu and the notifications open above the top bar', async ({ signInAs, a11y, api }) => {
  const page = await signInAs('vc');
  const packs = { en: await api.languagePack('en'), de: await api.languagePack('de') };
  await page.setViewportSize({ width: 390, height: 844 });
  for (const lang of ['en', 'de']) {
    await setLanguage(page, lang);
    await page.locator('header button[aria-expanded="false"]').first().click();
    const menu = page.getByTestId('side-menu');
    await expect(menu).toBeVisible();
    // A trial click waits for the drawer to stop moving and checks the entry would receive the click.
    await menu.getByRole('link').first().click({ trial: true });
    await expect
      .poll(() => hitAtCentre(page, '[data-testid="side-menu"] a'), {
        message: 'first menu entry not covered',
      })
      .toBe(true);
    expect(await cutMenuEntries(page), `${lang}: menu entries cut`).toEqual([]);
    await a11y(page, `390-menu-${lang}`);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.getByTestId('notification-bell').click();
    const panel = page.getByTestId('notifications-drawer');
    await expect(panel.getByRole('heading', { level: 2 })).toBeVisible();
    await expect
      .poll(() => hitAtCentre(page, '[data-testid="notifications-drawer"] h2'), {
        message: 'heading not covered',
      })
      .toBe(true);
    await a11y(page, `390-notifications-${lang}`);
    // The list has a Read button per notification: close with the drawer's own button.
    await panel.getByRole('button', { name: packs[lang as 'en' | 'de']['shell.closeNotifications'] }).click();
    await expect(panel).toBeHidden();
  }
});

test('at 1440 px: German menu entries fit, the Status column is in view, cut statuses have a tooltip', async ({
  signInAs,
  a11y,
}) => {
  for (const role of ['vc', 'hq'] as const) {
    const page = await signInAs(role);
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const lang of ['en', 'de']) {
      await setLanguage(page, lang);
      expect(await cutMenuEntries(page), `${role} ${lang}: menu entries cut`).toEqual([]);
      await page.goto('/Project-List');
      await expect(cells(page, 'status').first()).toBeVisible();
      const statusInView = await page.evaluate(() => {
        const main = document.querySelector('.MuiDataGrid-main');
        const header = document.querySelector('[role="columnheader"][data-field="status"]');
        if (!main || !header) throw new Error('no grid or no Status column header');
        return header.getBoundingClientRect().right <= main.getBoundingClientRect().right + 0.5;
      });
      expect(statusInView, `${role} ${lang}: Status column in view`).toBe(true);
      // Site names take a second line rather than being cut (issue 20 §4: "GARAGE DE B…").
      const cutNames = await cells(page, 'siteName').evaluateAll((els) =>
        els
          .map((c) => {
            const span = c.querySelector<HTMLElement>('[data-overflow-text]');
            if (!span) throw new Error('a site name cell without its text');
            return span;
          })
          .filter((s) => s.scrollWidth > s.clientWidth + 1 || s.scrollHeight > s.clientHeight + 1)
          .map((s) => s.textContent),
      );
      expect(cutNames, `${role} ${lang}: site names cut`).toEqual([]);
      const cut = cells(page, 'status').filter({
        has: page.locator('[data-overflow-text]'),
      });
      const index = await cut.evaluateAll((els) =>
        els.findIndex((c) => {
          const span = c.querySelector('[data-overflow-text]');
          if (!span) throw new Error('a status cell without its text');
          return span.scrollWidth > span.clientWidth + 1 || span.scrollHeight > span.clientHeight + 1;
        }),
      );
      if (index >= 0) {
        const cell = cut.nth(index);
        await cell.locator('[data-overflow-text]').hover();
        await expect(page.getByRole('tooltip')).toHaveText((await cell.textContent())?.trim() ?? '');
        await page.mouse.move(1, 1);
      }
      await a11y(page, `1440-list-${role}-${lang}`);
    }
    if (role === 'hq') {
      // Enabled / Paused (read-only text for HQ) sits on the row's baseline, centred like every cell.
      await page.evaluate(() => {
        const scroller = document.querySelector('.MuiDataGrid-virtualScroller');
        if (!scroller) throw new Error('no grid scroller');
        scroller.scrollLeft = scroller.scrollWidth;
      });
      await expect(cells(page, 'isEnabled').first()).toBeVisible();
      const offset = await cells(page, 'isEnabled')
        .first()
        .evaluate((c) => {
          const range = document.createRange();
          range.selectNodeContents(c);
          const text = range.getBoundingClientRect();
          const cell = c.getBoundingClientRect();
          return Math.abs(text.top + text.height / 2 - (cell.top + cell.height / 2));
        });
      expect(offset, 'Enabled text centred in its row (px)').toBeLessThanOrEqual(2);
    }
  }
});

test('Back from a project finds the list and the project as they were left; footer; menu remembered', async ({
  signInAs,
  a11y,
}) => {
  const page = await signInAs('vc');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/Project-List');
  await expect(cells(page, 'siteName').first()).toBeVisible();

  await test.step('search, open a project, choose a tab, reload, come back', async () => {
    // The searched rows, not the ones before the search (a busy machine answers late; the first row may be in
    // Lyon already): the list's answer to the search itself, then its rows.
    const searched = page.waitForResponse(
      (res) =>
        res.url().includes('/api/Projects/getallprojectsbyfilters') &&
        (res.request().postDataJSON() as { Search?: string } | null)?.Search === 'lyon',
    );
    await page.getByRole('searchbox', { name: 'Search' }).fill('lyon');
    await expect(page).toHaveURL(/[?&]q=lyon/);
    await searched;
    await expect(cells(page, 'city').first()).toHaveText(/lyon/i);
    await page.locator('[role="gridcell"][data-field="open"] a').first().click();
    await expect(page).toHaveURL(/\/UniqueProject\/\d+$/);
    await page.getByRole('tab', { name: 'Site information' }).click();
    await expect(page).toHaveURL(/\?tab=site$/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Site information' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('link', { name: 'Back to project' }).click();
    await expect(page).toHaveURL(/\/Project-List\?q=lyon$/);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('lyon');
    // The browser's Back button too.
    await page.locator('[role="gridcell"][data-field="open"] a').first().click();
    await expect(page).toHaveURL(/\/UniqueProject\/\d+$/);
    await page.goBack();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('lyon');
  });

  await test.step('footer with the privacy notice and "operated by"', async () => {
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy notice' })).toBeVisible();
    await expect(footer).toContainText('Operated by');
    await a11y(page, 'list-with-footer');
  });

  await test.step('a collapsed menu stays collapsed after a reload', async () => {
    await page.getByRole('button', { name: 'Collapse menu' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Collapse menu' })).toBeVisible();
  });
});

test('the login page loads at most 200 KB of JavaScript, gzipped (docs/budgets.md)', async ({ newPage }) => {
  const page = await newPage();
  const scripts = new Set<string>();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.add(new URL(res.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The files the browser fetched, compressed as the budget counts them (the server sends brotli, smaller).
  const sizes = [...scripts].map((file) => {
    const body = fs.readFileSync(path.join(WEB_ROOT, 'dist', decodeURIComponent(file)));
    return { file, gzip: zlib.gzipSync(body).length };
  });
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  expect(sizes.length, 'the login page runs scripts').toBeGreaterThan(0);
  expect(total, JSON.stringify(sizes)).toBeLessThanOrEqual(LOGIN_JS_BUDGET_BYTES);
});
