import contentDisposition from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { MissingObjectError, type Storage } from './storage';
import { notFound } from './errors';

/**
 * Streams a stored file with its original name (DESIGN §7): `Content-Disposition` by the content-disposition
 * package (an ISO-8859-1 `filename` fallback and the UTF-8 `filename*` of RFC 6266 / 8187).
 * A key with nothing stored answers 404; any other storage failure stays a server error.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: Storage,
  file: { storageKey: string; fileName: string; contentType: string; sizeBytes: number },
  /** `inline` to show the file in the browser (a preview) instead of downloading it. */
  options: { disposition?: 'attachment' | 'inline' } = {},
) {
  const stream = await storage.get(file.storageKey).catch((err: unknown) => {
    throw err instanceof MissingObjectError ? notFound() : err;
  });
  return reply
    .type(file.contentType)
    .header('content-length', file.sizeBytes)
    .header(
      'content-disposition',
      contentDisposition(file.fileName, { type: options.disposition ?? 'attachment' }),
    )
    .send(stream);
}
