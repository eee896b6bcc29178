import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import type { TestContext } from './helpers';

/** The settings shared by the platform tests (src/platform/platform-*.test.ts). */

export const APPROVER = 'approver@portal.test';

/** The test context's environment: the settings the client-config and the security headers report. */
export const PLATFORM_ENV = {
  APPROVER_EMAILS: APPROVER,
  IDLE_TIMEOUT_MS: '60000',
  IDLE_COUNTDOWN_S: '30',
  INTRO_VIDEO_URL: 'https://video.example.test/intro.mp4',
  IP_SERVICE_URL: 'https://ip.example.test/json',
  GEOCODER_URL: 'none',
};

/** A second app on the same database with other settings (cheaper than a second database). */
export async function appOn(ctx: TestContext, overrides: Partial<Config>): Promise<FastifyInstance> {
  const app = await buildApp({
    config: { ...ctx.config, ...overrides },
    database: ctx.database,
    storage: ctx.app.storage,
    logger: false,
  });
  await app.ready();
  return app;
}
