// Fixtures of the end-to-end journeys (docs/testing.md): the servers they run against, pages of their own,
// sign-in of the demo roles and the accessibility check of each step. The helpers live beside it (helpers.ts,
// api.ts, signIn.ts, a11y.ts); the journeys import everything from here.
import { test as base, expect, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { checkA11y, cleanScreenshots } from './a11y';
import { Api } from './api';
import { DEMO_PASSWORD, demoEmail, type DemoRole } from './helpers';
import { startServer, type RunningServer, type ServerName } from './server';
import { openSignedIn } from './signIn';

export { expect, type Locator, type Page };
export * from './helpers';
export * from './api';
export * from './signIn';
export { SCREENSHOTS } from './a11y';

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
    cleanScreenshots(testInfo);
    await use((page, step) => checkA11y(page, step, testInfo));
  },
});
