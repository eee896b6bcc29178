import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';

/** Demo mode only: the outbox as a mailbox (DESIGN §8). Never registered in production mode. */
export async function devMailRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/dev/mail',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        querystring: z.object({
          to: z.string().optional(),
          limit: z.coerce.number().int().min(1).max(500).default(100),
        }),
        response: {
          200: z.array(
            z.object({
              to: z.string(),
              subject: z.string(),
              text: z.string(),
              html: z.string(),
              createdAt: z.string(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(mailOutbox)
        .where(request.query.to ? eq(mailOutbox.toAddress, request.query.to.toLowerCase()) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(request.query.limit);
      return rows.map((m) => ({
        to: m.toAddress,
        subject: m.subject,
        text: m.text,
        html: m.html,
        createdAt: m.createdAt.toISOString(),
      }));
    },
  );
}
