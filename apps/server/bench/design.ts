import { sql } from 'drizzle-orm';
import { ROLES, STATUS } from '@portal/contract';
import { rowsOf, theRow, type Database } from '../src/db/client';
import { downloadMeasured, forcedGc, uploadMeasured, type Measured } from '../test/memory';
import { MB } from '../test/streams';

/** docs/budgets.md: list-like reads p95 ≤ 50 ms; a 100 MB upload and download keep memory growth under 32 MB. */
const READ_BUDGET_P95_MS = 50;
const MEMORY_BUDGET_MB = 32;

export interface DesignBenchContext {
  base: string;
  database: Database;
  requests: number;
  warmup: number;
  /** Creates an accepted user with a trusted device and returns its id. */
  createUser(email: string, role: string, extra?: { projectRole?: string }): Promise<number>;
  signIn(email: string): Promise<string>;
  table(headers: string[], rows: (string | number)[][]): string;
  percentile(sorted: number[], p: number): number;
}

interface ReadCase {
  name: string;
  token: string;
  path: string;
}

/**
 * (f) `--sections design` (issue 10 §5): the design validation reads on the bulk projects, timed like the
 * list (sequential after a warm-up), and a 100 MB design document uploaded through `projects/uploadafile`
 * and downloaded through `GetFileById`, with the memory really kept (full GC every 8 MiB).
 */
export async function benchDesign(ctx: DesignBenchContext): Promise<void> {
  const { database, base } = ctx;
  const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(query));
  const inReview = theRow(
    await rows<{ id: number }>(
      sql`select project_id as id from design_validations where feedback_type = 1 order by project_id limit 1`,
    ),
    'a project in design review (feedback type 1)',
  );
  const total1 = theRow(
    await rows<{ n: number }>(sql`select count(*)::int as n from design_validations where feedback_type = 1`),
    'the count of feedback type 1',
  );
  const total2 = theRow(
    await rows<{ n: number }>(sql`select count(*)::int as n from design_validations where feedback_type = 2`),
    'the count of feedback type 2',
  );

  await ctx.createUser('hq@bench.test', ROLES.HQ);
  const originatorId = await ctx.createUser('originator@bench.test', ROLES.ORIGINATOR);
  // A registered project of the bench originator: the upload target.
  const target = theRow(
    await rows<{ id: number }>(
      sql`update projects set originator_user_id = ${originatorId}
        where id = (select id from projects where status_id = ${STATUS.registered} and is_enabled order by id limit 1)
        returning id`,
    ),
    'a registered project for the upload',
  );
  const vc = await ctx.signIn('vc@bench.test');
  const hq = await ctx.signIn('hq@bench.test');
  const originator = await ctx.signIn('originator@bench.test');

  const lastPage1 = Math.max(0, Math.floor((total1.n - 1) / 25));
  const cases: ReadCase[] = [
    {
      name: 'VC GetAllDesignValidationInfoForUser',
      token: vc,
      path: `/api/projects/GetAllDesignValidationInfoForUser/0/${inReview.id}`,
    },
    {
      name: 'VC GetDocumentInfoToDownload',
      token: vc,
      path: `/api/projects/GetDocumentInfoToDownload/0/${inReview.id}`,
    },
    {
      name: 'VC GetAllCommentByProject',
      token: vc,
      path: `/api/projects/GetAllCommentByProject/${inReview.id}`,
    },
    {
      name: `HQ Pending Validation (type 1), first page of ${total1.n.toLocaleString('en')}`,
      token: hq,
      path: '/api/projects/GetAllProjectsOnFeedBackType/1?page=0&pageSize=25',
    },
    {
      name: `HQ Pending Validation, last page (${lastPage1 + 1})`,
      token: hq,
      path: `/api/projects/GetAllProjectsOnFeedBackType/1?page=${lastPage1}&pageSize=25`,
    },
    {
      name: `VC Feedback Provided (type 2), first page of ${total2.n.toLocaleString('en')}`,
      token: vc,
      path: '/api/projects/GetAllProjectsOnFeedBackType/2?page=0&pageSize=25',
    },
  ];
  console.log(
    `\n(f) design validation reads — ${ctx.requests} sequential requests per case after ${ctx.warmup} warm-up`,
  );
  const results: (string | number)[][] = [];
  for (const c of cases) {
    const call = async () => {
      const started = performance.now();
      const res = await fetch(`${base}${c.path}`, { headers: { authorization: `Bearer ${c.token}` } });
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - started };
    };
    const probe = await call();
    if (probe.status !== 200) {
      results.push([c.name, '-', '-', '-', 1, `HTTP ${probe.status}`]);
      continue;
    }
    for (let i = 0; i < ctx.warmup; i++) await call();
    const times: number[] = [];
    let errors = 0;
    for (let i = 0; i < ctx.requests; i++) {
      const r = await call();
      if (r.status !== 200) errors++;
      times.push(r.ms);
    }
    times.sort((a, b) => a - b);
    const p95 = ctx.percentile(times, 95);
    results.push([
      c.name,
      `${ctx.percentile(times, 50).toFixed(1)} ms`,
      `${p95.toFixed(1)} ms`,
      `${ctx.percentile(times, 99).toFixed(1)} ms`,
      errors,
      p95 <= READ_BUDGET_P95_MS ? 'yes' : 'NO',
    ]);
  }
  console.log(ctx.table(['case', 'p50', 'p95', 'p99', 'errors', `p95 ≤ ${READ_BUDGET_P95_MS} ms`], results));

  // The 100 MB document: timed once, then again with a full GC every 8 MiB (what is really kept).
  const gc = forcedGc();
  const auth = { authorization: `Bearer ${originator}` };
  const measured: { what: string; timed: Measured; kept: Measured }[] = [];
  const upload = async (name: string, g: (() => void) | undefined) => {
    const m = await uploadMeasured(`${base}/api/projects/uploadafile`, 100 * MB, g, 8 * MB, {
      headers: auth,
      fields: { DocumentName: 'simulation', ProjectId: String(target.id), UserId: String(originatorId) },
      fileField: 'files',
      fileName: name,
      head: Buffer.from('%PDF-1.7\n'),
    });
    if (m.status !== 200) throw new Error(`upload answered ${m.status}: ${m.body.slice(0, 200)}`);
    return { m, documentId: (JSON.parse(m.body) as { documentId: number }).documentId };
  };
  const first = await upload('Simulation_run_1.pdf', undefined);
  const second = await upload('Simulation_run_2.pdf', gc);
  measured.push({ what: 'upload (projects/uploadafile)', timed: first.m, kept: second.m });
  const download = (g: (() => void) | undefined) =>
    downloadMeasured(`${base}/api/projects/GetFileById/${second.documentId}`, g, 8 * MB, { headers: auth });
  measured.push({
    what: 'download (GetFileById)',
    timed: await download(undefined),
    kept: await download(gc),
  });
  console.log(
    ctx.table(
      ['100 MB design document', 'time', 'RSS peak', `kept (after GC) < ${MEMORY_BUDGET_MB} MB`],
      measured.map((r) => [
        r.what,
        `${r.timed.seconds.toFixed(1)} s`,
        `+${r.timed.rssPeakMb.toFixed(0)} MB`,
        `+${r.kept.retainedPeakMb.toFixed(1)} MB ${r.kept.retainedPeakMb < MEMORY_BUDGET_MB ? 'yes' : 'NO'}`,
      ]),
    ),
  );
}
