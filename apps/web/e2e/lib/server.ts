// Starts the built server (apps/server/dist/main.js) on a free port and an empty embedded database.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/**
 * The builds the journeys run: apps/server/dist/main.js serving apps/web/dist, unless E2E_SERVER_MAIN and
 * E2E_WEB_DIST point at others (e.g. builds of a clean checkout, kept apart from a tree being rebuilt).
 */
const SERVER_MAIN = process.env.E2E_SERVER_MAIN
  ? path.resolve(process.env.E2E_SERVER_MAIN)
  : path.resolve(WEB_ROOT, '..', 'server', 'dist', 'main.js');
const WEB_DIST = process.env.E2E_WEB_DIST
  ? path.resolve(process.env.E2E_WEB_DIST)
  : path.join(WEB_ROOT, 'dist');

/**
 * The servers the journeys run against; "idle" has a 3 s inactivity timeout and a 3 s countdown; "reminders"
 * runs the background jobs, with the day's reminders due from 0:00 UTC (journey 22, docs/testing.md).
 */
export const SERVERS = {
  main: {},
  // Alive for the rest of the run once a journey started them: no extracts' worker polling beside the journeys.
  idle: { IDLE_TIMEOUT_MS: '3000', IDLE_COUNTDOWN_S: '3', EXTRACT_WORKER: '0' },
  reminders: { BACKGROUND_JOBS: '1', REMINDER_HOUR: '0', EXTRACT_WORKER: '0' },
} satisfies Record<string, Record<string, string>>;
export type ServerName = keyof typeof SERVERS;

export interface RunningServer {
  name: ServerName;
  /** http://127.0.0.1:<port> */
  url: string;
  readyMs: number;
  /** The last lines the server wrote. */
  log: () => string;
  /** SIGTERM, then SIGKILL after 15 s; removes the data folder. */
  stop: () => Promise<void>;
}

/**
 * E2E_DATABASE_URL (a PostgreSQL server URL) runs each server on a fresh database of that server, dropped when it
 * stops, instead of the embedded one.
 */
const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL;

function freshDatabase(name: ServerName) {
  const base = new URL(E2E_DATABASE_URL ?? '');
  const database = `portal_e2e_${process.pid}_${name}`;
  const admin = (sql: string) => execFileSync('psql', [base.href, '-q', '-c', sql], { stdio: 'pipe' });
  admin(`drop database if exists ${database} with (force)`);
  admin(`create database ${database}`);
  const url = new URL(base.href);
  url.pathname = `/${database}`;
  return { url: url.href, drop: () => admin(`drop database if exists ${database} with (force)`) };
}

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A server process that ended before it was ready. */
class ExitedEarly extends Error {}

/**
 * Starts one server instance (production build, DEMO=1, empty embedded database) and waits for GET /api/ready.
 * A process that ends before it is ready is started once more, on a new folder, and the first failure printed:
 * the embedded database once failed its very first start on an empty folder ("unexpected data beyond EOF in
 * block 55 of relation base/5/1249", from PGlite; docs/testing.md), which cost a CI run. A server that cannot
 * start fails both times.
 */
export async function startServer(name: ServerName, readyTimeoutMs = 120_000): Promise<RunningServer> {
  try {
    return await startServerOnce(name, readyTimeoutMs);
  } catch (err) {
    if (!(err instanceof ExitedEarly)) throw err;
    console.warn(`${err.message}\n(started once more)`);
    return startServerOnce(name, readyTimeoutMs);
  }
}

async function startServerOnce(name: ServerName, readyTimeoutMs: number): Promise<RunningServer> {
  for (const file of [SERVER_MAIN, path.join(WEB_DIST, 'index.html')]) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first`);
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-e2e-${name}-`));
  const database = E2E_DATABASE_URL ? freshDatabase(name) : undefined;
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: WEB_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO: '1',
      ...(database ? { DATABASE_URL: database.url } : {}),
      LOG_LEVEL: 'warn',
      PUBLIC_URL: url,
      AUTH_RATE_LIMIT: '1000',
      // Journeys sign the same demo accounts in, in parallel.
      AUTH_ACCOUNT_RATE_LIMIT: '1000',
      // No network to tile or search services here: the map works without them.
      MAP_TILE_URL: 'none',
      GEOCODER_URL: 'none',
      // The daily reminders would add overdue notices and mails to the demo data depending on the day and hour
      // the journeys run (docs/lifecycle.md "Reminders"): the journeys count notifications and read the mailbox.
      // Only the "reminders" server runs them.
      BACKGROUND_JOBS: '0',
      // The dashboard's extracts are prepared in the background (decision 031): their worker runs, polling often.
      EXTRACT_WORKER: '1',
      EXTRACT_POLL_MS: '500',
      WEB_DIST,
      ...SERVERS[name],
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString());
    if (log.length > 400) log.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exit = new Promise<void>((resolve) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve();
    });
  });

  const started = Date.now();
  // Polls /api/ready: the server process is not ours to signal readiness otherwise.
  for (;;) {
    if (exited) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      database?.drop();
      throw new ExitedEarly(`server "${name}" exited early (${JSON.stringify(exited)}):\n${log.join('')}`);
    }
    try {
      const res = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > readyTimeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`server "${name}" not ready after ${readyTimeoutMs} ms:\n${log.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    name,
    url,
    readyMs: Date.now() - started,
    log: () => log.join(''),
    async stop() {
      if (!exited) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exit;
        clearTimeout(timer);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
      database?.drop();
    },
  };
}
