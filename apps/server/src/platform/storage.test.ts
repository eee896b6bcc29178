import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../test/s3';
import { digest, generated, MB } from '../../test/streams';
import { DiskStorage, MissingObjectError, S3Storage, TooLargeError, type Storage } from './storage';

interface Driver {
  storage: Storage;
  /** Every stored object or half-written file the driver has (to prove a refusal left nothing). */
  leftovers(): Promise<string[]>;
  close(): Promise<void>;
}

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

const drivers: Record<string, () => Promise<Driver>> = {
  disk: async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-storage-'));
    return {
      storage: new DiskStorage(root),
      leftovers: async () => listFiles(root),
      close: async () => fs.rmSync(root, { recursive: true, force: true }),
    };
  },
  s3: async () => {
    const s3: LocalS3 = await startLocalS3();
    const storage = new S3Storage(s3.settings);
    return { storage, leftovers: () => s3.keys(storage), close: () => s3.close() };
  },
};

describe.each(Object.keys(drivers))('storage driver: %s', (name) => {
  let driver: Driver;
  let storage: Storage;
  beforeAll(async () => {
    driver = await drivers[name]!();
    storage = driver.storage;
    await storage.check();
  });
  afterAll(() => driver?.close());

  it('stores a body and gives it back, with its SHA-256 and size', async () => {
    const body = Buffer.from('Store Design Portal: a small file.\n');
    const stored = await storage.put(body);
    expect(stored.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored.sizeBytes).toBe(body.length);
    expect(stored.sha256).toBe(createHash('sha256').update(body).digest('hex'));
    expect(Buffer.concat(await (await storage.get(stored.key)).toArray())).toEqual(body);
    await storage.remove(stored.key);
  });

  it('streams a multi-MB body in (multipart on S3) and out, hash and size counted on the way', async () => {
    const size = 12 * MB + 12_345;
    const expected = await digest(generated(size));
    const stored = await storage.put(generated(size), 20 * MB);
    expect(stored).toMatchObject({ sizeBytes: size, sha256: expected.sha256 });
    expect(await digest(await storage.get(stored.key))).toEqual(expected);
    // a range across the first 5 MiB part boundary (S3) is the same bytes as the generated ones
    const [start, end] = [5 * MB - 1003, 5 * MB + 2011];
    const pattern = Buffer.from(
      Array.from({ length: end - start + 1 }, (_, i) => (((start + i) % (64 * 1024)) * 31 + 7) & 0xff),
    );
    expect(Buffer.concat(await (await storage.get(stored.key, { start, end })).toArray())).toEqual(pattern);
    await storage.remove(stored.key);
  });

  it("reads only the bytes asked, start and end included (the downloads' ranges)", async () => {
    const body = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251));
    const stored = await storage.put(body);
    const part = async (start: number, end: number) =>
      Buffer.concat(await (await storage.get(stored.key, { start, end })).toArray());
    // (not 0-0: s3rver, the test's S3, answers the whole object to bytes=0-0; S3 itself does not)
    expect(await part(0, 9)).toEqual(body.subarray(0, 10));
    expect(await part(7, 7)).toEqual(body.subarray(7, 8));
    expect(await part(1000, 2999)).toEqual(body.subarray(1000, 3000));
    expect(await part(4000, 4095)).toEqual(body.subarray(4000));
    await expect(storage.get(randomUUID(), { start: 0, end: 9 })).rejects.toBeInstanceOf(MissingObjectError);
    await storage.remove(stored.key);
  });

  it('a body over the limit is refused mid-stream and leaves nothing behind', async () => {
    const before = await driver.leftovers();
    const source = generated(30 * MB);
    // small (single PUT on S3) and multi-part (parts already sent on S3) refusals
    await expect(storage.put(generated(2 * MB), MB)).rejects.toBeInstanceOf(TooLargeError);
    await expect(storage.put(source, 11 * MB)).rejects.toBeInstanceOf(TooLargeError);
    expect(source.produced).toBeLessThan(20 * MB); // stopped reading soon after the limit, not at the end
    await expect(storage.put(Buffer.alloc(10), 9)).rejects.toBeInstanceOf(TooLargeError);
    expect(await driver.leftovers()).toEqual(before);
  });

  it('exactly the limit is accepted', async () => {
    const stored = await storage.put(generated(MB), MB);
    expect(stored.sizeBytes).toBe(MB);
    await storage.remove(stored.key);
  });

  it('a source that fails mid-stream leaves nothing behind', async () => {
    const before = await driver.leftovers();
    let sent = 0;
    const failing = new Readable({
      read() {
        sent += 1;
        if (sent > 100) return this.destroy(new Error('client went away'));
        this.push(Buffer.alloc(64 * 1024, 1));
      },
    });
    await expect(storage.put(failing)).rejects.toThrow('client went away');
    expect(await driver.leftovers()).toEqual(before);
  });

  it('a refusal on a slow disk leaves nothing behind, not even later', async () => {
    const before = await driver.leftovers();
    // A disk that answers `open` late: a write stream opening its own file would create it after the
    // refusal's clean-up had run (seen under load in the message-tool upload test).
    const open = fs.open;
    const slowOpen = vi.spyOn(fs, 'open').mockImplementation(((...args: Parameters<typeof fs.open>) => {
      setTimeout(() => open(...args), 50);
    }) as typeof fs.open);
    try {
      const failing = new Readable({ read: () => failing.destroy(new Error('cut off')) });
      await expect(storage.put(failing, 1024)).rejects.toThrow('cut off');
    } finally {
      slowOpen.mockRestore();
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await driver.leftovers()).toEqual(before);
  });

  it('get of a missing key rejects with MissingObjectError', async () => {
    await expect(storage.get(randomUUID())).rejects.toBeInstanceOf(MissingObjectError);
  });

  it('remove deletes the object; removing again is fine', async () => {
    const stored = await storage.put(Buffer.from('to be removed'));
    expect(await driver.leftovers()).toContain(stored.key);
    await storage.remove(stored.key);
    expect(await driver.leftovers()).not.toContain(stored.key);
    await expect(storage.get(stored.key)).rejects.toBeInstanceOf(MissingObjectError);
    await expect(storage.remove(stored.key)).resolves.toBeUndefined();
  });

  it('keys are server-made: a key that is not one is refused before any path or request', async () => {
    await expect(storage.get('../../etc/passwd')).rejects.toThrow('bad storage key');
    await expect(storage.remove('a/b')).rejects.toThrow('bad storage key');
  });
});
