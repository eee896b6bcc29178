// Starts the built server (apps/server/dist/main.js) on a free port and an empty embedded database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const WEB_ROOT = path.resolve(here, '..', '..');
const SERVER_MAIN = path.resolve(WEB_ROOT, '..', 'server', 'dist', 'main.js');
/** The web build to serve; E2E_WEB_DIST may point at another one (e.g. to try a fix without rebuilding). */
const WEB_DIST = process.env.E2E_WEB_DIST
  ? path.resolve(process.env.E2E_WEB_DIST)
  : path.join(WEB_ROOT, 'dist');

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts one server instance and waits for GET /api/ready.
 * @param {{ name: string, env?: Record<string, string>, readyTimeoutMs?: number }} options
 */
export async function startServer({ name, env = {}, readyTimeoutMs = 120_000 }) {
  for (const file of [SERVER_MAIN, path.join(WEB_DIST, 'index.html')]) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first`);
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-e2e-${name}-`));
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
      LOG_LEVEL: 'warn',
      PUBLIC_URL: url,
      AUTH_RATE_LIMIT: '1000',
      // No network to tile or search services here: the map works without them.
      MAP_TILE_URL: 'none',
      GEOCODER_URL: 'none',
      WEB_DIST,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = [];
  const keep = (chunk) => {
    log.push(chunk.toString());
    if (log.length > 400) log.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  const exit = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    });
  });

  const started = Date.now();
  for (;;) {
    if (exited) {
      throw new Error(`server "${name}" exited early (${JSON.stringify(exited)}):\n${log.join('')}`);
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
  const readyMs = Date.now() - started;

  return {
    name,
    url,
    port,
    dataDir,
    readyMs,
    log: () => log.join(''),
    /** SIGTERM, then SIGKILL after 15 s; removes the data folder. */
    async stop() {
      if (!exited) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exit;
        clearTimeout(timer);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
      return exited;
    },
  };
}
