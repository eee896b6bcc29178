import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers';
import { readTogether, theRow, type DbOrTx } from './client';

describe('theRow', () => {
  it('gives the first row, and throws naming what was expected when there is none', () => {
    expect(theRow([{ id: 1 }, { id: 2 }], 'a project')).toEqual({ id: 1 });
    expect(() => theRow([], 'the new project')).toThrow('expected one row: the new project');
  });
});

describe('readTogether', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  }, 120_000);
  afterAll(() => ctx?.close());

  /** Three reads of 30 ms each, noting when each starts and ends. */
  async function threeReads(handle: DbOrTx) {
    const events: string[] = [];
    const read = (name: string, value: number) => async () => {
      events.push(`start ${name}`);
      await handle.execute(sql`select pg_sleep(0.03)`);
      events.push(`end ${name}`);
      return value;
    };
    const results = await readTogether(handle, read('a', 1), read('b', 2), read('c', 3));
    return { results, events };
  }

  it('on a transaction, runs the reads one after another (one connection: no query sent while another runs)', async () => {
    const { results, events } = await ctx.database.db.transaction((tx) => threeReads(tx));
    expect(results).toEqual([1, 2, 3]);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('on the pool, starts them all at once, and answers in the order asked', async () => {
    const { results, events } = await threeReads(ctx.database.db);
    expect(results).toEqual([1, 2, 3]);
    expect(events.slice(0, 3)).toEqual(['start a', 'start b', 'start c']);
  });
});
