/* global document */
// Shared fixture of the end-to-end journeys: browser, pages, sign-in, mailbox, accessibility check.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium } from 'playwright-core';
import { WEB_ROOT } from './server.mjs';

export const SCREENSHOTS = path.join(WEB_ROOT, 'e2e', 'screenshots');
export const DEMO_PASSWORD = 'Demo-Portal-2026';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** A fresh context (own storage, so its own device id) and page, opened on the server's origin. */
export async function newPage(browser, server, { onClose } = {}) {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1366, height: 900 },
    locale: 'en-GB',
    timezoneId: 'Europe/Paris',
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(20_000);
  const page = await context.newPage();
  page.pageErrors = [];
  page.on('pageerror', (err) => page.pageErrors.push(err.message));
  onClose?.(context);
  return page;
}

// ---------------------------------------------------------------- waiting

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Retries an assertion until it passes or the time is up (then throws its last error). */
export async function eventually(check, { timeout = 10_000, interval = 100 } = {}) {
  const end = Date.now() + timeout;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > end) throw err;
    }
    await sleep(interval);
  }
}

/** Waits until the page's path is `pathname` (compared case-sensitively, query ignored). */
export async function waitForPath(page, pathname, timeout = 15_000) {
  await page.waitForURL((url) => url.pathname === pathname, { timeout });
}

export const pathOf = (page) => new URL(page.url()).pathname;

/** Trimmed text contents (not innerText: that applies CSS text-transform). */
export async function texts(locator) {
  return (await locator.allTextContents()).map((s) => s.replace(/\s+/g, ' ').trim());
}

// ---------------------------------------------------------------- mailbox (demo mode: GET /api/dev/mail)

export async function mailsTo(origin, to) {
  const res = await fetch(`${origin}/api/dev/mail?to=${encodeURIComponent(to)}&limit=500`);
  assert.equal(res.status, 200, `GET /api/dev/mail answered ${res.status}`);
  return res.json();
}

/** The number of mails already sent to `to`, to wait for a newer one later. */
export async function mailMark(origin, to) {
  return (await mailsTo(origin, to)).length;
}

/**
 * Waits for a mail to `to` newer than `mark` (see mailMark) for which `match(mail)` is true; newest first.
 */
export async function waitForMail(origin, to, { mark = 0, match = () => true, timeout = 15_000 } = {}) {
  const end = Date.now() + timeout;
  for (;;) {
    const all = await mailsTo(origin, to);
    const fresh = all.slice(0, Math.max(0, all.length - mark));
    const found = fresh.find(match);
    if (found) return found;
    if (Date.now() > end) {
      throw new Error(
        `no matching mail to ${to} within ${timeout} ms; newest subjects: ${all
          .slice(0, 5)
          .map((m) => JSON.stringify(m.subject))
          .join(', ')}`,
      );
    }
    await sleep(150);
  }
}

/** The first link of a mail whose path contains `pathPart`. */
export function linkIn(mail, pathPart) {
  const links = `${mail.text}\n${mail.html}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const link = links.map((l) => l.replace(/&amp;/g, '&')).find((l) => l.includes(pathPart));
  assert.ok(link, `no link containing ${pathPart} in mail "${mail.subject}":\n${mail.text}`);
  return link;
}

const codeOf = (mail) => (`${mail.subject}\n${mail.text}`.match(/\b(\d{6})\b/) ?? [])[1];

// ---------------------------------------------------------------- accessibility

/**
 * Saves a screenshot as screenshots/<name>.png and runs axe (WCAG 2.0/2.1 A and AA) on the page;
 * throws, listing every violation, when there is one.
 */
export async function checkA11y(page, name) {
  await settle(page);
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  if (result.violations.length > 0) {
    const lines = result.violations.flatMap((v) => [
      `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`,
      ...v.nodes
        .slice(0, 5)
        .map((n) => `      ${n.target.join(' ')} — ${n.failureSummary?.split('\n').join(' ')}`),
    ]);
    const err = new Error(`accessibility violations on ${name} (${page.url()}):\n${lines.join('\n')}`);
    err.a11y = true;
    err.violations = result.violations;
    throw err;
  }
}

/** Lets CSS transitions (MUI fades, drawers) finish, so colours are measured at rest. */
async function settle(page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      null,
      { timeout: 3000 },
    )
    .catch(() => undefined);
}

// ---------------------------------------------------------------- sign-in

/**
 * Signs in on /login; answers the one-time code from the newest mail when asked.
 * Resolves with the path the app lands on ('/' or '/user/changepassword' for a first-time user).
 * Language independent (fields by id, buttons by type). `a11y` (optional) checks the login and code pages.
 */
export async function signIn(page, email, password, { a11y } = {}) {
  await page.goto('/login');
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  if (a11y) await a11y(page, 'login');
  const origin = new URL(page.url()).origin;
  const mark = await mailMark(origin, email);
  await page.locator('form button[type="submit"]').click();
  await leave(page, '/login', page.getByTestId('login-error'));
  if (pathOf(page) === '/otp') {
    const mail = await waitForMail(origin, email, { mark, match: (m) => Boolean(codeOf(m)) });
    const input = page.locator('input[autocomplete="one-time-code"]');
    await input.fill(codeOf(mail));
    if (a11y) await a11y(page, 'otp');
    await page.locator('form button[type="submit"]').click();
    await leave(page, '/otp', page.locator('main [role="alert"]'));
  }
  return pathOf(page);
}

/** Waits until the page leaves `from`; fails early with the error shown on the page. */
async function leave(page, from, errorLocator) {
  let left = false;
  const away = page.waitForURL((url) => url.pathname !== from, { timeout: 20_000 }).then(() => (left = true));
  const failed = errorLocator
    .first()
    .waitFor({ state: 'visible', timeout: 20_000 })
    .then(() => !left && errorLocator.first().textContent())
    .catch(() => false);
  const error = await Promise.race([away.then(() => false), failed]);
  if (error) throw new Error(`stuck on ${from}: "${error}"`);
  await away;
}

/** The session record the app keeps in localStorage (spec 000 §3), or null. */
export async function storedSession(page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('portal.session') ?? 'null'));
}

// ---------------------------------------------------------------- language selector

/** Picks `lang` (en, fr, de, es, it) in the language select (a native select in the top bar or public header). */
export async function chooseLanguage(page, lang) {
  await page.getByLabel(/^(Language|Langue|Sprache|Idioma|Lingua)$/).selectOption(lang);
  await eventually(async () => assert.equal(await page.getByTestId('language-select').inputValue(), lang));
}

/** The served language pack (GET /api/resources/getresources/{lang}). */
export async function languagePack(origin, lang) {
  const res = await fetch(`${origin}/api/resources/getresources/${lang}`);
  assert.equal(res.status, 200);
  return res.json();
}

// ---------------------------------------------------------------- API shortcuts (set-up only)

export async function apiPost(origin, apiPath, body, token) {
  const res = await fetch(`${origin}/api/${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, body: json };
}
