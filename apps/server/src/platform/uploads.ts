import type { z } from 'zod';
import { FILE_KINDS, type FileKind } from '@portal/contract';
import { badInputError, findBadInput } from './bad-input';
import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { storedFiles } from '../db/schema';
import { HttpError } from './errors';
import { acceptedKind } from './file-types';
import { TooLargeError, type Storage, type StoredObject } from './storage';

/**
 * Uploads (docs/files.md): multipart files stream straight into the storage, counted, hashed and limited on the
 * way; nothing is buffered whole and nothing is left behind when an upload is refused or broken off.
 *
 * A route handler calls `receiveUpload(request)` (or `withUpload(request, handle)`), validates the names
 * and fields it got, and records the stored keys. The uploaded name is metadata only: it never becomes a key
 * or a path, and the route decides whether it is acceptable.
 */

const DEFAULT_MAX_FILES = 20;

/** Registration options of @fastify/multipart (registered once in app.ts). */
export function multipartOptions(maxUploadBytes: number): FastifyMultipartBaseOptions {
  return {
    // busboy stops a file at `fileSize` and would end it quietly (truncated): one byte more lets the
    // storage's own limit see the excess and refuse the file mid-stream.
    limits: {
      fileSize: maxUploadBytes + 1,
      files: DEFAULT_MAX_FILES,
      fields: 50,
      fieldSize: 64 * 1024,
      fieldNameSize: 200,
      parts: DEFAULT_MAX_FILES + 50,
      headerPairs: 100,
    },
    throwFileSizeLimit: true,
  };
}

export interface ReceivedFile {
  /** The form field that carried the file. */
  field: string;
  /** The name the client sent (no path), unvalidated: metadata only. */
  fileName: string;
  /** The content type the client declared, unverified. */
  contentType: string;
  /** Where the bytes are: the storage key, size and SHA-256. */
  stored: StoredObject;
}

export interface ReceivedUpload {
  /** Every file of the request, in order, already stored. */
  files: ReceivedFile[];
  /** The text fields (a repeated name keeps its last value). */
  fields: Record<string, string>;
  /** Removes every stored file of this upload (a route that refuses it after reading it). */
  discard(): Promise<void>;
}

export interface UploadOptions {
  /** Most files one request may carry (default 20): 413 beyond. */
  maxFiles?: number;
}

/**
 * Reads a multipart request, streaming each file into the app's storage with the MAX_UPLOAD_MB limit.
 * Refusals are HttpErrors with language-pack messages: 415 not multipart, 413 a file over the limit or too
 * many files or fields, 400 a field over 64 KB or a broken-off / malformed body. On any refusal the files
 * of the request already stored are removed: the caller gets everything or nothing.
 */
export async function receiveUpload(
  request: FastifyRequest,
  options: UploadOptions = {},
): Promise<ReceivedUpload> {
  const { storage, config } = request.server;
  if (!request.isMultipart()) throw new HttpError(415, 'upload.notMultipart');
  const files: ReceivedFile[] = [];
  const fields: Record<string, string> = {};
  const discard = () => removeAll(storage, files, request);
  try {
    const maxFiles = options.maxFiles ?? DEFAULT_MAX_FILES;
    for await (const part of request.parts({ limits: { files: maxFiles, parts: maxFiles + 50 } })) {
      if (part.type === 'file') {
        const stored = await storage.put(part.file, config.maxUploadBytes);
        files.push({ field: part.fieldname, fileName: part.filename, contentType: part.mimetype, stored });
        // Should busboy have cut the file at its own limit, the stored object is not the whole file.
        if (part.file.truncated) throw new TooLargeError(config.maxUploadBytes);
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw new HttpError(400, 'validation.tooLong');
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      }
    }
  } catch (err) {
    const clientGone = !request.raw.complete && request.raw.destroyed;
    await discard();
    stopReading(request);
    throw refusal(err, config.maxUploadBytes, clientGone);
  }
  return { files, fields, discard };
}

/**
 * `receiveUpload`, then `handle` with the upload; when `handle` throws (a refused name, a failed insert),
 * the upload's stored files are removed before the error goes on.
 */
export async function withUpload<T>(
  request: FastifyRequest,
  handle: (upload: ReceivedUpload) => Promise<T>,
  options?: UploadOptions,
): Promise<T> {
  const upload = await receiveUpload(request, options);
  try {
    return await handle(upload);
  } catch (err) {
    await upload.discard();
    throw err;
  }
}

async function removeAll(storage: Storage, files: ReceivedFile[], request: FastifyRequest) {
  await Promise.all(
    files.map((f) =>
      storage.remove(f.stored.key).catch((err: unknown) => {
        request.log.error({ err, key: f.stored.key }, 'could not remove a refused upload');
      }),
    ),
  );
}

/**
 * After a refusal the rest of the body is read and dropped, so the client, still sending, gets the 413
 * instead of a reset connection, and the connection stays usable.
 */
function stopReading(request: FastifyRequest) {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  raw.unpipe();
  raw.resume();
}

const MB = 1024 * 1024;

/** What the multipart parser throws for a body that is cut short or not well-formed. */
const MALFORMED = /Boundary not found|unexpected end of multipart data|The needle cannot/i;

/** The client's failures as language-pack refusals; the storage's own failures go on as they are (500). */
function refusal(err: unknown, maxUploadBytes: number, clientGone: boolean): unknown {
  if (err instanceof HttpError) return err;
  const max = { max: Math.floor(maxUploadBytes / MB) };
  if (err instanceof TooLargeError) return new HttpError(413, 'upload.tooLarge', max);
  switch ((err as { code?: string } | undefined)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, 'upload.tooLarge', max);
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, 'upload.tooManyParts');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, 'upload.notMultipart');
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new HttpError(400, 'upload.broken');
  }
  if (clientGone || (err instanceof Error && MALFORMED.test(err.message))) {
    return new HttpError(400, 'upload.broken');
  }
  return err;
}

/**
 * The text fields of a multipart call, parsed with the route table's `multipart` schema: a NUL byte, a lone
 * surrogate or a bad value is a 400 with the field named, as for JSON bodies. Call inside `withUpload`, so a refusal
 * removes the files already stored.
 */
export function parseUploadFields<S extends z.ZodType>(
  schema: S,
  fields: Record<string, string>,
): z.output<S> {
  const bad = findBadInput(fields);
  if (bad) throw badInputError(bad);
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || 'body';
    problems[field] ??= issue.message;
  }
  const first = Object.values(problems)[0] ?? 'validation.invalid';
  throw new HttpError(400, first, {}, problems);
}

/**
 * The `stored_files` rows of received files (already in storage), in the caller's transaction: one place for
 * what a stored file records (key, name, content type, size, SHA-256, who uploaded it and when). Each file
 * must be one of the slot's `allowed` kinds by its name and its content (platform/file-types: 415
 * otherwise, and the caller's `withUpload` removes the files); the type kept is that kind's, never the
 * one the client declared.
 */
export async function recordStoredFiles(
  tx: DbOrTx,
  files: readonly ReceivedFile[],
  allowed: readonly FileKind[],
  createdBy: number | null,
  createdAt?: Date,
): Promise<{ id: number; fileName: string }[]> {
  if (!files.length) return [];
  const kinds = files.map((f) => acceptedKind(f.fileName, f.stored.head, allowed));
  return tx
    .insert(storedFiles)
    .values(
      files.map((f, i) => ({
        storageKey: f.stored.key,
        fileName: f.fileName,
        contentType: FILE_KINDS[kinds[i]!].type,
        sizeBytes: f.stored.sizeBytes,
        sha256: f.stored.sha256,
        createdBy,
        ...(createdAt ? { createdAt } : {}),
      })),
    )
    .returning({ id: storedFiles.id, fileName: storedFiles.fileName });
}
