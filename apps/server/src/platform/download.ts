import { Readable } from 'node:stream';
import contentDisposition from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { MissingObjectError, HEAD_BYTES, type Storage } from './storage';
import { notFound } from './errors';
import { servedAs } from './file-types';

/**
 * Streams a stored file with its original name (docs/files.md): `Content-Disposition` by the content-disposition
 * package (an ISO-8859-1 `filename` fallback and the UTF-8 `filename*` of RFC 6266 / 8187).
 * The type is decided again from the first bytes (platform/file-types `servedAs`), with `nosniff`: a file
 * is served as what it is, and only a PDF or a raster image is ever `inline`.
 * A key with nothing stored answers 404; any other storage failure stays a server error.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: Storage,
  file: { storageKey: string; fileName: string; contentType: string; sizeBytes: number },
  /** `inline` to show the file in the browser (a preview) when its kind allows it. */
  options: { disposition?: 'attachment' | 'inline' } = {},
) {
  const stream = await storage.get(file.storageKey).catch((err: unknown) => {
    throw err instanceof MissingObjectError ? notFound() : err;
  });
  const { head, body } = await peek(stream, HEAD_BYTES);
  const served = servedAs(file.contentType, head, options.disposition === 'inline');
  return reply
    .type(served.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-length', file.sizeBytes)
    .header('content-disposition', contentDisposition(file.fileName, { type: served.disposition }))
    .send(body);
}

/** The first `bytes` of a stream (fewer when it is shorter), and a stream of all of it, head included. */
async function peek(stream: Readable, bytes: number): Promise<{ head: Buffer; body: Readable }> {
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  try {
    while (size < bytes) {
      const next = await reader.next();
      if (next.done) break;
      chunks.push(next.value);
      size += next.value.length;
    }
  } catch (err) {
    stream.destroy();
    throw err;
  }
  const read = Buffer.concat(chunks);
  async function* all() {
    try {
      yield read;
      for (;;) {
        const next = await reader.next();
        if (next.done) return;
        yield next.value;
      }
    } finally {
      // A reader that stops early (the client went away) releases the file.
      await reader.return?.();
    }
  }
  return { head: read.subarray(0, bytes), body: Readable.from(all(), { objectMode: false }) };
}
