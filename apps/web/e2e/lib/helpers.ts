// Small helpers of the end-to-end journeys: the demo accounts, paths, texts, the stored session, the language.
import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-Portal-2026';
/** The demo accounts, by the part of their address before @demo.test. */
export type DemoRole = 'vc' | 'gec' | 'hq' | 'rnd' | 'originator' | 'retail';
export const demoEmail = (role: DemoRole) => `${role}@demo.test`;

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Waits until the page's path is `pathname` (compared case-sensitively, query ignored). */
export async function expectPath(page: Page, pathname: string, timeout?: number) {
  await expect(page).toHaveURL((url) => url.pathname === pathname, { timeout });
}

/** Trimmed text contents (not innerText: that applies CSS text-transform). */
export async function texts(locator: Locator): Promise<string[]> {
  return (await locator.allTextContents()).map((s) => s.replace(/\s+/g, ' ').trim());
}

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The session record the app keeps in localStorage (spec 000 §3), or null. */
export async function storedSession(
  page: Page,
): Promise<{ state?: string; user?: { token?: string } } | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('portal.session') ?? 'null'));
}

/** The bearer token of the signed-in page (fails when there is none). */
export async function tokenOf(page: Page): Promise<string> {
  const token = (await storedSession(page))?.user?.token;
  expect(token, 'a session token is stored while signed in').toBeTruthy();
  return known(token, 'the session token');
}

/** Picks `lang` (en, fr, de, es, it) in the language select (a native select in the top bar or public header). */
export async function chooseLanguage(page: Page, lang: string) {
  await page.getByLabel(/^(Language|Langue|Sprache|Idioma|Lingua)$/).selectOption(lang);
  await expect(page.getByTestId('language-select')).toHaveValue(lang);
}

/** `value`, or the journey fails saying what was missing (a value the journey's steps have made sure of). */
export function known<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`missing: ${what}`);
  return value;
}

/** A language pack's text for `key` (fails when the pack lacks it). */
export const textOf = (pack: Record<string, string>, key: string) => known(pack[key], `the text ${key}`);

/**
 * Opens the avatar menu and answers it. A click that lands while the shell is still re-rendering (seen on a
 * loaded machine) opens nothing: the button is clicked again until the menu shows.
 */
export async function openAvatarMenu(page: Page): Promise<Locator> {
  const menu = page.getByRole('menu');
  await expect(async () => {
    if (!(await menu.isVisible())) await page.getByTestId('avatar-button').click();
    await expect(menu).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  return menu;
}
