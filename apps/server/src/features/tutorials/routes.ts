import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tutorialGroup } from '@portal/contract';
import { sendStoredFile } from '../../platform/download';
import { libraryFile, tutorialGroups } from './service';

export async function tutorialsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['tutorials'];

  app.get(
    '/tutorials/getdynamictutorialdocuments',
    { config: { access: 'public' }, schema: { tags, response: { 200: z.array(tutorialGroup) } } },
    () => tutorialGroups(app.db),
  );
  app.get(
    '/tutorials/downloadinfopackdocument/:documentId',
    {
      config: { access: 'optional' },
      schema: { tags, params: z.object({ documentId: z.coerce.number().int().positive() }) },
    },
    async (request, reply) => {
      const file = await libraryFile(app.db, request.params.documentId, request.auth);
      return sendStoredFile(reply, app.storage, file);
    },
  );
}
