import type { DbOrTx } from './client';

const statements = new WeakMap<object, Map<string, unknown>>();

/**
 * A statement built once per database handle and reused: Drizzle skips rebuilding the SQL text, and on
 * PostgreSQL the statement is prepared once per connection (named), so the server skips parsing and
 * planning too. For the few queries every request runs (session, single-project scope check).
 * `name` must be unique per statement text; a transaction handle gets its own (short-lived) copy.
 */
export function prepared<T>(db: DbOrTx, name: string, build: (db: DbOrTx) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (!statement) {
    statement = build(db);
    byName.set(name, statement);
  }
  return statement;
}
