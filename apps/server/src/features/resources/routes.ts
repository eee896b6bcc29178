import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientConfig, toLanguage } from '@portal/contract';
import { packs } from '@portal/contract/i18n';

export async function resourcesRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['resources'];

  app.get(
    '/resources/getresources/:lang',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: z.object({ lang: z.string().max(10) }),
        response: { 200: z.record(z.string(), z.string()) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return packs[toLanguage(request.params.lang)];
    },
  );

  app.get(
    '/resources/getIdfordevice',
    { config: { access: 'public' }, schema: { tags, response: { 200: z.object({ deviceId: z.string() }) } } },
    async () => ({ deviceId: randomUUID() }),
  );

  app.get(
    '/client-config',
    { config: { access: 'public' }, schema: { tags, response: { 200: clientConfig } } },
    async () => ({
      demo: app.config.demo,
      ipServiceUrl: app.config.ipServiceUrl,
      introVideoUrl: app.config.introVideoUrl,
      mapTileUrl: app.config.mapTileUrl,
      geocoderUrl: app.config.geocoderUrl,
      helpDeskEmail: app.config.helpdeskEmail,
      idleTimeoutMs: app.config.idleTimeoutMs,
      idleCountdownSeconds: app.config.idleCountdownSeconds,
    }),
  );
}
