import type { ProjectListBody } from '@portal/contract';
import type { Options } from './options';
import { ms, percentile, table } from './report';

/** docs/budgets.md: the project list page, p95. */
const LIST_BUDGET_P95_MS = 50;

export interface ListCase {
  name: string;
  token: 'vc' | 'rnd';
  body: ProjectListBody;
  /** The page reached by this many Next clicks from the first (each sends the answer's lastCursor). */
  next?: number;
}

export const LIST_CASES: ListCase[] = [
  { name: 'VC default (created on, newest first)', token: 'vc', body: {} },
  {
    name: 'VC FR+DE, status 1–3, by site name',
    token: 'vc',
    body: {
      arCountries: ['FR', 'DE'],
      arProjectStatus: [1, 2, 3],
      SortField: 'siteName',
      SortDirection: 'asc',
    },
  },
  {
    name: 'VC brand Opel, by status date, page 5 (Next ×4)',
    token: 'vc',
    body: { arBrands: ['Opel'], SortField: 'statusDate', SortDirection: 'desc' },
    next: 4,
  },
  {
    name: 'VC brand Opel, by status date, page 5 by Page',
    token: 'vc',
    body: { arBrands: ['Opel'], SortField: 'statusDate', SortDirection: 'desc', Page: 4 },
  },
  {
    name: 'VC FR+DE, status 1–3, by site name, page 5 (Next ×4)',
    token: 'vc',
    body: {
      arCountries: ['FR', 'DE'],
      arProjectStatus: [1, 2, 3],
      SortField: 'siteName',
      SortDirection: 'asc',
    },
    next: 4,
  },
  {
    name: 'VC by planned opening (nulls last), page 400 by Page',
    token: 'vc',
    body: { SortField: 'plannedOpeningDate', SortDirection: 'asc', Page: 399 },
  },
  { name: 'RND scoped (FR/DE/IT × 3 brands)', token: 'rnd', body: {} },
  {
    name: 'RND scoped, IT, by city',
    token: 'rnd',
    body: { arCountries: ['IT'], SortField: 'city', SortDirection: 'asc' },
  },
  { name: 'VC search "PRESTIGE"', token: 'vc', body: { Search: 'PRESTIGE' } },
  { name: 'VC search unique code "-2025-0004"', token: 'vc', body: { Search: '-2025-0004' } },
  // Ball in court (docs/lifecycle.md): the filters are conditions on indexed timestamps, per stage.
  { name: 'VC ball overdue', token: 'vc', body: { Ball: 'overdue' } },
  {
    name: 'VC ball due this week, by status date',
    token: 'vc',
    body: { Ball: 'dueThisWeek', SortField: 'statusDate' },
  },
  {
    name: 'RND ball overdue, content validation',
    token: 'rnd',
    body: { Ball: 'overdue', BallStage: 'content' },
  },
];

interface ListResult {
  name: string;
  total: number | string;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  note?: string;
}

async function listCall(base: string, token: string, body: ProjectListBody) {
  const started = performance.now();
  const res = await fetch(`${base}/api/Projects/getallprojectsbyfilters`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { ms: performance.now() - started, status: res.status, text };
}

/** The case's body: with the cursor of the page its Next clicks reach. */
async function caseBody(base: string, token: string, c: ListCase): Promise<ProjectListBody> {
  let body = c.body;
  for (let i = 0; i < (c.next ?? 0); i++) {
    const res = await listCall(base, token, body);
    const { lastCursor } = JSON.parse(res.text) as { lastCursor?: string | null };
    if (res.status !== 200 || !lastCursor)
      throw new Error(`${c.name}: no cursor on page ${i + 1} (${res.status})`);
    body = { ...c.body, Cursor: lastCursor };
  }
  return body;
}

async function measureList(
  base: string,
  tokens: Record<'vc' | 'rnd', string>,
  c: ListCase,
  opts: Options,
): Promise<ListResult> {
  const token = tokens[c.token];
  const body = await caseBody(base, token, c);
  const probe = await listCall(base, token, body);
  let total: number | string = '?';
  try {
    const parsed = JSON.parse(probe.text) as { rows?: unknown[]; total?: number; totalCapped?: boolean };
    if (probe.status !== 200 || !Array.isArray(parsed.rows) || typeof parsed.total !== 'number')
      throw new Error();
    // A total counted only up to the cap (docs/decisions/035-list-totals-capped.md).
    total = parsed.totalCapped ? `> ${parsed.total.toLocaleString('en')}` : parsed.total;
  } catch {
    return {
      name: c.name,
      total: '-',
      p50: NaN,
      p95: NaN,
      p99: NaN,
      max: NaN,
      errors: 1,
      note: `not available (HTTP ${probe.status}: ${probe.text.slice(0, 80)})`,
    };
  }
  for (let i = 0; i < opts.warmup; i++) await listCall(base, token, body);
  const times: number[] = [];
  let errors = 0;
  for (let i = 0; i < opts.requests; i++) {
    const r = await listCall(base, token, body);
    if (r.status !== 200) errors++;
    times.push(r.ms);
  }
  times.sort((a, b) => a - b);
  return {
    name: c.name,
    total,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.at(-1) ?? NaN,
    errors,
  };
}

/** (a) p50/p95/p99 of the project list call for realistic cases (sequential requests after a warm-up). */
export async function benchList(base: string, tokens: Record<'vc' | 'rnd', string>, opts: Options) {
  console.log(
    `(a) POST /api/Projects/getallprojectsbyfilters — ${opts.requests} sequential requests per case after ${opts.warmup} warm-up, page size 25`,
  );
  const lists: ListResult[] = [];
  for (const c of LIST_CASES) lists.push(await measureList(base, tokens, c, opts));
  console.log(
    table(
      ['case', 'rows', 'p50', 'p95', 'p99', 'max', 'errors', `p95 ≤ ${LIST_BUDGET_P95_MS} ms`],
      lists.map((r) => [
        r.name,
        typeof r.total === 'number' ? r.total.toLocaleString('en') : r.total,
        r.note ? '-' : ms(r.p50),
        r.note ? '-' : ms(r.p95),
        r.note ? '-' : ms(r.p99),
        r.note ? '-' : ms(r.max),
        r.errors,
        r.note ? r.note : r.p95 <= LIST_BUDGET_P95_MS ? 'yes' : 'NO',
      ]),
    ),
  );
}
