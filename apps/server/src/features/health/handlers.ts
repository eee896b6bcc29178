import { sql } from 'drizzle-orm';
import { migrationCount, rowsOf } from '../../db/client';
import type { FeatureHandlers } from '../../platform/api';
import { serverErrorAnswer } from '../../platform/errors';

export const healthHandlers: FeatureHandlers<'health' | 'ready'> = {
  health: () => ({ status: 'ok' }),
  // Ready when the database answers and every checked-in migration is applied.
  ready: async ({ db, request, reply }) => {
    try {
      const result = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const applied = rowsOf<{ n: number }>(result)[0]?.n ?? 0;
      const expected = migrationCount();
      if (applied < expected) throw new Error(`${applied} of ${expected} migrations applied`);
      return { status: 'ready', migrations: applied };
    } catch (err) {
      return reply.status(503).send(serverErrorAnswer(request, 503, (err as Error).message));
    }
  },
};
