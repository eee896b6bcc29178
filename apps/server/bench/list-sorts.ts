import pg from 'pg';
import { projectListBody, PROJECT_SORT_FIELDS, type ProjectListBody } from '@portal/contract';
import type { Config } from '../src/config';
import type { Db } from '../src/db/client';
import { listCondition } from '../src/features/project-list/query';
import { offsetQuery, phaseQuery } from '../src/features/projects/keyset';
import { explain, startOf, type Who } from './list-explain';
import { table } from './report';

/**
 * `--sections explain-sorts`: the rows query of every sort and direction under EXPLAIN ANALYZE, with no
 * filter, with a narrow filter (one country, one status) and in an RND user's scope: the first page, and the
 * fifth reached by Next (its cursor). Which sorts are an index walk with the common filters, and which sort
 * every matching row.
 */

const FILTERS: { name: string; token: 'vc' | 'rnd'; body: ProjectListBody }[] = [
  { name: 'VC', token: 'vc', body: {} },
  { name: 'VC FR, status 1', token: 'vc', body: { arCountries: ['FR'], arProjectStatus: [1] } },
  { name: 'RND scope', token: 'rnd', body: {} },
];

export async function benchListSorts(db: Db, url: string, who: Record<'vc' | 'rnd', Who>, config: Config) {
  console.log(
    '(a″) every sort: the rows query of page 1 / page 5 by cursor (median of 3 EXPLAIN ANALYZE, ms)',
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const lines: string[][] = [];
  try {
    for (const field of PROJECT_SORT_FIELDS)
      for (const dir of ['asc', 'desc'] as const) {
        const line = [`${field} ${dir}`];
        for (const f of FILTERS) {
          const body = projectListBody.parse({ ...f.body, SortField: field, SortDirection: dir });
          const where = await listCondition(db, who[f.token], body, config.ballClock);
          const first = await explain(client, offsetQuery(db, where, body, 0, body.PageSize));
          const start = await startOf(db, where, body, 4);
          const fifth =
            'offset' in start
              ? first
              : await explain(
                  client,
                  phaseQuery(db, where, body, start.from.value === null ? 'nulls' : 'values', start.from, 25),
                );
          line.push(`${first.ms.toFixed(1)} / ${fifth.ms.toFixed(1)}`);
        }
        lines.push(line);
      }
  } finally {
    await client.end();
  }
  console.log(table(['sort', ...FILTERS.map((f) => f.name)], lines));
}
