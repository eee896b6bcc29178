// Journey 4: the language selector on the login page and in the top bar (spec 000 §1, §2.3, §9).
import {
  chooseLanguage,
  escapeRegExp,
  expect,
  known,
  test,
  textOf,
  tokenOf,
  type Page,
} from '../lib/fixtures';

const LANGS = ['en', 'fr', 'de', 'es', 'it'] as const;

/** HQ's side menu, as language-pack keys (spec 000 §2.2). */
const HQ_MENU = [
  'menu.dashboard',
  'menu.interactiveMap',
  'menu.projects',
  'menu.pendingValidation',
  'menu.allUsers',
  'menu.tutorials',
  'menu.helpDesk',
];

async function expectLoginTexts(page: Page, pack: Record<string, string>, lang: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(textOf(pack, 'login.welcome'));
  await expect(page.locator('form button[type="submit"]')).toHaveText(textOf(pack, 'login.submit'));
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page, 'document title').toHaveTitle(new RegExp(escapeRegExp(textOf(pack, 'login.title'))));
}

test('language switch on the login page and in the signed-in shell, kept after reload', async ({
  page,
  api,
  a11y,
  signInAs,
}) => {
  const packs: Record<string, Record<string, string>> = {};
  for (const lang of LANGS) packs[lang] = await api.languagePack(lang);
  const en = known(packs.en, 'the English pack');

  await page.goto('/login');
  await expectLoginTexts(page, en, 'en');

  for (const lang of ['fr', 'de', 'es', 'it']) {
    const pack = known(packs[lang], `the ${lang} pack`);
    await test.step(`login page in ${lang.toUpperCase()}: "${pack['login.welcome']}" / "${pack['login.submit']}", kept after reload`, async () => {
      expect(pack['login.welcome'], `${lang} welcome text is translated`).not.toBe(en['login.welcome']);
      await chooseLanguage(page, lang);
      await expectLoginTexts(page, pack, lang);
      await page.reload();
      await expectLoginTexts(page, pack, lang);
      await a11y(page, `login-${lang}`);
    });
  }

  await chooseLanguage(page, 'en');
  await expectLoginTexts(page, en, 'en');

  // Signed in: the menu follows the language, and keeps it after a reload.
  await signInAs('hq', page);
  const menuLinks = page.getByTestId('side-menu').getByRole('link');
  await expect(menuLinks).toHaveText(HQ_MENU.map((k) => textOf(en, k)));
  for (const lang of ['de', 'fr']) {
    const pack = known(packs[lang], `the ${lang} pack`);
    const expected = HQ_MENU.map((k) => textOf(pack, k));
    await test.step(`signed in, ${lang.toUpperCase()} menu: ${expected.join(' | ')}`, async () => {
      await chooseLanguage(page, lang);
      await expect(menuLinks).toHaveText(expected);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(textOf(pack, 'page.dashboard'));
    });
  }
  await test.step('signed-in language kept after reload', async () => {
    await page.reload();
    await expect(menuLinks).toHaveText(HQ_MENU.map((k) => textOf(known(packs.fr, 'the French pack'), k)));
    await a11y(page, 'home-fr');
  });
});

test('the Design Validation tab in French, at 1440 px and at 390 px', async ({
  page,
  api,
  a11y,
  signInAs,
}) => {
  const fr = await api.languagePack('fr');
  await signInAs('vc', page);
  // A project in content validation: every panel has something to show (demo dossier, thread, checks).
  const list = await api.post(
    'Projects/getallprojectsbyfilters',
    { arProjectStatus: [2], PageSize: 5 },
    await tokenOf(page),
  );
  expect(list.status, 'project list').toBe(200);
  const [row] = (list.body as { rows: { projectId: number; isEnabled: boolean }[] }).rows.filter(
    (r) => r.isEnabled,
  );
  await page.goto(`/UniqueProject/${known(row, 'an enabled project').projectId}`);
  await chooseLanguage(page, 'fr');
  await page.getByRole('tab', { name: textOf(fr, 'projectDetail.tab.design') }).click();
  for (const key of [
    'projectDetail.design.status.title',
    'messageTool.ui.title',
    'projectDetail.design.brands.title',
    'projectDetail.design.data.title',
    'projectDetail.design.docs.title',
  ])
    await expect(page.getByRole('heading', { name: textOf(fr, key), exact: true }), key).toBeVisible();
  await expect(
    page.getByText(textOf(fr, 'design.doc.newProjectInteriorPlan'), { exact: true }),
  ).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await a11y(page, 'design-tab-fr-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(
    page.getByRole('heading', { name: textOf(fr, 'projectDetail.design.docs.title'), exact: true }),
  ).toBeVisible();
  // Nothing wider than the phone: no sideways scrolling of the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.evaluate(() => window.scrollTo(0, 0));
  await a11y(page, 'design-tab-fr-390');
  await chooseLanguage(page, 'en');
});
