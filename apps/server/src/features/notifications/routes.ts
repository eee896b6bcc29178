import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, count, eq, isNull } from 'drizzle-orm';
import { ROLES } from '@portal/contract';
import { notifications } from '../../db/schema';

export async function notificationsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // The bell's count (spec 000 §2.3). Always the caller's own: the userEmail parameter is not trusted.
  app.get(
    '/home/getnotificationbyuser',
    {
      config: { access: [ROLES.VC] },
      schema: {
        tags: ['notifications'],
        querystring: z.object({ userEmail: z.string().optional() }),
        response: { 200: z.object({ notificationCount: z.number() }) },
      },
    },
    async (request) => {
      const [row] = await app.db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, request.auth!.userId), isNull(notifications.readAt)));
      return { notificationCount: row?.n ?? 0 };
    },
  );
}
