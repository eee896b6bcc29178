import { monitorEventLoopDelay } from 'node:perf_hooks';
import { ROLES } from '@portal/contract';
import { loadConfig, LOAD_SHED_DEFAULTS } from '../src/config';
import { openPglite, type Database } from '../src/db/client';
import { seedReference } from '../src/db/seed';
import { seedBulk } from '../src/db/seed-bulk';
import { DEFAULT_MAX_IN_FLIGHT } from '../src/platform/load-shedding';
import { autocannon, execFileAsync, type CannonResult } from './autocannon';
import type { Options } from './options';
import { percentile, table } from './report';
import { createBenchUser, DEVICE, PASSWORD, signIn, startApp } from './setup';

/**
 * The stall probe, in its own process: it first warms up (a health check and a sign-in, so that its own
 * start does not count), then from `startAt` to `endAt` (epoch ms), every `interval` ms, alternately a
 * health check and a sign-in, each on a NEW connection (no agent, `Connection: close`), timed from the
 * request to the end of the answer.
 */
const PROBE_SCRIPT = `
const http = require('node:http');
const [base, startAt, endAt, intervalMs, loginBody] = process.argv.slice(1);
function once(kind) {
  return new Promise((resolve) => {
    const started = performance.now();
    const login = kind === 'login';
    const req = http.request(base + (login ? '/api/users/authenticate' : '/api/health'), {
      method: login ? 'POST' : 'GET',
      agent: false,
      headers: login ? { 'content-type': 'application/json', connection: 'close' } : { connection: 'close' },
      timeout: 120000,
    }, (res) => {
      res.resume();
      res.on('end', () => resolve({ kind, ms: performance.now() - started, status: res.statusCode }));
    });
    req.on('error', (e) => resolve({ kind, ms: performance.now() - started, status: 0, error: e.code || e.message }));
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.end(login ? loginBody : undefined);
  });
}
(async () => {
  await once('health');
  await once('login');
  await new Promise((r) => setTimeout(r, Math.max(0, Number(startAt) - Date.now())));
  const results = [];
  for (let i = 0; Date.now() < Number(endAt); i++) {
    results.push(await once(i % 2 ? 'login' : 'health'));
    await new Promise((r) => setTimeout(r, Number(intervalMs)));
  }
  console.log(JSON.stringify(results));
})();
`;

interface Probe {
  kind: 'health' | 'login';
  ms: number;
  status: number;
  error?: string;
}

async function probes(
  base: string,
  startAt: number,
  endAt: number,
  intervalMs: number,
  email: string,
): Promise<Probe[]> {
  const login = JSON.stringify({ Email: email, Password: PASSWORD, DeviceName: DEVICE });
  const { stdout } = await execFileAsync(
    process.execPath,
    ['-e', PROBE_SCRIPT, base, String(startAt), String(endAt), String(intervalMs), login],
    { maxBuffer: 16 * 2 ** 20 },
  );
  return JSON.parse(stdout.trim()) as Probe[];
}

interface StallRow {
  database: string;
  shedding: string;
  clients: number;
  health: Probe[];
  login: Probe[];
  cannon: CannonResult;
  seconds: number;
  /** The server's event-loop delay during the run (this process): mean, p99, max in ms. */
  loopDelay: { mean: number; p99: number; max: number };
}

/** A portal app for the stall runs: shedding off (LOAD_SHED_DELAY_MS=0) or with the configured defaults. */
async function stallApp(database: Database, dataDir: string, shed: boolean) {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DEMO: '0',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '1000000',
    PUBLIC_URL: 'http://127.0.0.1',
    // LOAD_SHED_* from the environment, to try other thresholds.
    LOAD_SHED_DELAY_MS: shed ? (process.env.LOAD_SHED_DELAY_MS ?? String(LOAD_SHED_DEFAULTS.delayMs)) : '0',
    LOAD_SHED_SAMPLE_MS: process.env.LOAD_SHED_SAMPLE_MS,
    LOAD_SHED_RETRY_AFTER_S: process.env.LOAD_SHED_RETRY_AFTER_S,
    // The flood starts as soon as the app is up: no warm-up grace, or the first seconds would not shed.
    LOAD_SHED_WARMUP_S: '0',
    LOAD_SHED_MAX_INFLIGHT: shed ? process.env.LOAD_SHED_MAX_INFLIGHT : '0',
  });
  return { ...(await startApp(database, config, dataDir)), config };
}

/**
 * (d) `clients` keep-alive connections post the VC's list call as fast as they are answered (autocannon in
 * a child process), while the probe process times a health check and a sign-in on new connections.
 */
async function measureStall(
  database: Database,
  label: string,
  dataDir: string,
  opts: Options,
): Promise<StallRow[]> {
  const rows: StallRow[] = [];
  for (const shed of opts.stallModes) {
    const { app, config, base } = await stallApp(database, dataDir, shed);
    try {
      const token = await signIn(base, 'vc@bench.test');
      const listUrl = `${base}/api/Projects/getallprojectsbyfilters`;
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
      // Warm the route (prepared statements, JIT) before measuring.
      await autocannon(listUrl, { connections: 5, duration: 2, method: 'POST', body: '{}', headers });
      for (const clients of opts.stallClients) {
        // The probe process starts and warms up first; the load starts 2 s later; probing starts 1 s into it.
        const t0 = Date.now();
        const probed = probes(
          base,
          t0 + 3000,
          t0 + 2000 + (opts.stallDuration - 1) * 1000,
          250,
          'vc@bench.test',
        );
        await new Promise((r) => setTimeout(r, 2000));
        const loop = monitorEventLoopDelay({ resolution: 10 });
        loop.enable();
        const load = autocannon(listUrl, {
          connections: clients,
          duration: opts.stallDuration,
          method: 'POST',
          body: '{}',
          headers,
          timeoutSeconds: 120,
        });
        const [cannon, results] = await Promise.all([load, probed]);
        loop.disable();
        rows.push({
          database: label,
          shedding: shed
            ? `delay > ${config.loadShed.maxEventLoopDelayMs} ms, in flight > ${
                config.loadShed.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT[database.kind]
              }`
            : 'off',
          clients,
          health: results.filter((p) => p.kind === 'health'),
          login: results.filter((p) => p.kind === 'login'),
          cannon,
          seconds: opts.stallDuration,
          // The histogram counts from the timer's due time: take its 10 ms resolution off, as under-pressure does.
          loopDelay: {
            mean: Math.max(0, loop.mean / 1e6 - 10),
            p99: Math.max(0, loop.percentile(99) / 1e6 - 10),
            max: Math.max(0, loop.max / 1e6 - 10),
          },
        });
        // Let the requests still queued drain before the next run.
        while (app.server.listening) {
          const t = performance.now();
          await fetch(`${base}/api/health`).then((r) => r.text());
          if (performance.now() - t < 50) break;
        }
        await new Promise((r) => setTimeout(r, 2000));
      }
    } finally {
      await app.close();
    }
  }
  return rows;
}

function printStall(rows: StallRow[]) {
  const sec = (n: number) => (Number.isFinite(n) ? `${(n / 1000).toFixed(2)} s` : '-');
  const stat = (ps: Probe[]) => {
    const ms = ps.map((p) => p.ms).sort((a, b) => a - b);
    const bad = ps.filter((p) => p.status !== 200).length;
    return `${sec(percentile(ms, 50))} / ${sec(ms.at(-1) ?? NaN)} (${ps.length}${bad ? `, ${bad} not 200` : ''})`;
  };
  console.log(
    table(
      [
        'database',
        'shedding',
        'clients',
        'health on a new connection p50 / max (n)',
        'sign-in on a new connection p50 / max (n)',
        'list 200/s',
        'list 503/s',
        'list p50 / p99',
        'errors+timeouts',
        'loop delay mean / p99 / max',
      ],
      rows.map((r) => [
        r.database,
        r.shedding,
        r.clients,
        stat(r.health),
        stat(r.login),
        Math.round((r.cannon.statusCodes['200'] ?? 0) / r.seconds).toLocaleString('en'),
        Math.round((r.cannon.statusCodes['503'] ?? 0) / r.seconds).toLocaleString('en'),
        `${r.cannon.latencyP50} / ${r.cannon.latencyP99} ms`,
        r.cannon.errors + r.cannon.timeouts,
        `${Math.round(r.loopDelay.mean)} / ${Math.round(r.loopDelay.p99)} / ${Math.round(r.loopDelay.max)} ms`,
      ]),
    ),
  );
}

/**
 * (d) the stall under load (issue 9 §1): many keep-alive clients post list requests while a health check
 * and a sign-in on NEW connections are timed, without and with load shedding, on PostgreSQL (`database`,
 * already seeded) and on the embedded database (seeded here with `--stall-projects`).
 */
export async function benchStall(database: Database, dataDir: string, opts: Options) {
  console.log(
    `\n(d) stall under load: N keep-alive clients post the VC list call for ${opts.stallDuration} s; every 250 ms ` +
      'a health check, then a sign-in, on a new connection (separate processes)',
  );
  const rows: StallRow[] = [];
  if (opts.stallDatabases.has('postgres'))
    rows.push(
      ...(await measureStall(
        database,
        `PostgreSQL, ${opts.projects.toLocaleString('en')} projects`,
        dataDir,
        opts,
      )),
    );
  if (opts.stallDatabases.has('embedded')) {
    const embedded = await openPglite();
    try {
      await embedded.migrate();
      await seedReference(embedded.db);
      await seedBulk(embedded.db, opts.stallProjects);
      await createBenchUser(embedded, 'vc@bench.test', ROLES.VC, { projectRole: 'Validator' });
      rows.push(
        ...(await measureStall(
          embedded,
          `embedded, ${opts.stallProjects.toLocaleString('en')} projects`,
          dataDir,
          opts,
        )),
      );
    } finally {
      await embedded.close();
    }
  }
  printStall(rows);
}
