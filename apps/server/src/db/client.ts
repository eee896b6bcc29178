import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { noConflicts, retryingConflicts, type Conflict } from './conflicts';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type features use, whichever driver runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: same API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either, for helpers that must join the caller's transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Raw access for tests (snapshots) and health checks. */
  ping(): Promise<void>;
  /**
   * LISTEN on a channel (docs/lifecycle.md: live notifications across instances). `onPayload` gets each NOTIFY's
   * payload once its transaction commits, and `null` after the listening connection was lost and opened
   * again (anything may have been missed meanwhile). PostgreSQL: one dedicated connection per call, outside
   * the pool. PGlite: its own `listen()`, which also delivers the NOTIFYs of its own transactions on commit.
   * Resolves once listening; the function it gives stops it.
   */
  listen(channel: string, onPayload: (payload: string | null) => void): Promise<() => Promise<void>>;
  /** The connections' use now, for /metrics (platform/metrics.ts). */
  poolStats(): PoolStats;
  /** Transactions run again after a deadlock or a serialization failure, since the start (db/conflicts.ts). */
  transactionRetries(): Record<Conflict, number>;
  pglite?: PGlite;
}

/**
 * PostgreSQL: the pool's connections (`max` at most), the idle ones, and the queries waiting for one.
 * PGlite: one connection, busy while a statement runs; `waiting` is the statements queued behind it
 * (`takingTurns`), the embedded database's equivalent of waiting for a connection.
 */
export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

/**
 * Independent reads: side by side on the pool, one after another on a transaction's handle. A transaction has one
 * connection, which runs one statement at a time anyway, and node-postgres deprecates a query sent on a client
 * while another runs there (pg 9 refuses it).
 */
export async function readTogether<T extends readonly unknown[]>(
  handle: DbOrTx,
  ...reads: { [K in keyof T]: () => PromiseLike<T[K]> }
): Promise<T> {
  if (!(handle instanceof PgTransaction))
    return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}

/** Rows of a raw `db.execute` result, whichever driver answered (PGlite and node-postgres shape them differently). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** The checked-in migrations folder, found from the source tree and from the bundled dist alike. */
/**
 * The one row a statement must give (an insert's `returning()`, a row the caller's own session proves exists):
 * a missing row is a bug, so it throws with what was expected instead of reading `undefined` further on.
 */
export function theRow<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`expected one row: ${what}`);
  return row;
}

export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('migrations folder "drizzle" not found');
}

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm backs the project list's search index (migration 0003).
  const client = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  await client.waitReady;
  const turns = { queued: 0, running: false };
  const db = drizzlePglite(takingTurns(client, turns), { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    poolStats: () => ({ max: 1, total: 1, idle: turns.running ? 0 : 1, waiting: turns.queued }),
    // One connection running one transaction at a time: none ever waits for another's locks.
    transactionRetries: noConflicts,
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
    ping: async () => {
      await client.query('select 1');
    },
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, (payload) => onPayload(payload));
      return async () => {
        if (!client.closed) await stop();
      };
    },
  };
}

/**
 * PGlite runs each statement synchronously on the event loop, and it runs the statements waiting for it one
 * after another without handing the loop back: with N calls in progress, the loop was blocked for all their
 * statements at a time, and a request on a new connection (health, sign-in) waited for several such
 * stretches (issue 9 §1: 7-14 s with 50-200 clients posting list calls). Here every top-level statement or
 * transaction first waits for a `setImmediate`, so I/O and timers run between any two; the order stays
 * first come, first served. (Handing the loop back only every 20 ms was tried: no more throughput under a
 * flood, and new connections waited longer.)
 */
function takingTurns(client: PGlite, turns: { queued: number; running: boolean }): PGlite {
  let tail: Promise<unknown> = Promise.resolve();
  const turn = <T>(run: () => Promise<T>): Promise<T> => {
    turns.queued++;
    const result = tail
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => {
        turns.queued--;
        turns.running = true;
        return run().finally(() => (turns.running = false));
      });
    tail = result.catch(() => undefined);
    return result;
  };
  return new Proxy(client, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function' || prop === 'constructor') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (prop === 'query' || prop === 'exec' || prop === 'transaction')
        return (...args: unknown[]) => turn(() => method.apply(target, args) as Promise<unknown>);
      // PGlite keeps its state in private fields: its methods must run on the instance itself.
      return method.bind(target);
    },
  });
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // A dropped idle connection must not take the process down.
  pool.on('error', () => undefined);
  const retries = noConflicts();
  const db = retryingConflicts(
    drizzlePg(pool, { schema }) as unknown as Db,
    (conflict) => retries[conflict]++,
  );
  return {
    db,
    kind: 'postgres',
    transactionRetries: () => ({ ...retries }),
    migrate: () => migrateLocked(pool),
    close: () => pool.end(),
    ping: async () => {
      await pool.query('select 1');
    },
    poolStats: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, onPayload) => listenPostgres(url, channel, onPayload),
  };
}

/** The advisory lock's key for migrations (any constant the portal uses for nothing else). */
export const MIGRATION_LOCK_KEY = 7_311_023;

/**
 * Migrates on one connection that holds a session advisory lock meanwhile, so instances started at once
 * migrate one after another: the first applies what is missing, the others find nothing left to do. The
 * lock ends with the connection if the process dies.
 */
async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
    client.release();
  } catch (err) {
    // A connection in an unknown state is not given back to the pool.
    client.release(err as Error);
    throw err;
  }
}

/**
 * A dedicated connection that LISTENs on `channel` (a pooled one would be handed to queries). A lost
 * connection is opened again with a growing delay (1 s … 30 s), and `onPayload(null)` then says events may
 * have been missed.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string | null) => void,
): Promise<() => Promise<void>> {
  const quoted = `"${channel.replace(/"/g, '""')}"`;
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = 1000;

  const open = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel === channel) onPayload(msg.payload ?? '');
    });
    let lost = false;
    const onLost = () => {
      if (lost || stopped) return;
      lost = true;
      client = undefined;
      void c.end().catch(() => undefined);
      retry = setTimeout(reopen, delay);
      retry.unref();
      delay = Math.min(delay * 2, 30_000);
    };
    // Until it listens, a failure is the caller's (open() rejects); afterwards a loss starts the retries.
    c.on('error', () => undefined);
    try {
      await c.connect();
      await c.query(`LISTEN ${quoted}`);
    } catch (err) {
      await c.end().catch(() => undefined);
      throw err;
    }
    if (stopped) {
      await c.end().catch(() => undefined);
      return;
    }
    c.on('error', onLost);
    c.on('end', onLost);
    client = c;
  };
  const reopen = () => {
    retry = undefined;
    if (stopped) return;
    open().then(
      () => {
        delay = 1000;
        onPayload(null);
      },
      () => {
        if (stopped) return;
        retry = setTimeout(reopen, delay);
        retry.unref();
        delay = Math.min(delay * 2, 30_000);
      },
    );
  };

  await open();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = undefined;
    await c?.end().catch(() => undefined);
  };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl)
    : openPglite({ dataDir: path.join(opts.dataDir, 'db') });
}

/** How many migrations are checked in (for /api/ready). */
export function migrationCount(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: unknown[];
  };
  return journal.entries.length;
}
