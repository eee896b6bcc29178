import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ROLES } from '@portal/contract';
import { loadConfig } from '../src/config';
import { openPostgres, rowsOf, theRow, type Database } from '../src/db/client';
import { seedReference } from '../src/db/seed';
import { seedBulk } from '../src/db/seed-bulk';
import { benchArcad } from './arcad';
import { benchDesign } from './design';
import { benchExport, measureExport } from './export';
import { benchList } from './list';
import { benchListExplain } from './list-explain';
import { benchListSorts } from './list-sorts';
import { benchMapPage } from './map-page';
import { options } from './options';
import { benchCounts, benchOversight } from './oversight';
import { benchExtracts } from './extracts';
import { load, percentile, table } from './report';
import { BENCH_DB, createBenchUser, signIn, signInRecord, startApp, withDatabase } from './setup';
import { benchStall } from './stall';
import { benchThroughput } from './throughput';
import { benchUploads } from './uploads';

/**
 * `npm run bench` (docs/budgets.md, issue 3 §5): a fresh PostgreSQL database with 100,000 generated projects,
 * the real app in this process, then
 *   (a) p50/p95/p99 of the project list call for realistic cases (sequential requests after a warm-up);
 *       `--sections explain` explains each case's rows and count queries apart (bench/list-explain.ts),
 *       `explain-sorts` the rows of every sort with and without filters (bench/list-sorts.ts),
 *   (b) the CSV export of every row: time, size and peak RSS growth (streamed in constant memory),
 *   (c) throughput of an authenticated read next to a bare Fastify route making one SQL round trip (the
 *       ratio docs/budgets.md judges, budget 80%) and a bare "hello" route (reported beside it),
 *   (d) the stall under load (issue 9 §1): many keep-alive clients post list requests while a health check
 *       and a sign-in on NEW connections are timed, without and with load shedding, on PostgreSQL and on
 *       the embedded database.
 *   (e) a 100 MB upload and download through the upload module into the disk and S3 drivers, and a zip of
 *       100 MB of stored files through sendZip: time, RSS and the memory really kept (docs/budgets.md: under
 *       32 MB), in bench/uploads.ts; needs no database.
 *   (f) the design validation reads (validation info, documents, thread, both pending feedback lists) on the
 *       bulk projects, and a 100 MB design document through projects/uploadafile and GetFileById, in
 *       bench/design.ts (issue 10 §5).
 *   (g) a 50,000-row ARCAD file (.csv and .xlsx) through documents/uploadarcadfile, in bench/arcad.ts
 *       (issue 11 §5: under 30 s).
 *   (h) the dashboard counts (no filter and each filter), the map views and features and the project-based
 *       .xlsx extract of every row, in bench/oversight.ts (issue 12 §4).
 *   (i) the map page in Chromium: first markers and the frame rate while dragging, in bench/map-page.ts.
 * `--sections counts` runs only (h)'s dashboard counts; `--database NAME` reuses (and keeps) a seeded database.
 * autocannon runs in a child process so the server keeps this process's event loop to itself.
 * The database is dropped at the end; the script exits 0 and prints the budgets it met or missed.
 * This file runs the sections in order; each lives in its own module beside it (list.ts, export.ts,
 * throughput.ts, stall.ts, …), with the options, the set-up and the report helpers.
 */

async function main() {
  const opts = options();
  if (opts.sections.has('uploads')) {
    await benchUploads(); // (e) needs no database: first, and alone when it is the only section asked for
    if (opts.sections.size === 1) return;
  }
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  // `--database NAME` reuses a database seeded by an earlier run (seeding a million projects takes minutes).
  const dbName = opts.database || BENCH_DB;
  const reuse = Boolean(opts.database);
  const benchUrl = withDatabase(adminUrl, dbName);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [dbName])).rowCount;
  if (!reuse) await admin.query(`drop database if exists ${dbName} with (force)`);
  if (!reuse || !exists) await admin.query(`create database ${dbName}`);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  let opened: Database | undefined;
  let app: FastifyInstance | undefined;
  try {
    const database = await openPostgres(benchUrl, 10);
    opened = database;
    const pgVersion = theRow(
      rowsOf<{ server_version: string }>(await database.db.execute(sql`show server_version`)),
      'the server version',
    ).server_version;
    const cpus = os.cpus();
    console.log(
      `Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? '?'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, ` +
        `Node ${process.version}, PostgreSQL ${pgVersion}; load average ${load()}`,
    );
    await database.migrate();
    await seedReference(database.db);
    const present = Number(
      theRow(
        rowsOf<{ n: string }>(await database.db.execute(sql`select count(*) as n from projects`)),
        'the project count',
      ).n,
    );
    if (present) console.log(`Database: ${dbName} (reused), ${present.toLocaleString('en')} projects\n`);
    else {
      console.log(`Database: ${dbName} (fresh), ${opts.projects.toLocaleString('en')} projects\n`);
      const seeded = await seedBulk(database.db, opts.projects, (l) => console.log(l));
      console.log(
        `Seeded ${seeded.projects.toLocaleString('en')} projects, ${seeded.sites.toLocaleString('en')} sites ` +
          `in ${(seeded.ms / 1000).toFixed(1)} s\n`,
      );
      // What autovacuum does after a bulk load in production (statistics, the visibility map for index-only
      // scans). This machine's CI configuration turns autovacuum off, so without it the plans are a guess.
      const vacuumStarted = Date.now();
      await database.db.execute(sql`vacuum (analyze)`);
      console.log(`Vacuumed and analysed in ${((Date.now() - vacuumStarted) / 1000).toFixed(1)} s\n`);
    }
    // Made once; a reused database has them already (createBenchUser answers the known id).
    const vcId = await createBenchUser(database, 'vc@bench.test', ROLES.VC, { projectRole: 'Validator' });
    const rndId = await createBenchUser(database, 'rnd@bench.test', ROLES.RND, {
      markets: ['FR', 'DE', 'IT'],
      brandIds: [2, 1, 4], // Peugeot, Citroen, Opel, like the RND demo account
    });

    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: benchUrl,
      DEMO: '0',
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT: '100000',
      MAX_UPLOAD_MB: '200',
      PUBLIC_URL: 'http://127.0.0.1',
    });
    const started = await startApp(database, config, dataDir);
    app = started.app;
    const { base } = started;
    const tokens = { vc: await signIn(base, 'vc@bench.test'), rnd: await signIn(base, 'rnd@bench.test') };

    if (opts.sections.has('list')) await benchList(base, tokens, opts);
    const who = { vc: { userId: vcId, role: ROLES.VC }, rnd: { userId: rndId, role: ROLES.RND } };
    if (opts.sections.has('explain')) await benchListExplain(database.db, benchUrl, who, config);
    if (opts.sections.has('explain-sorts')) await benchListSorts(database.db, benchUrl, who, config);
    if (opts.sections.has('export')) await benchExport(base, tokens.vc);
    if (opts.sections.has('design'))
      await benchDesign({
        base,
        database,
        requests: opts.requests,
        warmup: opts.warmup,
        createUser: (email, role, extra) => createBenchUser(database, email, role, extra),
        signIn: (email) => signIn(base, email),
        table,
        percentile,
      });

    if (opts.sections.has('arcad')) await benchArcad({ base, database, table });
    const oversight = {
      base,
      // What the database holds: a reused one (--database without --projects) may hold a million.
      projects: present || opts.projects,
      database,
      tokens,
      requests: opts.requests,
      warmup: opts.warmup,
      table,
      percentile,
      measureExport: (token: string, path: string, body: object, forceGc: boolean) =>
        measureExport(base, token, body, forceGc, path),
    };
    if (opts.sections.has('oversight')) await benchOversight(oversight);
    else if (opts.sections.has('counts')) await benchCounts(oversight);
    if (opts.sections.has('extracts'))
      await benchExtracts({ base, app: started.app, database, token: tokens.vc, table });
    if (opts.sections.has('map-page'))
      await benchMapPage({ base, vcRecord: await signInRecord(base, 'vc@bench.test'), table });
    if (opts.sections.has('throughput')) await benchThroughput({ base, benchUrl, database, tokens }, opts);
    if (opts.sections.has('stall')) await benchStall(database, dataDir, opts);
    console.log(`Load average (1/5/15 min) at the end: ${load()}`);
  } finally {
    await app?.close();
    await opened?.close();
    if (!opts.keep && !reuse) await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
