import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline as pipelineCallback, Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';

export interface StoredObject {
  key: string;
  sizeBytes: number;
  sha256: string;
  /** The first bytes (up to HEAD_BYTES), kept on the way for deciding the file's type from its content. */
  head: Buffer;
}

/** How many first bytes `put` keeps: enough for every signature the uploads check (platform/file-types). */
export const HEAD_BYTES = 512;

/**
 * Where file contents live (docs/files.md). Keys are server-made; an uploaded name never reaches a path or a key.
 * Every driver writes an object completely or not at all: `put` either resolves with the stored object or
 * rejects with nothing left behind (a body over `limitBytes` rejects with `TooLargeError` mid-stream).
 */
export interface Storage {
  put(body: Readable | Buffer, limitBytes?: number): Promise<StoredObject>;
  /**
   * The object's bytes as a stream, or only those from `start` to `end` (both included; the caller keeps them
   * inside the object): the driver reads no more than that. Rejects with `MissingObjectError` when the key
   * holds nothing.
   */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes the object; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  /** Throws when the storage cannot be used (checked once at start). */
  check(): Promise<void>;
  /** Keys of the complete objects last written before `before` (the orphan sweep, platform/orphan-sweep.ts). */
  listKeys(before: Date): AsyncIterable<string>;
  /** Removes what uploads cut off by a crash left half-written before `before`; answers how many. */
  removePartials(before: Date): Promise<number>;
}

/** Bytes `start` to `end` of an object, both included (as in HTTP's `Content-Range`). */
export interface ByteRange {
  start: number;
  end: number;
}

export class TooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`file larger than ${limitBytes} bytes`);
    this.name = 'TooLargeError';
  }
}

export class MissingObjectError extends Error {
  constructor(key: string) {
    super(`no stored object ${key}`);
    this.name = 'MissingObjectError';
  }
}

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error('bad storage key');
  return key;
}

/**
 * A pass-through that counts and hashes the bytes, keeps the first HEAD_BYTES and fails as soon as they pass
 * the limit. `failure` is
 * the first error that stopped the stream: too large, or the source's own (a client that went away).
 */
function meter(limitBytes: number) {
  const hash = createHash('sha256');
  const state = { sizeBytes: 0, failure: undefined as Error | undefined };
  const head: Buffer[] = [];
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (state.sizeBytes < HEAD_BYTES)
        head.push(Buffer.from(chunk.subarray(0, HEAD_BYTES - state.sizeBytes)));
      state.sizeBytes += chunk.length;
      if (state.sizeBytes > limitBytes) return done(new TooLargeError(limitBytes));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  stream.on('error', (err) => (state.failure ??= err));
  return { stream, state, sha256: () => hash.digest('hex'), head: () => Buffer.concat(head) };
}

const toStream = (body: Readable | Buffer): Readable =>
  Buffer.isBuffer(body) ? Readable.from([body]) : body;

/** Local-disk driver: files under DATA_DIR/files, written to a temporary name and renamed when complete. */
export class DiskStorage implements Storage {
  constructor(private readonly root: string) {
    fs.mkdirSync(path.join(root, 'tmp'), { recursive: true });
  }

  private pathOf(key: string): string {
    return path.join(this.root, key.slice(0, 2), checkKey(key));
  }

  async put(body: Readable | Buffer, limitBytes = Number.POSITIVE_INFINITY): Promise<StoredObject> {
    const key = randomUUID();
    const tmp = path.join(this.root, 'tmp', key);
    const m = meter(limitBytes);
    // The file is opened before the bytes flow: a write stream opening its own file could create it after a
    // refusal's clean-up had already run (seen under load), leaving a partial behind until the next sweep.
    const file = await fs.promises.open(tmp, 'wx');
    try {
      await pipeline(toStream(body), m.stream, file.createWriteStream());
      await file.close();
      const final = this.pathOf(key);
      await fs.promises.mkdir(path.dirname(final), { recursive: true });
      await fs.promises.rename(tmp, final);
    } catch (err) {
      await file.close().catch(() => undefined);
      await fs.promises.rm(tmp, { force: true });
      throw m.state.failure ?? err;
    }
    return { key, sizeBytes: m.state.sizeBytes, sha256: m.sha256(), head: m.head() };
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.pathOf(key);
    try {
      await fs.promises.access(file);
    } catch {
      throw new MissingObjectError(key);
    }
    return fs.createReadStream(file, range ? { start: range.start, end: range.end } : {});
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  async check(): Promise<void> {
    await fs.promises.access(path.join(this.root, 'tmp'), fs.constants.W_OK);
  }

  async *listKeys(before: Date): AsyncIterable<string> {
    const prefixes = await fs.promises.readdir(this.root, { withFileTypes: true });
    for (const prefix of prefixes) {
      if (!prefix.isDirectory() || prefix.name === 'tmp') continue;
      for (const name of await fs.promises.readdir(path.join(this.root, prefix.name))) {
        if (!KEY.test(name)) continue;
        const stat = await fs.promises.stat(path.join(this.root, prefix.name, name)).catch(() => undefined);
        if (stat && stat.mtime < before) yield name;
      }
    }
  }

  /** Files in `tmp` not written to since `before`: a live upload writes to its file all the time. */
  async removePartials(before: Date): Promise<number> {
    const tmp = path.join(this.root, 'tmp');
    let removed = 0;
    for (const name of await fs.promises.readdir(tmp)) {
      const file = path.join(tmp, name);
      const stat = await fs.promises.stat(file).catch(() => undefined);
      if (!stat?.isFile() || stat.mtime >= before) continue;
      await fs.promises.rm(file, { force: true });
      removed++;
    }
    return removed;
  }
}

export interface S3Settings {
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000; the SDK's AWS endpoint when absent. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Both or neither; without them the SDK's default chain applies (environment, instance or task role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://host/bucket/key) rather than the host name: most self-hosted servers. */
  forcePathStyle: boolean;
}

/** Multipart part size: at most `queueSize` parts are held in memory at once. */
const PART_BYTES = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

/**
 * S3-compatible driver (AWS S3, MinIO, Ceph, R2, …): one bucket, objects named by their key.
 * An object appears only when its upload completes (PutObject or CompleteMultipartUpload), so a failed or
 * refused upload leaves no object; its already-sent parts are aborted (a bucket lifecycle rule that aborts
 * incomplete multipart uploads covers a server that died mid-upload).
 */
export class S3Storage implements Storage {
  readonly client: S3Client;
  readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // Checksums only where S3 requires them: many S3-compatible servers refuse the newer default ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(body: Readable | Buffer, limitBytes = Number.POSITIVE_INFINITY): Promise<StoredObject> {
    const key = randomUUID();
    const m = meter(limitBytes);
    // The meter's failure (too large) destroys the source, and the source's failure the meter.
    pipelineCallback(toStream(body), m.stream, () => undefined);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: m.stream, ContentType: 'application/octet-stream' },
      partSize: PART_BYTES,
      queueSize: QUEUE_SIZE,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (err) {
      m.stream.destroy();
      // Nothing completed, but make "absent" certain (a delete of a missing key succeeds).
      await this.remove(key).catch(() => undefined);
      throw m.state.failure ?? err;
    }
    return { key, sizeBytes: m.state.sizeBytes, sha256: m.sha256(), head: m.head() };
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: checkKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      return answer.Body as Readable;
    } catch (err) {
      if (isNotFound(err)) throw new MissingObjectError(key);
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async *listKeys(before: Date): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? [])
        if (o.Key && KEY.test(o.Key) && o.LastModified && o.LastModified < before) yield o.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Nothing: an object exists only once complete; the bucket's lifecycle rule aborts dead multipart uploads. */
  removePartials(): Promise<number> {
    return Promise.resolve(0);
  }
}

function isNotFound(err: unknown): boolean {
  const e = err as Partial<S3ServiceException> | undefined;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** The configured driver: S3-compatible when a bucket is set, else the local disk under DATA_DIR/files. */
export function createStorage(config: { dataDir: string; s3?: S3Settings }): Storage {
  return config.s3 ? new S3Storage(config.s3) : new DiskStorage(path.join(config.dataDir, 'files'));
}
