import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { API } from '@portal/contract';
import { Client } from './http';
import { FAIL_TIMEOUT_S } from './nginx';
import { Notices } from './notices';
import { soakOptions } from './options';
import { Recorder } from './recorder';
import {
  budgetTable,
  callTable,
  failureLines,
  isRead,
  loadAverage,
  memoryLines,
  cpuLines,
  cpuMeter,
  cpuSplitLine,
  type Budget,
  type RunCpu,
} from './report';
import { percentile } from './recorder';
import { seedSoakDatabase, simAccounts } from './seed';
import { serverDir, soakDatabase, startFleet, startStores, type Topology } from './topology';
import { SimUser, type Shared, type Upload } from './user';

/**
 * `npm run soak` (issue 23 §2; README "Running in production"; docs/budgets.md): the whole topology on this machine
 * (PostgreSQL, s3rver, an SMTP peer, 2–3 built instances, nginx with deploy/nginx/portal.conf), simulated users of
 * every role with think time, a `kill -9` of one instance mid-way and a rolling restart later; then the report and
 * a verdict per budget. Exit 1 when a budget judged here fails.
 */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const opts = soakOptions();
  if (!fs.existsSync(path.join(serverDir, 'dist', 'main.js')))
    throw new Error('apps/server/dist/main.js is missing: npm run build');
  console.log(
    `Soak: ${opts.users} users, ${opts.minutes} min, ${opts.instances} instances, ${opts.projects} bulk projects, ` +
      `think ${opts.thinkSeconds} s; load average ${loadAverage()}`,
  );
  const adminUrl = process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const database = await soakDatabase(adminUrl);
  if (database.autovacuum !== 'on')
    console.log(
      `WARNING: autovacuum is ${database.autovacuum} on this PostgreSQL server. Production runs it; without it the ` +
        'dead rows and unset visibility map slow the reads as the run goes on. `ALTER SYSTEM SET autovacuum = on` ' +
        'and `SELECT pg_reload_conf()` before a budgeted run.',
    );
  const stores = await startStores();
  let fleet: Topology | undefined;
  const rec = new Recorder();
  let code = 1;
  const cleanUp = async () => {
    await fleet?.close().catch((err: unknown) => console.error('closing the fleet:', err));
    await stores.s3.close().catch(() => undefined);
    await stores.mailbox.stop().catch(() => undefined);
    await database.drop().catch((err: unknown) => console.error('dropping the database:', err));
  };
  // Ctrl-C: the instances, nginx and the database go too.
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  try {
    const accounts = simAccounts(opts.users);
    const seeded = await seedSoakDatabase(database.url, stores.s3.settings, opts.projects, accounts);
    console.log(
      `Database ${database.name}: ${seeded?.projects} projects, ${seeded?.users} accounts (logs in ${stores.dir})`,
    );
    fleet = await startFleet(stores, database.url, opts.instances);
    rec.mark(
      `fleet up: ${fleet.instances.map((i) => `${i.name} ${i.address}`).join(', ')}; nginx ${fleet.base.host}`,
    );
    code = await drive(fleet, opts, accounts, rec, database.url, database.autovacuum);
  } finally {
    await cleanUp();
  }
  process.exit(code);
}

async function drive(
  fleet: Topology,
  opts: ReturnType<typeof soakOptions>,
  accounts: ReturnType<typeof simAccounts>,
  rec: Recorder,
  url: string,
  autovacuum: string,
) {
  const durationMs = opts.minutes * 60_000;
  const notices = new Notices(rec);
  let stopping = false;
  const shared: Shared = {
    mailbox: fleet.mailbox,
    notices,
    uploads: [],
    stopping: () => stopping,
    thinkMs: opts.thinkSeconds * 1000,
  };
  const users = accounts.map(
    (a, i) =>
      new SimUser(a, new Client(fleet.base, `127.1.${Math.floor(i / 250)}.${(i % 250) + 1}`, rec), shared),
  );
  const sampler = setInterval(
    () => fleet.instances.forEach((i) => i.sample()),
    opts.minutes >= 10 ? 10_000 : 3_000,
  );
  const t0 = Date.now();
  const cpuUse = cpuMeter();
  const rampMs = Math.min(60_000, durationMs * 0.15);
  let signInFailures = 0;
  const running = users.map(async (u, i) => {
    await sleep((rampMs * i) / users.length);
    try {
      await u.signIn();
    } catch (err) {
      signInFailures++;
      console.error(`  ${(err as Error).message}`);
      return;
    }
    await u.run();
  });

  // Mid-way: one instance killed (kill -9) and started again at once.
  await sleep(Math.max(0, t0 + durationMs * 0.35 - Date.now()));
  const victim = fleet.instances[1] ?? fleet.instances[0];
  if (victim) {
    rec.kill = { at: Date.now(), port: victim.port };
    await victim.kill();
    rec.kill.dead = Date.now();
    rec.mark(`kill -9 ${victim.name}`);
    await victim.start();
    rec.kill.back = Date.now();
    rec.mark(`${victim.name} ready again`);
  }
  // Later: every instance restarted with SIGTERM, one after the other, each ready before the next.
  await sleep(Math.max(0, t0 + durationMs * 0.65 - Date.now()));
  rec.rolling = { start: Date.now() };
  // As an operator does with open-source nginx (README "Running in production"): the instance taken out of the
  // balancer (reload), then drained with SIGTERM, started again and put back.
  for (const inst of fleet.instances) {
    await fleet.nginx.reload(fleet.balancing(fleet.instances.filter((i) => i !== inst)));
    rec.mark(`${inst.name} out of the balancer`);
    const exit = await inst.stop();
    rec.mark(`SIGTERM ${inst.name}: exit ${exit}`);
    await inst.start();
    await fleet.nginx.reload(fleet.balancing(fleet.instances));
    rec.mark(`${inst.name} ready again, back in the balancer`);
    // nginx may still leave it out (fail_timeout): the next one waits, or every instance could be out at once.
    await sleep((FAIL_TIMEOUT_S + 1) * 1000);
  }
  rec.rolling.end = Date.now();
  await sleep(Math.max(0, t0 + durationMs - Date.now()));
  stopping = true;
  rec.mark('stopping the users');
  await Promise.race([Promise.all(running), sleep(60_000)]);
  notices.stop();
  clearInterval(sampler);
  const end = Date.now();
  const cpu = cpuUse.stop();
  const samples = rec.samples.slice();

  // Every uploaded file, downloaded by its uploader and hashed.
  const files = await verifyUploads(shared.uploads);
  const recipients = await notificationRecipients(url);
  const forwarded = await forwardedAddresses(url, users);
  return report(fleet, opts, rec, samples, {
    forwarded,
    files,
    notices: notices.tally(recipients, end),
    streamEnds: notices.streamEnds,
    signInFailures,
    users,
    autovacuum,
    cpu,
  });
}

async function verifyUploads(uploads: Upload[]) {
  let intact = 0;
  const bad: string[] = [];
  for (const u of uploads) {
    const res = await u.owner.client
      .call(API.downloadMessageFile, { query: { fileName: u.path } })
      .catch(() => undefined);
    if (res?.status === 200 && res.sha256 === u.sha256 && res.bytes === u.bytes) intact++;
    else if (bad.length < 10)
      bad.push(`${u.path}: ${res ? `${res.status}, ${res.bytes} bytes` : 'no answer'}`);
  }
  return { total: uploads.length, intact, bad };
}

/**
 * TRUST_PROXY behind the balancer: each simulated user connects from its own loopback address, so the sessions
 * the instances recorded must carry that address, not nginx's 127.0.0.1.
 */
async function forwardedAddresses(url: string, users: SimUser[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string; ip: string }>(
      `select u.email, s.ip from sessions s join users u on u.id = s.user_id where u.email like 'soak.%'`,
    );
    const expected = new Map(users.map((u) => [u.account.email, u.client.localAddress]));
    const right = rows.filter((r) => expected.get(r.email) === r.ip).length;
    return { sessions: rows.length, right, sample: rows.find((r) => expected.get(r.email) !== r.ip) };
  } finally {
    await client.end();
  }
}

/** marker → the users notified of it, from the database (the source of truth for who should hear of it). */
async function notificationRecipients(url: string): Promise<Map<string, number[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ user_id: number; m: string }>(
      `select user_id, substring(message from 'soak-[0-9a-f]{12}') as m from notifications where message like '%soak-%'`,
    );
    const map = new Map<string, number[]>();
    for (const r of rows) {
      const users = map.get(r.m);
      if (users) users.push(Number(r.user_id));
      else map.set(r.m, [Number(r.user_id)]);
    }
    return map;
  } finally {
    await client.end();
  }
}

function report(
  fleet: Topology,
  opts: ReturnType<typeof soakOptions>,
  rec: Recorder,
  samples: Recorder['samples'],
  r: {
    forwarded: Awaited<ReturnType<typeof forwardedAddresses>>;
    files: Awaited<ReturnType<typeof verifyUploads>>;
    notices: ReturnType<Notices['tally']>;
    streamEnds: Record<string, number>;
    signInFailures: number;
    users: SimUser[];
    autovacuum: string;
    cpu: RunCpu;
  },
): number {
  console.log(`\nLoad average at the end: ${loadAverage()}`);
  console.log(`\nCalls (${samples.length}):`);
  for (const l of callTable(samples)) console.log(`  ${l}`);
  const f = failureLines(rec, samples, fleet.instances);
  console.log(`\nAnswered by (nginx's $upstream_addr):`);
  for (const l of f.byInstance) console.log(`  ${l}`);
  console.log(`\nFailed calls by kind | instance | call${f.lines.length ? '' : ': none'}`);
  for (const l of f.lines) console.log(`  ${l}`);
  if (f.killedName) console.log(`kill -9 of ${f.killedName}: ${f.inFlight}`);
  console.log(
    `Calls sent again on a new connection, their kept-alive one closed under them by the balancer (as a browser does): ${rec.resent}`,
  );
  console.log(
    `Reads asked again 1 s after they got no answer (as the web app's queries are; a second failure is counted): ${rec.readsRetried}`,
  );
  console.log(
    `Business refusals (405, not failures: the portal said no to what the user tried)${f.refused.length ? '' : ': none'}`,
  );
  for (const l of f.refused) console.log(`  ${l}`);
  console.log('\nCPU of the instances (user + system, from /proc; the streams and the start included):');
  for (const l of cpuLines(fleet.instances, samples)) console.log(`  ${l}`);
  console.log(`The machine's CPU over the run: ${cpuSplitLine(fleet.instances, r.cpu)}`);
  const mem = memoryLines(fleet.instances);
  console.log('\nMemory per instance process:');
  for (const l of mem.lines) console.log(`  ${l}`);
  const n = r.notices;
  console.log(
    `\nNotifications: ${n.delivered}/${n.expected} delivered to an open bell within 15 s; across instances ` +
      `${n.crossDelivered}/${n.crossExpected}; stream ends: ${JSON.stringify(r.streamEnds)}`,
  );
  for (const l of n.late) console.log(`  missed: ${l}`);
  console.log(`Files: ${r.files.intact}/${r.files.total} intact (SHA-256 of the download = the upload's)`);
  for (const l of r.files.bad) console.log(`  bad: ${l}`);

  const reads = samples
    .filter((s) => s.status > 0 && isRead(s.name))
    .map((s) => s.ms)
    .sort((a, b) => a - b);
  const p95 = percentile(reads, 95);
  const budgets: Budget[] = [
    {
      what: 'simulated users signed in (one-time code by mail)',
      budget: `${opts.users}`,
      figure: `${r.users.length - r.signInFailures}`,
      verdict: r.signInFailures === 0 ? 'pass' : 'FAIL',
    },
    {
      what: "sessions recording the user's own address (X-Forwarded-For, TRUST_PROXY)",
      budget: 'all',
      figure:
        `${r.forwarded.right}/${r.forwarded.sessions}` +
        (r.forwarded.sample ? ` (e.g. ${r.forwarded.sample.email}: ${r.forwarded.sample.ip})` : ''),
      verdict: r.forwarded.sessions > 0 && r.forwarded.right === r.forwarded.sessions ? 'pass' : 'FAIL',
    },
    {
      what: 'failed calls, except those in flight on the killed instance',
      budget: '0',
      figure: `${f.unexplained.length}`,
      verdict: f.unexplained.length === 0 ? 'pass' : 'FAIL',
    },
    {
      what: 'failed calls during the rolling restart',
      budget: '0',
      figure: `${f.duringRolling.length}`,
      verdict: f.duringRolling.length === 0 ? 'pass' : 'FAIL',
    },
    {
      what: `reads p95 (${reads.length} reads)`,
      budget: '≤ 100 ms',
      figure: `${p95.toFixed(0)} ms (p50 ${percentile(reads, 50).toFixed(0)}, p99 ${percentile(reads, 99).toFixed(0)})`,
      verdict: p95 <= 100 ? 'pass' : 'FAIL',
    },
    {
      what: 'memory after warm-up, worst instance (live set after full collections, fitted line)',
      budget: 'flat within 10 %',
      figure: mem.judged ? `${mem.worst.toFixed(1)} %` : 'no process ran 5 minutes',
      verdict: mem.judged ? (mem.worst <= 10 ? 'pass' : 'FAIL') : 'not judged',
    },
    {
      what: 'notifications delivered (across instances)',
      budget: 'all',
      figure: `${n.delivered}/${n.expected} (${n.crossDelivered}/${n.crossExpected})`,
      verdict:
        n.expected > 0 && n.delivered === n.expected ? 'pass' : n.expected === 0 ? 'not judged' : 'FAIL',
    },
    {
      what: 'uploaded files intact',
      budget: 'all',
      figure: `${r.files.intact}/${r.files.total}`,
      verdict:
        r.files.total > 0 && r.files.intact === r.files.total
          ? 'pass'
          : r.files.total === 0
            ? 'not judged'
            : 'FAIL',
    },
  ];
  console.log(
    `\nBudgets (${opts.users} users, ${opts.minutes} min, ${opts.instances} instances; load average ${loadAverage()}; ` +
      `PostgreSQL autovacuum ${r.autovacuum}):`,
  );
  for (const l of budgetTable(budgets)) console.log(l);
  const failed = budgets.filter((b) => b.verdict === 'FAIL');
  console.log(failed.length ? `\nSOAK FAILED: ${failed.length} budget(s) missed` : '\nSOAK PASSED');
  return failed.length ? 1 : 0;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
