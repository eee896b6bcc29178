import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { rowsOf, theRow, type Database } from '../src/db/client';
import { autocannon, type CannonResult } from './autocannon';
import { withCpuSplit, type CpuSplit } from './cpu-split';
import type { Options } from './options';
import { profileWhile } from './profile';
import { median, nth, table } from './report';

/** docs/budgets.md: an authenticated read against a bare Fastify route making one SQL round trip. */
const THROUGHPUT_BUDGET = 0.8;

/** A bare Fastify app in the same process: "hello", and "hello" after one SQL round trip (for reference). */
async function helloServer(dbUrl: string): Promise<{ app: FastifyInstance; url: string; pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: dbUrl, max: 10 });
  // The database is dropped "with (force)" at the end: a connection still closing then reports an error.
  pool.on('error', () => {});
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  app.get('/hello-db', async () => {
    const { rows } = await pool.query<{ hello: string }>("select 'world' as hello");
    return { hello: theRow(rows, "the 'world' row").hello };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, url: `http://127.0.0.1:${port}`, pool };
}

interface Run {
  name: string;
  url: string;
  headers: Record<string, string>;
}

/**
 * (c) throughput: authenticated reads vs bare Fastify, interleaved in rounds so that a noisy neighbour
 * (this machine shares its cores) hits every route alike; the ratio is the median of the per-round ratios.
 * The bare server is closed when the section ends.
 */
export async function benchThroughput(
  env: { base: string; benchUrl: string; database: Database; tokens: Record<'vc' | 'rnd', string> },
  opts: Options,
) {
  const someProject = theRow(
    rowsOf<{ id: number }>(
      await env.database.db.execute(
        sql`select p.id from projects p where p.country_code = 'FR'
              and exists (select 1 from project_brands b where b.project_id = p.id and b.brand_id = 2)
            order by p.id offset ${Math.floor(opts.projects / 50)} limit 1`,
      ),
    ),
    'a French Peugeot project',
  ).id;
  const readUrl = `${env.base}/api/projects/GetProjectLatestStatus/${someProject}`;
  const hello = await helloServer(env.benchUrl);
  try {
    const runs: Run[] = [
      { name: 'bare Fastify GET /hello', url: `${hello.url}/hello`, headers: {} },
      { name: '(reference) bare Fastify + one SQL round trip', url: `${hello.url}/hello-db`, headers: {} },
      { name: '(reference) portal GET /api/health, no session', url: `${env.base}/api/health`, headers: {} },
      {
        name: `GET /api/projects/GetProjectLatestStatus/${someProject} (VC)`,
        url: readUrl,
        headers: { authorization: `Bearer ${env.tokens.vc}` },
      },
      {
        name: `the same (RND: markets and brands checked)`,
        url: readUrl,
        headers: { authorization: `Bearer ${env.tokens.rnd}` },
      },
    ];
    for (const run of runs.slice(3)) {
      const probe = await fetch(run.url, { headers: run.headers });
      if (probe.status !== 200)
        throw new Error(`${run.name}: HTTP ${probe.status} ${(await probe.text()).slice(0, 80)}`);
    }
    await measure(runs, opts);
  } finally {
    await hello.app.close();
    await hello.pool.end();
  }
}

/** Interleaved rounds over `runs`; the table, the CPU split, the optional profiles and the budget lines. */
async function measure(runs: Run[], opts: Options) {
  console.log(
    `\n(c) throughput, autocannon ${opts.connections} connections × ${opts.duration} s per route (after a 2 s warm-up), ` +
      `${opts.rounds} interleaved rounds`,
  );
  const perRound: CannonResult[][] = [];
  const splits: (CpuSplit | undefined)[][] = [];
  for (let round = 0; round < opts.rounds; round++) {
    const results: CannonResult[] = [];
    const roundSplits: (CpuSplit | undefined)[] = [];
    for (const run of runs) {
      await autocannon(run.url, { connections: opts.connections, duration: 2, headers: run.headers });
      const { result, split } = await withCpuSplit(
        () =>
          autocannon(run.url, {
            connections: opts.connections,
            duration: opts.duration,
            headers: run.headers,
          }),
        (r) => r.ok + r.non2xx,
      );
      results.push(result);
      roundSplits.push(split);
    }
    perRound.push(results);
    splits.push(roundSplits);
  }
  // Route i's result in each round.
  const of = (i: number) => perRound.map((r) => nth(r, i));
  // Ratios to the bare route (0) and to the bare route with one SQL round trip (1), which docs/budgets.md judges.
  const ratioInRound = (i: number, ref = 0) =>
    perRound.map((r) => nth(r, i).requestsPerSec / nth(r, ref).requestsPerSec);
  console.log(
    table(
      [
        'route',
        ...perRound.map((_, i) => `req/s round ${i + 1}`),
        'median req/s',
        'median p99',
        'median ratio to bare',
        'median ratio to bare + SQL',
        'non-2xx',
        'errors',
      ],
      runs.map((run, i) => [
        run.name,
        ...of(i).map((r) => Math.round(r.requestsPerSec).toLocaleString('en')),
        Math.round(median(of(i).map((r) => r.requestsPerSec))).toLocaleString('en'),
        `${median(of(i).map((r) => r.latencyP99))} ms`,
        i === 0 ? '-' : `${(median(ratioInRound(i)) * 100).toFixed(1)} %`,
        i <= 1 ? '-' : `${(median(ratioInRound(i, 1)) * 100).toFixed(1)} %`,
        of(i).reduce((n, r) => n + r.non2xx, 0),
        of(i).reduce((n, r) => n + r.errors, 0),
      ]),
    ),
  );
  const measured = splits.map((r) => r.filter((s): s is CpuSplit => s !== undefined));
  if (measured.every((r, round) => r.length === nth(splits, round).length)) {
    // Where each request's CPU went: the server (this process), PostgreSQL, and the rest (autocannon).
    const us = (i: number, part: keyof CpuSplit) =>
      `${median(measured.map((r) => nth(r, i)[part])).toFixed(1)} µs`;
    console.log(
      '\nCPU per request (medians of the rounds; two cores shared by the server, PostgreSQL and autocannon)',
    );
    console.log(
      table(
        ['route', 'server (Node)', 'PostgreSQL', 'autocannon and rest'],
        runs.map((run, i) => [run.name, us(i, 'server'), us(i, 'database'), us(i, 'other')]),
      ),
    );
  }
  if (opts.profile) {
    // The reference (bare + SQL) and the VC read, profiled alike: compare where each spends its time.
    for (const [i, file] of [
      [1, opts.profile.replace(/(\.cpuprofile)?$/, '.reference.cpuprofile')],
      [3, opts.profile],
    ] as const) {
      const run = nth(runs, i);
      console.log(`\nCPU profile of ${run.name} under the same load, written to ${file}`);
      await profileWhile(file, () =>
        autocannon(run.url, {
          connections: opts.connections,
          duration: opts.duration,
          headers: run.headers,
        }),
      );
    }
  }
  for (const i of [3, 4]) {
    const ratio = median(ratioInRound(i, 1));
    console.log(
      `ratio authenticated (${i === 3 ? 'VC' : 'RND'}) / bare + one SQL round trip: ${(ratio * 100).toFixed(1)} % ` +
        `(budget ≥ ${THROUGHPUT_BUDGET * 100} %: ${ratio >= THROUGHPUT_BUDGET ? 'met' : 'MISSED'})`,
    );
  }
}
