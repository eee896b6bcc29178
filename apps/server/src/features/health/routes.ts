import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { config: { access: 'public' }, schema: { tags: ['health'] } }, async () => ({
    status: 'ok',
  }));

  // Ready when the database answers and every checked-in migration is applied.
  app.get(
    '/ready',
    { config: { access: 'public' }, schema: { tags: ['health'] } },
    async (_request, reply) => {
      try {
        const result = await app.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
        const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as {
          n: number;
        }[];
        const applied = rows[0]?.n ?? 0;
        if (applied < app.migrationCount)
          throw new Error(`${applied} of ${app.migrationCount} migrations applied`);
        return { status: 'ready', migrations: applied };
      } catch (err) {
        return reply
          .status(503)
          .send({ statusCode: 503, error: 'Service Unavailable', message: (err as Error).message });
      }
    },
  );
}
