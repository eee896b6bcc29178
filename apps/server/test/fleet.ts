import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPostgres } from '../src/db/client';
import { DiskStorage } from '../src/platform/storage';
import { withDatabase } from './global-setup';
import type { TestContext } from './helpers';

/**
 * Several instances on one PostgreSQL (issue 23 §1): what the cross-instance tests need. They run only with
 * TEST_DATABASE_URL (`npm run test:server:pg`); on PGlite there is one process and nothing to share.
 */
export const FLEET_SKIP_REASON = 'needs PostgreSQL: set TEST_DATABASE_URL (npm run test:server:pg)';
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error(FLEET_SKIP_REASON);
  return url;
}

/** A database of its own (`portal_fleet_…`): a copy of the migrated template, or empty. Dropped by `drop()`. */
export async function fleetDatabase(from: 'template' | 'empty' = 'template') {
  const url = adminUrl();
  const name = `portal_fleet_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const template = inject('pgTemplate');
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name}${from === 'template' ? ` template ${template}` : ''}`);
      break;
    } catch (err) {
      // Another file copying the template at the same moment.
      if (attempt > 20) throw err;
      await new Promise((r) => setTimeout(r, 200 + Math.random() * 300));
    }
  }
  return {
    url: withDatabase(url, name),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const BASE_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DEMO: '0',
  PUBLIC_URL: 'http://portal.test',
  HELPDESK_EMAIL: 'helpdesk@portal.test',
  AUTH_ACCOUNT_RATE_LIMIT: '10000',
  LOAD_SHED_DELAY_MS: '0',
  LOAD_SHED_MAX_INFLIGHT: '0',
  LOAD_SHED_MAX_INFLIGHT_PER_CALLER: '0',
  // Background work only where a test asks for it (features/reminders/reminders-fleet.test.ts): its sweeps
  // and reminders would otherwise run on the other tests' rows at an hour of the wall clock's choosing.
  BACKGROUND_JOBS: '0',
};

/** An instance in this process (`inject` works on it, as on the suite's own). */
export async function inProcessInstance(url: string, env: Record<string, string> = {}): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-fleet-'));
  const config = loadConfig({
    ...BASE_ENV,
    AUTH_RATE_LIMIT: '10000',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    ...env,
  });
  const database = await openPostgres(url, 4);
  const app = await buildApp({
    config,
    database,
    storage: new DiskStorage(path.join(dataDir, 'files')),
    logger: false,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ProcessInstance {
  base: string;
  child: ChildProcess;
  /** Everything it wrote, for a failing test's message. */
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A real instance: `src/main.ts` in a process of its own (its own caches, its own listener), as production
 * starts it, migrations and signals included. Resolves once it answers.
 */
/** How long a process instance may take to say it is ready (the callers' hooks and tests allow more). */
export const PROCESS_START_MS = 120_000;

export async function processInstance(
  url: string,
  env: Record<string, string> = {},
): Promise<ProcessInstance> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-fleet-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      // The suite's own environment, less what would send this instance elsewhere (a bucket, a mail server).
      ...Object.fromEntries(
        Object.entries(process.env).filter(([k]) => !k.startsWith('S3_') && k !== 'SMTP_URL'),
      ),
      ...BASE_ENV,
      AUTH_RATE_LIMIT: '10000',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const ready = new Promise<void>((resolve, reject) => {
    // tsx compiles the server as it starts: 5–15 s alone, and once over 45 s in a CI run beside the journeys,
    // at the suite's lower priority, on a slower machine.
    const timer = setTimeout(() => reject(new Error(`instance did not start:\n${out}`)), PROCESS_START_MS);
    const onData = () => {
      if (!out.includes('portal ready')) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`instance exited with ${code}:\n${out}`));
    });
  });
  await ready;
  return {
    base,
    child,
    output: () => out,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
