// Fixtures of the end-to-end journeys (docs/testing.md): the servers they run against, pages of their own,
// sign-in of the demo roles (through the sign-in calls, with the one-time code from the dev mailbox), the
// mailbox itself, and the accessibility check (screenshot + axe) of each step.
import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { API, type UserRecord } from '@portal/contract';
import {
  test as base,
  expect,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { startServer, WEB_ROOT, type RunningServer, type ServerName } from './server';

export { expect, type Locator, type Page };

export const DEMO_PASSWORD = 'Demo-Portal-2026';
/** The demo accounts, by the part of their address before @demo.test. */
export type DemoRole = 'vc' | 'gec' | 'hq' | 'rnd' | 'originator' | 'retail';
export const demoEmail = (role: DemoRole) => `${role}@demo.test`;

/** Where the step screenshots go (one per accessibility check): <journey>-<step>.png. */
export const SCREENSHOTS = path.join(WEB_ROOT, 'e2e', 'screenshots');

// ---------------------------------------------------------------- small helpers

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
  return token!;
}

/** Picks `lang` (en, fr, de, es, it) in the language select (a native select in the top bar or public header). */
export async function chooseLanguage(page: Page, lang: string) {
  await page.getByLabel(/^(Language|Langue|Sprache|Idioma|Lingua)$/).selectOption(lang);
  await expect(page.getByTestId('language-select')).toHaveValue(lang);
}

// ---------------------------------------------------------------- server calls (set-up and checks)

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The first link of a mail whose path contains `pathPart`. */
export function linkIn(mail: Mail, pathPart: string): string {
  const links = `${mail.text}\n${mail.html}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const link = links.map((l) => l.replace(/&amp;/g, '&')).find((l) => l.includes(pathPart));
  expect(link, `a link containing ${pathPart} in mail "${mail.subject}":\n${mail.text}`).toBeTruthy();
  return link!;
}

export const codeOf = (mail: Mail) => (`${mail.subject}\n${mail.text}`.match(/\b(\d{6})\b/) ?? [])[1];

/** Calls of one server: the dev mailbox (demo mode: GET /api/dev/mail), language packs, JSON calls. */
export class Api {
  constructor(readonly origin: string) {}

  async mailsTo(to: string): Promise<Mail[]> {
    const res = await fetch(`${this.origin}/api/dev/mail?to=${encodeURIComponent(to)}&limit=500`);
    expect(res.status, 'GET /api/dev/mail').toBe(200);
    return (await res.json()) as Mail[];
  }

  /** The number of mails already sent to `to`, to wait for a newer one later. */
  async mailMark(to: string): Promise<number> {
    return (await this.mailsTo(to)).length;
  }

  /** The mails to `to` newer than `mark` (see mailMark), newest first. */
  async mailsSince(to: string, mark: number): Promise<Mail[]> {
    const all = await this.mailsTo(to);
    return all.slice(0, Math.max(0, all.length - mark));
  }

  /** Waits for a mail to `to` newer than `mark` (see mailMark) for which `match(mail)` is true; newest first. */
  async waitForMail(
    to: string,
    { mark = 0, match = () => true }: { mark?: number; match?: (mail: Mail) => boolean } = {},
  ): Promise<Mail> {
    let found: Mail | undefined;
    await expect
      .poll(
        async () => {
          const fresh = await this.mailsSince(to, mark);
          found = fresh.find(match);
          return found
            ? 'found'
            : `none; newest subjects: ${fresh
                .slice(0, 5)
                .map((m) => JSON.stringify(m.subject))
                .join(', ')}`;
        },
        { message: `a matching mail to ${to}` },
      )
      .toBe('found');
    return found!;
  }

  /** The served language pack (GET /api/resources/getresources/{lang}). */
  async languagePack(lang: string): Promise<Record<string, string>> {
    const res = await fetch(`${this.origin}/api/resources/getresources/${lang}`);
    expect(res.status, `language pack ${lang}`).toBe(200);
    return (await res.json()) as Record<string, string>;
  }

  async get(apiPath: string, token?: string): Promise<{ status: number; body: unknown }> {
    const res = await fetch(`${this.origin}/api/${apiPath}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.status, body: await bodyOf(res) };
  }

  // The answer's shape is the caller's to know (set-up calls only).
  async post(
    apiPath: string,
    body: unknown,
    token?: string,
    headers: Record<string, string> = {},
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ): Promise<{ status: number; body: any }> {
    const res = await fetch(`${this.origin}/api/${apiPath}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await bodyOf(res) };
  }
}

async function bodyOf(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// ---------------------------------------------------------------- sign-in

/** Waits until the page leaves `from`; fails early with the error shown on the page. */
async function leave(page: Page, from: string, error: Locator) {
  let outcome = 'waiting';
  await expect
    .poll(
      async () => {
        if (pathOf(page) !== from) outcome = 'left';
        else if (await error.first().isVisible())
          outcome = `stuck on ${from}: "${(await error.first().textContent())?.trim()}"`;
        return outcome;
      },
      { message: `leaving ${from}`, timeout: 20_000, intervals: [100, 250, 500] },
    )
    .not.toBe('waiting');
  if (outcome !== 'left') throw new Error(outcome);
}

/**
 * Signs in on /login; answers the one-time code from the newest mail when asked (the code is asked on a
 * device not yet trusted). Resolves with the path the app lands on ('/' or '/user/changepassword' for a
 * first-time user); rejects with "stuck on /login: <message>" when the page refuses. Language independent
 * (fields by id, buttons by type). `a11y` (optional) checks the login and code pages.
 */
export async function signIn(
  page: Page,
  api: Api,
  email: string,
  password: string,
  { a11y }: { a11y?: (page: Page, step: string) => Promise<void> } = {},
): Promise<string> {
  await page.goto('/login');
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  if (a11y) await a11y(page, 'login');
  const mark = await api.mailMark(email);
  await page.locator('form button[type="submit"]').click();
  await leave(page, '/login', page.getByTestId('login-error'));
  if (pathOf(page) === '/otp') {
    const mail = await api.waitForMail(email, { mark, match: (m) => Boolean(codeOf(m)) });
    await page.locator('input[autocomplete="one-time-code"]').fill(codeOf(mail)!);
    if (a11y) await a11y(page, 'otp');
    await page.locator('form button[type="submit"]').click();
    await leave(page, '/otp', page.locator('main [role="alert"]'));
  }
  return pathOf(page);
}

/**
 * The device each account has answered a one-time code on, per server: this worker's later sign-ins of that
 * account skip the code, as a browser's do on a device it has trusted.
 */
const trustedDevices = new Map<string, string>();

/**
 * Signs in through the sign-in calls (authenticate, then the one-time code from the mailbox when the device is
 * new), in `lang` (the language the page would send). For journeys whose subject is not the sign-in screens.
 */
export async function signInByCalls(
  api: Api,
  email: string,
  password: string,
  lang = 'en',
): Promise<UserRecord> {
  const key = `${api.origin} ${email}`;
  const device = trustedDevices.get(key) ?? `e2e-${Math.random().toString(36).slice(2, 12)}`;
  const headers = { 'accept-language': lang };
  const mark = await api.mailMark(email);
  const answer = await api.post(
    API.authenticate.path.slice(1),
    { Email: email, Password: password, DeviceName: device },
    undefined,
    headers,
  );
  expect(answer.status, `sign-in of ${email}: ${JSON.stringify(answer.body)}`).toBe(200);
  let record = answer.body as UserRecord & { isOtpValidationRequired: boolean };
  if (record.isOtpValidationRequired) {
    const mail = await api.waitForMail(email, { mark, match: (m) => Boolean(codeOf(m)) });
    const otp = await api.post(API.validateOtp.path.slice(1), { OTP: codeOf(mail) }, record.token, headers);
    expect(otp.status, `one-time code of ${email}: ${JSON.stringify(otp.body)}`).toBe(200);
    record = otp.body as typeof record;
  }
  trustedDevices.set(key, device);
  const { token, email: address, firstName, roles, userSequence, isFirstTimeLogin } = record;
  return { token, email: address, firstName, roles, userSequence, isFirstTimeLogin };
}

/**
 * Signs `email` in on `page` through the calls (signInByCalls, in the page's language) and opens '/' signed in:
 * the user record goes where the app keeps it (lib/session.ts). A page not yet on `api.origin` first gets an
 * empty page of it, served here: storage is per origin, and the app then loads once.
 */
export async function openSignedIn(page: Page, api: Api, email: string, password: string) {
  if (new URL(page.url()).origin !== api.origin) {
    const blank = `${api.origin}/e2e-blank`;
    await page.route(blank, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>e2e</title>' }),
    );
    await page.goto(blank);
    await page.unroute(blank);
  }
  const lang = await page.evaluate(() => localStorage.getItem('portal.language') ?? 'en');
  const record = await signInByCalls(api, email, password, lang);
  expect(record.isFirstTimeLogin, `${email} has chosen its password`).toBe(false);
  await page.evaluate(
    (value) => localStorage.setItem('portal.session', value),
    JSON.stringify({ state: 'LOGIN', user: record }),
  );
  await page.goto('/');
  await expect(page.getByTestId('avatar-button'), `${email} is signed in`).toBeVisible();
  await expectPath(page, '/');
}

// ---------------------------------------------------------------- accessibility

/** Lets CSS transitions (MUI fades, drawers) finish, so colours are measured at rest. */
async function settle(page: Page) {
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

/** Journeys whose screenshots of an earlier run this worker has removed. */
const cleanedJourneys = new Set<string>();

/** The journey's name for file names: the spec file's name without ".spec.ts". */
const journeyOf = (testInfo: TestInfo) => path.basename(testInfo.file).replace(/\.spec\.ts$/, '');

/**
 * Saves a screenshot as screenshots/<journey>-<step>.png and runs axe (WCAG 2.0/2.1 A and AA) on the page.
 * A violation is a soft failure: it fails the journey, which goes on to its next steps.
 */
async function checkA11y(page: Page, step: string, testInfo: TestInfo) {
  const name = `${journeyOf(testInfo)}-${step}`;
  await base.step(`a11y ${step}`, async () => {
    await settle(page);
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
    // A change that lands just now (a button enabled when an upload ends) would be read half-way through its
    // colour transition: axe reads the colours each element ends on.
    const still = await page.addStyleTag({
      content:
        '*, *::before, *::after { transition: none !important; animation-play-state: paused !important; }',
    });
    // WCAG A/AA, and the three checks the issue 20 probe ran besides (label in name is among axe's
    // experimental rules): a rule enabled by name runs whatever the tags.
    const result = await new AxeBuilder({ page })
      .options({
        rules: Object.fromEntries(
          ['label-content-name-mismatch', 'aria-allowed-role', 'aria-dialog-name'].map((id) => [
            id,
            { enabled: true },
          ]),
        ),
      })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    await still.evaluate((node) => (node as Element).remove()).catch(() => undefined);
    const violations = result.violations.flatMap((v) => [
      `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`,
      ...v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').join(' ')}`),
    ]);
    expect.soft(violations, `accessibility violations on ${name} (${page.url()})`).toEqual([]);
  });
}

// ---------------------------------------------------------------- the fixtures

interface JourneyFixtures {
  /** Which server the journey runs against (`test.use({ serverName: 'idle' })`). */
  serverName: ServerName;
  server: RunningServer;
  /** The server's calls: mailbox, language packs, JSON calls. */
  api: Api;
  /**
   * A page in a fresh context (own storage, so its own device id), on the server's origin unless `options`
   * say otherwise (e.g. `{ baseURL: (await servers('main')).url }`).
   */
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
  /**
   * Signs a demo account in on a page of its own (or on `page`) through the sign-in calls, not the screens
   * (the journeys about signing in go through those: docs/testing.md), and opens '/' signed in.
   */
  signInAs: (role: DemoRole, page?: Page) => Promise<Page>;
  /** Screenshot + axe of the page at this step (soft: a violation fails the journey but lets it go on). */
  a11y: (page: Page, step: string) => Promise<void>;
  /** Uncaught errors of the journey's pages (attached to a failed journey). */
  pageErrors: string[];
}

interface WorkerFixtures {
  /** The servers of this worker, started on first use and stopped when the worker ends. */
  servers: (name: ServerName) => Promise<RunningServer>;
}

export const test = base.extend<JourneyFixtures, WorkerFixtures>({
  servers: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const started = new Map<ServerName, Promise<RunningServer>>();
      await use((name) => {
        let server = started.get(name);
        if (!server) {
          server = startServer(name);
          started.set(name, server);
        }
        return server;
      });
      await Promise.all(
        [...started.values()].map((s) => s.then((server) => server.stop()).catch(() => undefined)),
      );
    },
    { scope: 'worker' },
  ],

  serverName: ['main', { option: true }],

  server: [
    async ({ servers, serverName }, use, testInfo) => {
      const server = await servers(serverName);
      await use(server);
      if (testInfo.status !== testInfo.expectedStatus)
        await testInfo.attach(`server "${server.name}" log tail`, {
          body: server.log().slice(-3000) || '(empty)',
          contentType: 'text/plain',
        });
    },
    // Starting a server (first use in a worker) takes up to two minutes on a busy machine.
    { timeout: 150_000 },
  ],

  baseURL: async ({ server }, use) => use(server.url),

  api: async ({ server }, use) => use(new Api(server.url)),

  // eslint-disable-next-line no-empty-pattern
  pageErrors: async ({}, use, testInfo) => {
    const errors: string[] = [];
    await use(errors);
    if (errors.length && testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach('page errors', { body: errors.join('\n'), contentType: 'text/plain' });
  },

  page: async ({ page, pageErrors }, use) => {
    page.on('pageerror', (err) => pageErrors.push(`page 1 (${page.url()}): ${err.message}`));
    await use(page);
  },

  newPage: async ({ browser, baseURL, pageErrors }, use) => {
    const pages: Page[] = [];
    await use(async (options) => {
      // Contexts made here get the config's `use` options (viewport, locale, time zone, tracing).
      const context = await browser.newContext({ baseURL, ...options });
      const page = await context.newPage();
      pages.push(page);
      const name = `page ${pages.length + 1}`;
      page.on('pageerror', (err) => pageErrors.push(`${name} (${page.url()}): ${err.message}`));
      return page;
    });
    await Promise.all(
      pages.map((p) =>
        p
          .context()
          .close()
          .catch(() => undefined),
      ),
    );
  },

  signInAs: async ({ api, newPage }, use) => {
    await use(async (role, page) => {
      const target = page ?? (await newPage());
      await openSignedIn(target, api, demoEmail(role), DEMO_PASSWORD);
      return target;
    });
  },

  // eslint-disable-next-line no-empty-pattern
  a11y: async ({}, use, testInfo) => {
    // Screenshots of an earlier run of this journey would mislead: start clean (once per journey file).
    const journey = journeyOf(testInfo);
    if (!cleanedJourneys.has(journey) && fs.existsSync(SCREENSHOTS)) {
      for (const file of fs.readdirSync(SCREENSHOTS))
        if (file.startsWith(`${journey}-`) && file.endsWith('.png')) fs.rmSync(path.join(SCREENSHOTS, file));
    }
    cleanedJourneys.add(journey);
    await use((page, step) => checkA11y(page, step, testInfo));
  },
});
