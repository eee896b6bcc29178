import type { FastifyReply } from 'fastify';
import type { Storage } from './storage';
import { notFound } from './errors';

/** Streams a stored file with its original name (RFC 6266 / 5987 for non-ASCII names). */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: Storage,
  file: { storageKey: string; fileName: string; contentType: string; sizeBytes: number },
) {
  const stream = await storage.get(file.storageKey).catch(() => {
    throw notFound();
  });
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .type(file.contentType)
    .header('content-length', file.sizeBytes)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .send(stream);
}
