import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../src/app';
import type { Config } from '../src/config';
import { createTestContext, type TestContext } from './helpers';

/** The context shared by the hardening tests (src/platform/hardening-*.test.ts): apps with other settings. */

export const REMOTE = '203.0.113.7';

export interface HardeningWorld {
  ctx: TestContext;
  webDist: string;
  /** The apps made by appWith, closed with the world. */
  apps: FastifyInstance[];
}

export async function hardeningWorld(): Promise<HardeningWorld> {
  const ctx = await createTestContext();
  // A stand-in for the web build, so that the SPA fallback serves pages.
  const webDist = path.join(ctx.dataDir, 'web');
  fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><base href="/" /></head><body>portal page</body></html>',
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1);');
  return { ctx, webDist, apps: [] };
}

export async function closeHardeningWorld(world: HardeningWorld) {
  for (const app of world.apps) await app.close();
  await world.ctx.close();
}

/** The app maker, for the test file's world (read when called: it is set in beforeAll). */
export function hardeningFixtures(current: () => HardeningWorld) {
  /** Another app on the same database, with other settings. */
  async function appWith(
    overrides: Partial<Config> = {},
    deps: Partial<AppDeps> = {},
    beforeReady?: (app: FastifyInstance) => void,
  ): Promise<FastifyInstance> {
    const { ctx, webDist, apps } = current();
    const app = await buildApp({
      config: { ...ctx.config, webDist, ...overrides },
      database: ctx.database,
      storage: ctx.app.storage,
      logger: false,
      ...deps,
    });
    beforeReady?.(app);
    await app.ready();
    apps.push(app);
    return app;
  }
  return { appWith };
}
