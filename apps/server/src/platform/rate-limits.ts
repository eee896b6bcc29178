import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf, type Db } from '../db/client';
import { rateLimitHits } from '../db/schema';

/** Per-IP limit for the calls that take a password, a code or an address from anyone (docs/accounts.md). */
export function authRateLimit(app: FastifyInstance) {
  return { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } };
}

type RouteParams = { routeInfo?: { method?: string | string[]; url?: string } };
type Incr = (err: Error | null, res?: { current: number; ttl: number }) => void;

/** Expired rows are deleted at most this often per instance (they are harmless meanwhile: the upsert restarts them). */
const PRUNE_EVERY_MS = 60_000;

/**
 * A store for @fastify/rate-limit that counts in PostgreSQL (docs/decisions/021-rate-limits-in-postgresql.md), so several instances share one
 * budget per call and caller. One atomic upsert per counted call: it starts a window, counts in it, or
 * starts the next one once it has passed. `routePrefix` keeps each call's count apart, as the in-memory
 * store's per-route children do.
 */
export function postgresRateLimitStore(db: Db) {
  let prunedAt = 0;
  const prune = () => {
    const now = Date.now();
    if (now - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now;
    void db
      .delete(rateLimitHits)
      .where(lt(rateLimitHits.resetAt, sql`now()`))
      .catch(() => undefined);
  };

  return class PostgresRateLimitStore {
    private readonly routePrefix: string;

    // At run time the plugin passes its merged options with `routeInfo` (the route); its types say otherwise.
    constructor(options?: unknown) {
      const { method, url } = (options as RouteParams | undefined)?.routeInfo ?? {};
      this.routePrefix = url ? `${[method].flat().join(',')} ${url}` : '';
    }

    incr(key: string, cb: Incr, timeWindow: number): void {
      prune();
      const id = `${this.routePrefix}|${key}`;
      db.execute(
        sql`insert into rate_limit_hits (key, hits, reset_at)
            values (${id}, 1, now() + make_interval(secs => ${timeWindow / 1000}))
            on conflict (key) do update set
              hits = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.hits + 1 end,
              reset_at = case when rate_limit_hits.reset_at <= now() then excluded.reset_at
                              else rate_limit_hits.reset_at end
            returning hits, ceil(extract(epoch from reset_at - now()) * 1000)::int as ttl`,
      ).then(
        (result) => {
          const [row] = rowsOf<{ hits: number; ttl: number }>(result);
          cb(null, { current: Number(row?.hits ?? 1), ttl: Math.max(0, Number(row?.ttl ?? timeWindow)) });
        },
        (err: Error) => cb(err),
      );
    }

    child(options: unknown) {
      return new PostgresRateLimitStore(options);
    }
  };
}
