import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredObject {
  key: string;
  sizeBytes: number;
  sha256: string;
}

/** Where file contents live (DESIGN §7). Keys are server-made; an uploaded name never reaches a path. */
export interface Storage {
  put(body: Readable | Buffer, limitBytes?: number): Promise<StoredObject>;
  get(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
}

export class TooLargeError extends Error {}

/** Local-disk driver: files under DATA_DIR/files, written to a temporary name and renamed when complete. */
export class DiskStorage implements Storage {
  constructor(private readonly root: string) {
    fs.mkdirSync(path.join(root, 'tmp'), { recursive: true });
  }

  private pathOf(key: string): string {
    if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error('bad storage key');
    return path.join(this.root, key.slice(0, 2), key);
  }

  async put(body: Readable | Buffer, limitBytes = Number.POSITIVE_INFINITY): Promise<StoredObject> {
    const key = randomUUID();
    const tmp = path.join(this.root, 'tmp', key);
    const hash = createHash('sha256');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > limitBytes) return done(new TooLargeError('file too large'));
        hash.update(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, meter, fs.createWriteStream(tmp));
      const final = this.pathOf(key);
      await fs.promises.mkdir(path.dirname(final), { recursive: true });
      await fs.promises.rename(tmp, final);
    } catch (err) {
      await fs.promises.rm(tmp, { force: true });
      throw err;
    }
    return { key, sizeBytes: size, sha256: hash.digest('hex') };
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    await fs.promises.access(file);
    return fs.createReadStream(file);
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }
}
