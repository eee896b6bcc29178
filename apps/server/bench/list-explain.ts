import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import { projectListBody, type Role } from '@portal/contract';
import type { Config } from '../src/config';
import type { Db } from '../src/db/client';
import { pageStart, readPage, type PageStart } from '../src/features/project-list/list-page';
import { cappedCountQuery } from '../src/features/project-list/list-total';
import { listCondition } from '../src/features/project-list/query';
import { offsetQuery, phaseQuery } from '../src/features/projects/keyset';
import { LIST_CASES } from './list';
import { median, table } from './report';

/**
 * `--sections explain`: the list cases of section (a) as the server runs them, each page's rows query and
 * its count query apart, under EXPLAIN (ANALYZE, BUFFERS): which of the two costs the time, and the plans.
 * A page reached by Next is explained from its cursor (the first phase's query, the one that reads).
 */

export interface Who {
  userId: number;
  role: Role;
}

interface Explained {
  ms: number;
  plan: string;
}

export type Query = { toSQL(): { sql: string; params: unknown[] } };

export async function explain(client: pg.Client, query: Query, runs = 3): Promise<Explained> {
  const { sql: text, params } = query.toSQL();
  const times: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const res = await client.query<{ 'QUERY PLAN': [{ 'Execution Time': number }] }>(
      `explain (analyze, format json) ${text}`,
      params,
    );
    if (i > 0) times.push(res.rows[0]?.['QUERY PLAN'][0]['Execution Time'] ?? NaN); // the first warms up
  }
  const res = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${text}`, params);
  return { ms: median(times), plan: res.rows.map((r) => r['QUERY PLAN']).join('\n') };
}

/** The page's start: its cursor after the Next clicks of the case, as the web would send it. */
export async function startOf(
  db: Db,
  where: SQL | undefined,
  body: ReturnType<typeof projectListBody.parse>,
  next = 0,
) {
  let start: PageStart = pageStart(body);
  for (let i = 0; i < next; i++) {
    const page = await readPage(db, where, body, start, body.PageSize);
    const last = page.rows.at(-1);
    if (!last) break;
    start = { side: 'after', from: { value: last.cursor, id: last.id } };
  }
  return start;
}

export async function benchListExplain(
  db: Db,
  url: string,
  who: Record<'vc' | 'rnd', Who>,
  config: Config,
): Promise<void> {
  console.log(
    '(a′) the list cases explained: rows query and count query apart (median of 3 EXPLAIN ANALYZE)',
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const lines: string[][] = [];
  const plans: string[] = [];
  try {
    for (const c of LIST_CASES) {
      const body = projectListBody.parse(c.body);
      const where = await listCondition(db, who[c.token], body, config.ballClock);
      const start = await startOf(db, where, body, c.next);
      const rowsQuery =
        'offset' in start
          ? offsetQuery(db, where, body, start.offset, body.PageSize)
          : phaseQuery(
              db,
              where,
              body,
              start.from.value === null ? 'nulls' : 'values',
              start.from,
              body.PageSize,
            );
      // The count the server runs when the kept counts cannot answer (a search, a ball filter): capped.
      const countQuery = cappedCountQuery(db, where);
      const rows = await explain(client, rowsQuery);
      const count = await explain(client, countQuery);
      const share = (100 * count.ms) / (rows.ms + count.ms);
      lines.push([c.name, `${rows.ms.toFixed(1)} ms`, `${count.ms.toFixed(1)} ms`, `${share.toFixed(0)} %`]);
      plans.push(`--- ${c.name}: rows\n${rows.plan}\n--- ${c.name}: count\n${count.plan}`);
    }
  } finally {
    await client.end();
  }
  console.log(table(['case', 'rows query', 'count query', 'count share'], lines));
  console.log(`\n${plans.join('\n\n')}\n`);
}
