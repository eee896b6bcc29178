import Fastify from 'fastify';
import fastifyAccepts from '@fastify/accepts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { registerErrorHandler } from '../platform/errors';
import { createTestContext, type TestContext } from '../../test/helpers';
import { withDatabase } from '../../test/global-setup';
import { rowsOf, type Tx } from './client';
import { conflictOf, TRANSACTION_ATTEMPTS } from './conflicts';

describe('conflictOf', () => {
  it('knows a deadlock and a serialization failure, on the error or on the driver error Drizzle wraps', () => {
    expect(conflictOf(Object.assign(new Error('deadlock detected'), { code: '40P01' }))).toBe('deadlock');
    const wrapped = new Error('Failed query: update …', {
      cause: Object.assign(new Error('could not serialize access'), { code: '40001' }),
    });
    expect(conflictOf(wrapped)).toBe('serialization');
    // A unique violation, a lock timeout, a plain error: not conflicts to run again.
    expect(conflictOf(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeNull();
    expect(conflictOf(new Error('x', { cause: { code: '55P03' } }))).toBeNull();
    expect(conflictOf('40P01')).toBeNull();
    expect(conflictOf(null)).toBeNull();
  });
});

/**
 * Real deadlocks on PostgreSQL: the transaction under test locks row 1, a second connection (the partner, not
 * retried) locks row 2 and waits for row 1, then the transaction asks for row 2. The transaction's own
 * deadlock check runs first (50 ms against the partner's 10 s), so it is the one PostgreSQL aborts.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('transactions on PostgreSQL meeting a deadlock', () => {
  let ctx: TestContext;
  let url: string;
  const partners: Promise<void>[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    const db = ctx.database.db;
    await db.execute(sql`create table conflict_probe (id int primary key, n int not null)`);
    await db.execute(sql`insert into conflict_probe values (1, 0), (2, 0)`);
    const [row] = rowsOf<{ name: string }>(await db.execute(sql`select current_database() as name`));
    url = withDatabase(process.env.TEST_DATABASE_URL ?? '', row?.name ?? '');
  }, 120_000);
  afterAll(async () => {
    await Promise.allSettled(partners);
    await ctx?.close();
  });

  const counts = async () =>
    rowsOf<{ id: number; n: number }>(
      await ctx.database.db.execute(sql`select id, n from conflict_probe order by id`),
    ).map((r) => Number(r.n));

  /** Inside the transaction: row 1 taken, then row 2 while the partner holds it and waits for row 1. */
  async function meetPartner(tx: Tx): Promise<void> {
    await tx.execute(sql`set local deadlock_timeout = '50ms'`);
    await tx.execute(sql`update conflict_probe set n = n + 1 where id = 1`);
    const partner = new pg.Client({ connectionString: url });
    await partner.connect();
    await partner.query(`begin; set local deadlock_timeout = '10s'`);
    await partner.query('update conflict_probe set n = n + 10 where id = 2');
    // The partner's wait for row 1 ends when PostgreSQL aborts this transaction; then it commits.
    const waiting = partner.query('update conflict_probe set n = n + 10 where id = 1');
    partners.push(
      waiting.then(
        () => partner.query('commit').then(() => partner.end()),
        () => partner.end(),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await tx.execute(sql`update conflict_probe set n = n + 1 where id = 2`);
  }

  it('runs the transaction again after a deadlock: one retry, its writes made once, the partner’s kept', async () => {
    const before = await counts();
    const retries = ctx.database.transactionRetries().deadlock;
    let attempts = 0;
    await ctx.database.db.transaction(async (tx) => {
      attempts++;
      if (attempts === 1) return meetPartner(tx);
      await tx.execute(sql`update conflict_probe set n = n + 1 where id in (1, 2)`);
    });
    await Promise.all(partners);
    expect(attempts).toBe(2);
    expect(ctx.database.transactionRetries().deadlock).toBe(retries + 1);
    // The aborted attempt left nothing: +1 from the second attempt, +10 from the partner, on each row.
    expect(await counts()).toEqual(before.map((n) => n + 11));
  }, 60_000);

  it('answers 503 in the caller’s language after the last attempt, and nothing of the call is saved', async () => {
    const app = Fastify({ logger: false });
    app.decorate('config', loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }));
    registerErrorHandler(app);
    await app.register(fastifyAccepts);
    let attempts = 0;
    app.post('/change', async () => {
      await ctx.database.db.transaction(async (tx) => {
        attempts++;
        await meetPartner(tx);
      });
      return { saved: true };
    });
    try {
      const before = await counts();
      const retries = ctx.database.transactionRetries().deadlock;
      const res = await app.inject({ method: 'POST', url: '/change', headers: { 'accept-language': 'fr' } });
      await Promise.all(partners);
      expect(attempts).toBe(TRANSACTION_ATTEMPTS);
      expect(ctx.database.transactionRetries().deadlock).toBe(retries + TRANSACTION_ATTEMPTS - 1);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      const body = res.json<{ statusCode: number; message: string; requestId?: string }>();
      expect(body.statusCode).toBe(503);
      expect(body.message).toMatch(/^Quelqu'un d'autre a modifié les mêmes données au même moment/);
      expect(body.requestId).toEqual(expect.any(String));
      // Only the three partners' writes: every attempt of the call was rolled back.
      expect(await counts()).toEqual(before.map((n) => n + 10 * TRANSACTION_ATTEMPTS));
    } finally {
      await app.close();
    }
  }, 60_000);

  it('counts the retries on /metrics', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    const deadlocks = ctx.database.transactionRetries().deadlock;
    expect(deadlocks).toBe(TRANSACTION_ATTEMPTS);
    expect(res.body).toContain(`portal_db_transaction_retries_total{conflict="deadlock"} ${deadlocks}`);
    expect(res.body).toContain('portal_db_transaction_retries_total{conflict="serialization"} 0');
  });
});
