import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ROLES, type Role } from '@portal/contract';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openPglite, openPostgres, theRow, type Database } from '../src/db/client';
import { mailOutbox, userBrands, userMarkets, users } from '../src/db/schema';
import { hashPassword } from '../src/platform/passwords';
import { DiskStorage, type Storage } from '../src/platform/storage';
import { withDatabase } from './global-setup';

export const PASSWORD = 'Correct-Horse-Battery-9';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A fresh database (copied from the migrated snapshot) and an app on it, per test file; files on the disk
 * under `dataDir` unless another storage is given (an S3 one: test/s3.ts).
 */
export async function createTestContext(
  env: Record<string, string> = {},
  options: { storage?: Storage } = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '10000',
    AUTH_ACCOUNT_RATE_LIMIT: '10000',
    DEMO: '1',
    PUBLIC_URL: 'http://portal.test',
    HELPDESK_EMAIL: 'helpdesk@portal.test',
    // No load shedding in the suite: PGlite blocks the event loop while it works, and some tests fire many
    // calls at once (platform/hardening-load.test.ts turns it on).
    LOAD_SHED_DELAY_MS: '0',
    LOAD_SHED_WARMUP_S: '0',
    LOAD_SHED_SUSTAIN_MS: '0',
    LOAD_SHED_MAX_INFLIGHT: '0',
    LOAD_SHED_MAX_INFLIGHT_PER_CALLER: '0',
    ...env,
  });
  const template = inject('pgTemplate');
  let database: Database;
  let dropDatabase = async () => {};
  if (template) {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('pgTemplate is provided only with TEST_DATABASE_URL');
    const name = `portal_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        break;
      } catch (err) {
        // Two files copying the template at the same moment: wait and retry.
        if (attempt > 20) throw err;
        await new Promise((r) => setTimeout(r, 200 + Math.random() * 300));
      }
    }
    database = await openPostgres(withDatabase(url, name), 5);
    dropDatabase = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else {
    const snapshotFile = inject('pgliteSnapshot');
    if (!snapshotFile) throw new Error('test/global-setup.ts provided no PGlite snapshot');
    const snapshot = fs.readFileSync(snapshotFile);
    database = await openPglite({ loadDataDir: new Blob([snapshot]) });
  }
  const storage = options.storage ?? new DiskStorage(path.join(dataDir, 'files'));
  const app = await buildApp({ config, database, storage, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter++;
  return `${prefix}${counter}.${randomBytes(3).toString('hex')}@example.test`;
}

/** Inserts an accepted (or other status) account directly. */
export async function createUser(
  ctx: TestContext,
  opts: Partial<{
    email: string;
    role: Role;
    status: 'pending' | 'accepted' | 'rejected';
    password: string | null;
    firstTime: boolean;
    markets: string[];
    brandIds: number[];
    projectRole: string;
  }> = {},
) {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password === undefined ? PASSWORD : opts.password;
  const user = theRow(
    await ctx.database.db
      .insert(users)
      .values({
        email,
        firstName: 'Test',
        surName: 'User',
        role: opts.role ?? ROLES.ORIGINATOR,
        projectRole: opts.projectRole ?? null,
        company: 'ACME',
        contactNumber: '+33-1',
        status: opts.status ?? 'accepted',
        passwordHash: password ? await hashPassword(password) : null,
        isFirstTimeLogin: opts.firstTime ?? false,
      })
      .returning(),
    'the test user',
  );
  if (opts.markets?.length)
    await ctx.database.db
      .insert(userMarkets)
      .values(opts.markets.map((countryCode) => ({ userId: user.id, countryCode })));
  if (opts.brandIds?.length)
    await ctx.database.db
      .insert(userBrands)
      .values(opts.brandIds.map((brandId) => ({ userId: user.id, brandId })));
  return { ...user, password: password ?? '' };
}

/** Mails in the outbox, newest first, optionally only those to one address. */
export async function mailsTo(ctx: TestContext, to?: string) {
  return ctx.database.db
    .select()
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.toAddress, to) : undefined)
    .orderBy(desc(mailOutbox.id));
}

export async function lastMail(ctx: TestContext, to: string) {
  const [mail] = await mailsTo(ctx, to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

export function post(
  ctx: TestContext,
  url: string,
  body: unknown,
  token?: string,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: body as object,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
}

export function get(ctx: TestContext, url: string, token?: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
}

/** Signs in through the real calls, reading the one-time code from the outbox; returns the full token. */
export async function signIn(ctx: TestContext, email: string, password = PASSWORD, device = 'test-device') {
  const res = await post(ctx, '/users/authenticate', {
    Email: email,
    Password: password,
    DeviceName: device,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  if (!body.isOtpValidationRequired) return body.token as string;
  const code = codeFrom((await lastMail(ctx, email)).text);
  const otp = await post(ctx, '/users/validateotp', { OTP: code }, body.token);
  if (otp.statusCode !== 200) throw new Error(`code failed: ${otp.statusCode} ${otp.body}`);
  return otp.json().token as string;
}

export function codeFrom(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match) throw new Error('no code in mail');
  return match[1] ?? '';
}

export function linkFrom(text: string): URL {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error('no link in mail');
  return new URL(match[0]);
}
