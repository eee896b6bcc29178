/* global document */
// Journey 4: the language selector on the login page and in the top bar (spec 000 §1, §2.3, §9).
import assert from 'node:assert/strict';
import { chooseLanguage, DEMO_PASSWORD, eventually, languagePack, signIn, texts } from '../lib/fixture.mjs';

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

async function expectLoginTexts(page, pack, lang) {
  await eventually(async () => {
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), pack['login.welcome']);
    assert.equal(
      (await page.locator('form button[type="submit"]').textContent())?.trim(),
      pack['login.submit'],
    );
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
    assert.equal(await page.title().then((t) => t.includes(pack['login.title'])), true, 'document title');
  });
}

export default {
  name: 'languages',
  title: 'language switch on the login page and in the signed-in shell, kept after reload',
  server: 'main',
  async run({ newPage, a11y, step, origin }) {
    const packs = {};
    for (const lang of ['en', 'fr', 'de', 'es', 'it']) packs[lang] = await languagePack(origin, lang);

    const page = await newPage();
    await page.goto('/login');
    await expectLoginTexts(page, packs.en, 'en');

    for (const lang of ['fr', 'de', 'es', 'it']) {
      assert.notEqual(
        packs[lang]['login.welcome'],
        packs.en['login.welcome'],
        `${lang} welcome text is translated`,
      );
      await chooseLanguage(page, lang);
      await expectLoginTexts(page, packs[lang], lang);
      await page.reload();
      await expectLoginTexts(page, packs[lang], lang);
      await a11y(page, `login-${lang}`);
      step(
        `login page in ${lang.toUpperCase()}: "${packs[lang]['login.welcome']}" / "${packs[lang]['login.submit']}", kept after reload`,
      );
    }

    await chooseLanguage(page, 'en');
    await expectLoginTexts(page, packs.en, 'en');

    // Signed in: the menu follows the language, and keeps it after a reload.
    assert.equal(await signIn(page, 'hq@demo.test', DEMO_PASSWORD), '/');
    const menuLinks = page.getByTestId('side-menu').getByRole('link');
    await menuLinks.first().waitFor();
    assert.deepEqual(
      await texts(menuLinks),
      HQ_MENU.map((k) => packs.en[k]),
    );
    for (const lang of ['de', 'fr']) {
      await chooseLanguage(page, lang);
      const expected = HQ_MENU.map((k) => packs[lang][k]);
      await eventually(async () => assert.deepEqual(await texts(menuLinks), expected));
      await eventually(async () =>
        assert.equal(
          await page.getByRole('heading', { level: 1 }).textContent(),
          packs[lang]['page.dashboard'],
        ),
      );
      step(`signed in, ${lang.toUpperCase()} menu: ${expected.join(' | ')}`);
    }
    await page.reload();
    await menuLinks.first().waitFor();
    await eventually(async () =>
      assert.deepEqual(
        await texts(menuLinks),
        HQ_MENU.map((k) => packs.fr[k]),
      ),
    );
    await a11y(page, 'home-fr');
    step('signed-in language kept after reload');
  },
};
