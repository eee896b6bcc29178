import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { createTestContext, type TestContext } from '../../test/helpers';
import { startLocalS3, type LocalS3 } from '../../test/s3';
import { sweepOrphans } from './orphan-sweep';
import { recordStoredFiles } from './uploads';
import { S3Storage, type Storage, type StoredObject } from './storage';

/** Issue 20 §7 item 3: what a kill -9 mid-upload leaves in the storage is swept at start, nothing else. */

let ctx: TestContext;
let s3: LocalS3;
let bucket: S3Storage;

beforeAll(async () => {
  ctx = await createTestContext();
  s3 = await startLocalS3();
  bucket = new S3Storage(s3.settings);
});
afterAll(async () => {
  await s3?.close();
  await ctx?.close();
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A stored object with its `stored_files` row, as a finished upload leaves it. */
async function recorded(storage: Storage, text: string): Promise<StoredObject> {
  // A PDF's first bytes: the record keeps only files whose content is of an allowed kind.
  const stored = await storage.put(Buffer.from(`%PDF-1.4\n${text}`));
  await recordStoredFiles(
    ctx.database.db,
    [{ field: 'files', fileName: `${text}.pdf`, contentType: 'application/pdf', stored }],
    ['pdf'],
    null,
  );
  return stored;
}

describe('orphan sweep on the local disk', () => {
  const root = () => path.join(ctx.dataDir, 'files');
  const fileOf = (key: string) => path.join(root(), key.slice(0, 2), key);
  const age = (file: string, ms: number) => {
    const then = new Date(Date.now() - ms);
    fs.utimesSync(file, then, then);
  };

  it('removes what a kill mid-upload left (a half-written file, a complete file without its row) and keeps the rest', async () => {
    const storage = ctx.app.storage;
    // Killed mid-file: a partial file in tmp, untouched for two hours.
    const partial = path.join(root(), 'tmp', randomUUID());
    fs.writeFileSync(partial, 'the first half of a fi');
    age(partial, 2 * HOUR);
    // Killed after the file was complete, before its row was written: two days ago.
    const unrecorded = await storage.put(Buffer.from('complete, never recorded'));
    age(fileOf(unrecorded.key), 2 * DAY);
    // Kept: an old file with its row, and a recent file without one (its request is still uploading).
    const kept = await recorded(storage, 'recorded long ago');
    age(fileOf(kept.key), 30 * DAY);
    const recent = await storage.put(Buffer.from('written a minute ago, row to come'));
    age(fileOf(recent.key), 60_000);

    // An upload in flight on another instance: its tmp file is written as the sweep runs.
    const body = new PassThrough();
    const inFlight = storage.put(body);
    body.write('still arriving… ');
    await new Promise((r) => setTimeout(r, 50));
    const tmpBefore = fs.readdirSync(path.join(root(), 'tmp'));
    expect(tmpBefore).toHaveLength(2);

    expect(await sweepOrphans(ctx.database.db, storage)).toEqual({ partials: 1, unrecorded: 1 });

    expect(fs.existsSync(partial)).toBe(false);
    expect(fs.existsSync(fileOf(unrecorded.key))).toBe(false);
    expect(fs.existsSync(fileOf(kept.key))).toBe(true);
    expect(fs.existsSync(fileOf(recent.key))).toBe(true);
    expect(fs.readdirSync(path.join(root(), 'tmp'))).toHaveLength(1);
    // The upload in flight completes whole.
    body.end('and done.');
    const done = await inFlight;
    const text = Buffer.concat(await (await storage.get(done.key)).toArray()).toString();
    expect(text).toBe('still arriving… and done.');
    await storage.remove(done.key);
  });
});

describe('orphan sweep on S3 (s3rver)', () => {
  it('removes objects without a row older than a day; keeps recorded, recent and foreign objects', async () => {
    const kept = await recorded(bucket, 'recorded on s3');
    const orphan = await bucket.put(Buffer.from('complete on s3, never recorded'));
    await bucket.client.send(
      new PutObjectCommand({ Bucket: s3.settings.bucket, Key: 'not-a-portal-key.txt', Body: 'other' }),
    );

    // The same day: everything is recent, nothing is swept.
    expect(await sweepOrphans(ctx.database.db, bucket)).toEqual({ partials: 0, unrecorded: 0 });
    expect((await s3.keys(bucket)).sort()).toEqual([kept.key, orphan.key, 'not-a-portal-key.txt'].sort());

    // Two days on, the unrecorded object is an orphan.
    const later = new Date(Date.now() + 2 * DAY);
    expect(await sweepOrphans(ctx.database.db, bucket, later)).toEqual({ partials: 0, unrecorded: 1 });
    expect((await s3.keys(bucket)).sort()).toEqual([kept.key, 'not-a-portal-key.txt'].sort());
  });
});

describe('orphan sweep at start', () => {
  const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

  it('the server, started on a data folder a killed instance left, sweeps it and logs what it removed', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-start-'));
    const two = (key: string) => path.join(dataDir, 'files', key.slice(0, 2));
    const partial = path.join(dataDir, 'files', 'tmp', randomUUID());
    const unrecorded = randomUUID();
    fs.mkdirSync(path.dirname(partial), { recursive: true });
    fs.mkdirSync(two(unrecorded), { recursive: true });
    fs.writeFileSync(partial, 'half a file');
    fs.writeFileSync(path.join(two(unrecorded), unrecorded), 'a whole file, no row');
    const old = new Date(Date.now() - 2 * DAY);
    fs.utimesSync(partial, old, old);
    fs.utimesSync(path.join(two(unrecorded), unrecorded), old, old);

    // The embedded database and the disk driver, whatever the environment of the suite names.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      DEMO: '0',
      LOG_LEVEL: 'info',
    };
    for (const name of ['DATABASE_URL', 'S3_BUCKET', 'SMTP_URL', 'NODE_ENV']) delete env[name];
    const server = spawn(path.join(serverDir, '../../node_modules/.bin/tsx'), ['src/main.ts'], {
      cwd: serverDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const swept = await new Promise<Record<string, unknown>>((resolve, reject) => {
        let out = '';
        server.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
        server.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const line = out.split('\n').find((l) => l.includes('orphan files swept'));
          if (line) resolve(JSON.parse(line) as Record<string, unknown>);
        });
        server.once('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
      });
      expect(swept).toMatchObject({ partials: 1, unrecorded: 1 });
      expect(fs.existsSync(partial)).toBe(false);
      expect(fs.existsSync(path.join(two(unrecorded), unrecorded))).toBe(false);
    } finally {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
