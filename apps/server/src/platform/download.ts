import { Readable } from 'node:stream';
import contentDisposition from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { requestedRange } from './byte-range';
import { MissingObjectError, HEAD_BYTES, type ByteRange, type Storage } from './storage';
import { notFound } from './errors';
import { servedAs } from './file-types';

/** A stored file as the downloads read it: its key, name, recorded type, size and validators. */
export interface DownloadFile {
  storageKey: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  /** The stored SHA-256: the strong `ETag`. */
  sha256: string;
  /** When it was stored: its `Last-Modified` (a stored file never changes under its key). */
  createdAt?: Date | null;
}

/**
 * Streams a stored file with its original name (docs/files.md): `Content-Disposition` by the content-disposition
 * package (an ISO-8859-1 `filename` fallback and the UTF-8 `filename*` of RFC 6266 / 8187).
 * The type is decided again from the first bytes (platform/file-types `servedAs`), with `nosniff`: a file
 * is served as what it is, and only a PDF or a raster image is ever `inline`.
 * A GET may ask for one range of bytes (platform/byte-range.ts): 206 with only those bytes read from the
 * storage, or 416. HEAD (Fastify answers it with the GET's handler) reads only the first bytes.
 * A key with nothing stored answers 404; any other storage failure stays a server error.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: Storage,
  file: DownloadFile,
  /** `inline` to show the file in the browser (a preview) when its kind allows it. */
  options: { disposition?: 'attachment' | 'inline' } = {},
) {
  const { method, headers } = reply.request;
  // A repeated If-Range matches nothing: the whole file.
  const ifRange = headers['if-range'];
  const size = file.sizeBytes;
  const etag = `"${file.sha256}"`;
  const lastModified = file.createdAt ? file.createdAt.toUTCString() : undefined;
  const validators = () => {
    reply.header('accept-ranges', 'bytes').header('etag', etag);
    if (lastModified) reply.header('last-modified', lastModified);
    return reply;
  };
  // Range is defined for GET only (RFC 9110 §14.2): a HEAD describes the whole file.
  const range =
    method === 'GET'
      ? requestedRange(headers.range, Array.isArray(ifRange) ? '' : ifRange, size, { etag, lastModified })
      : ({ kind: 'whole' } as const);
  if (range.kind === 'unsatisfiable')
    return validators().code(416).header('content-range', `bytes */${size}`).send();

  const read = (part?: ByteRange) =>
    storage.get(file.storageKey, part).catch((err: unknown) => {
      throw err instanceof MissingObjectError ? notFound() : err;
    });
  const headPart = size > 0 ? { start: 0, end: Math.min(HEAD_BYTES, size) - 1 } : undefined;
  let head: Buffer;
  let body: Readable;
  if (method === 'HEAD') {
    head = await readAll(await read(headPart));
    // An empty stream, not an empty string: Fastify's HEAD then keeps the Content-Length set here.
    body = Readable.from([]);
  } else if (range.kind === 'part' && (range.start > 0 || range.end < (headPart?.end ?? 0))) {
    // A part that does not hold the first bytes: they are read on their own, for the type.
    head = await readAll(await read(headPart));
    body = await read({ start: range.start, end: range.end });
  } else {
    ({ head, body } = await peek(
      await read(range.kind === 'part' ? { start: range.start, end: range.end } : undefined),
      HEAD_BYTES,
    ));
  }

  const served = servedAs(file.contentType, head, options.disposition === 'inline');
  validators()
    .type(served.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(file.fileName, { type: served.disposition }));
  if (range.kind === 'part')
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1);
  else reply.header('content-length', size);
  return reply.send(body);
}

async function readAll(stream: Readable): Promise<Buffer> {
  return Buffer.concat((await stream.toArray()) as Buffer[]);
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
