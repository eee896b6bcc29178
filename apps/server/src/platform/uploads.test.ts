import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyAccepts from '@fastify/accepts';
import multipart from '@fastify/multipart';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { packs } from '@portal/contract/i18n';
import { loadConfig } from '../config';
import { digest, generated, MB } from '../../test/streams';
import { forcedGc, uploadMeasured } from '../../test/memory';
import { multipartBody, postStream, type FormPart } from '../../test/multipart';
import { startLocalS3, type LocalS3 } from '../../test/s3';
import { sendStoredFile } from './download';
import { HttpError, registerErrorHandler } from './errors';
import { DiskStorage, S3Storage, type Storage } from './storage';
import { multipartOptions, receiveUpload, withUpload, type ReceivedFile } from './uploads';

const MAX_UPLOAD_MB = 2;

interface Driver {
  storage: Storage;
  /** Every stored object or half-written file (to prove a refusal left nothing). */
  leftovers(): Promise<string[]>;
  close(): Promise<void>;
}

const drivers: Record<string, () => Promise<Driver>> = {
  disk: async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-uploads-'));
    const list = () =>
      fs
        .readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
        .sort();
    return {
      storage: new DiskStorage(root),
      leftovers: async () => list(),
      close: async () => fs.rmSync(root, { recursive: true, force: true }),
    };
  },
  s3: async () => {
    const s3: LocalS3 = await startLocalS3();
    const storage = new S3Storage(s3.settings);
    return { storage, leftovers: async () => (await s3.keys(storage)).sort(), close: () => s3.close() };
  },
};

/**
 * A bare Fastify with the platform's pieces (error handler, languages, multipart, storage, config) and
 * three routes: one that receives an upload, one that refuses it after reading it, one that downloads.
 * `settled` records how each upload call ended, so a test can wait for the server's side of an abort.
 */
async function uploadServer(storage: Storage, maxUploadMb = MAX_UPLOAD_MB) {
  const config = loadConfig({ NODE_ENV: 'test', MAX_UPLOAD_MB: String(maxUploadMb), LOG_LEVEL: 'silent' });
  // fetch may leave a connection opened and never used after an aborted request: close them all at the end.
  const app: FastifyInstance = Fastify({ logger: false, forceCloseConnections: true });
  app.decorate('config', config);
  app.decorate('storage', storage);
  registerErrorHandler(app);
  await app.register(fastifyAccepts); // the error handler's language negotiation, as in app.ts
  await app.register(multipart, multipartOptions(config.maxUploadBytes));
  const settled: (number | 'ok')[] = [];
  const files = new Map<string, ReceivedFile>();
  app.post('/upload', async (request) => {
    try {
      const upload = await receiveUpload(request, { maxFiles: 3 });
      for (const f of upload.files) files.set(f.stored.key, f);
      settled.push('ok');
      return { files: upload.files, fields: upload.fields };
    } catch (err) {
      settled.push(err instanceof HttpError ? err.statusCode : 500);
      throw err;
    }
  });
  app.post('/refuse', async (request) =>
    withUpload(request, async () => {
      throw new HttpError(409, 'error.forbidden');
    }),
  );
  app.get<{ Params: { key: string } }>('/download/:key', async (request, reply) => {
    const f = files.get(request.params.key);
    const stored = f?.stored ?? { key: request.params.key, sizeBytes: 0, sha256: '' };
    return sendStoredFile(reply, storage, {
      storageKey: stored.key,
      fileName: f?.fileName ?? 'missing.bin',
      contentType: f?.contentType ?? 'application/octet-stream',
      sizeBytes: stored.sizeBytes,
      sha256: stored.sha256,
    });
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: address, settled };
}

function send(url: string, parts: FormPart[], headers: Record<string, string> = {}, cutAfterBytes?: number) {
  const body = multipartBody(parts, { cutAfterBytes });
  return postStream(url, body.stream, { 'content-type': body.contentType, ...headers });
}

describe.each(Object.keys(drivers))('uploads through @fastify/multipart into storage: %s', (name) => {
  let driver: Driver;
  let server: Awaited<ReturnType<typeof uploadServer>>;
  beforeAll(async () => {
    driver = await drivers[name]!();
    server = await uploadServer(driver.storage);
  });
  afterAll(async () => {
    await server?.app.close();
    await driver?.close();
  });

  it('stores every file of the form with key, size and SHA-256, exposes names and fields, and downloads by the original name', async () => {
    const small = Buffer.from('%PDF-1.7 tiny\n');
    const bigSize = MAX_UPLOAD_MB * MB; // exactly the limit is accepted
    const res = await send(`${server.url}/upload`, [
      { name: 'comment', value: 'first version' },
      { name: 'file', fileName: 'Plan Größe (1).pdf', contentType: 'application/pdf', body: small },
      { name: 'file', fileName: '设计 v2.bin', body: generated(bigSize) },
      { name: 'slot', value: '7' },
    ]);
    expect(res.status).toBe(200);
    const answer = res.json<{ files: ReceivedFile[]; fields: Record<string, string> }>();
    expect(answer.fields).toEqual({ comment: 'first version', slot: '7' });
    expect(answer.files.map((f) => [f.field, f.fileName, f.contentType])).toEqual([
      ['file', 'Plan Größe (1).pdf', 'application/pdf'],
      ['file', '设计 v2.bin', 'application/octet-stream'],
    ]);
    const [pdf, big] = answer.files as [ReceivedFile, ReceivedFile];
    expect(pdf.stored).toMatchObject({
      sizeBytes: small.length,
      sha256: (await digest(Readable.from([small]))).sha256,
    });
    expect(big.stored).toMatchObject({
      sizeBytes: bigSize,
      sha256: (await digest(generated(bigSize))).sha256,
    });
    // the uploaded name is metadata only: keys are server-made
    for (const f of answer.files) expect(f.stored.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await digest(await driver.storage.get(big.stored.key))).toEqual({
      sha256: big.stored.sha256,
      size: bigSize,
    });

    const download = await server.app.inject({ method: 'GET', url: `/download/${big.stored.key}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="?? v2.bin"; filename*=UTF-8''${encodeURIComponent('设计 v2.bin')}`,
    );
    expect(download.rawPayload.length).toBe(bigSize);
    const pdfDownload = await server.app.inject({ method: 'GET', url: `/download/${pdf.stored.key}` });
    expect(pdfDownload.headers['content-type']).toBe('application/pdf');
    expect(pdfDownload.rawPayload).toEqual(small);
  });

  it('answers a range (206) and HEAD (headers, no body) over a real socket', async () => {
    const body = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(MB, 7), Buffer.from('end')]);
    const res = await send(`${server.url}/upload`, [
      { name: 'file', fileName: 'plan.pdf', contentType: 'application/pdf', body },
    ]);
    const key = res.json<{ files: ReceivedFile[] }>().files[0]!.stored.key;
    const part = await fetch(`${server.url}/download/${key}`, { headers: { range: 'bytes=-3' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(
      `bytes ${body.length - 3}-${body.length - 1}/${body.length}`,
    );
    expect(part.headers.get('content-type')).toBe('application/pdf');
    expect(await part.text()).toBe('end');
    const head = await fetch(`${server.url}/download/${key}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(body.length));
    expect(head.headers.get('accept-ranges')).toBe('bytes');
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('a file over MAX_UPLOAD_MB answers 413 with the language pack message; no file of the request is kept', async () => {
    const before = await driver.leftovers();
    const source = generated(40 * MB);
    const res = await send(
      `${server.url}/upload`,
      [
        { name: 'file', fileName: 'fine.pdf', body: Buffer.from('kept only if the whole upload is') },
        { name: 'file', fileName: 'huge.bin', body: source },
      ],
      { 'accept-language': 'fr' },
    );
    expect(res.status).toBe(413);
    expect(res.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: packs.fr['upload.tooLarge']!.replace('{{max}}', String(MAX_UPLOAD_MB)),
    });
    expect(await driver.leftovers()).toEqual(before);
    // the refused body was read and dropped, so the client got its answer; the server is still fine
    expect((await send(`${server.url}/upload`, [{ name: 'a', value: 'b' }])).status).toBe(200);
  });

  it('a route that refuses the upload after reading it (withUpload) leaves nothing stored', async () => {
    const before = await driver.leftovers();
    const res = await send(`${server.url}/refuse`, [
      { name: 'file', fileName: 'a.pdf', body: Buffer.from('a') },
      { name: 'file', fileName: 'b.pdf', body: generated(MB) },
    ]);
    expect(res.status).toBe(409);
    expect(await driver.leftovers()).toEqual(before);
  });

  it('too many files answer 413; a request that is not multipart 415', async () => {
    const before = await driver.leftovers();
    const four = [1, 2, 3, 4].map((i) => ({ name: 'file', fileName: `${i}.pdf`, body: Buffer.from(`${i}`) }));
    const res = await send(`${server.url}/upload`, four);
    expect(res.status).toBe(413);
    expect(res.json()).toMatchObject({ message: packs.en['upload.tooManyParts'] });
    expect(await driver.leftovers()).toEqual(before);

    const json = await server.app.inject({ method: 'POST', url: '/upload', payload: { a: 1 } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ message: packs.en['upload.notMultipart'] });
  });

  it('a form cut short answers 400 and leaves nothing stored', async () => {
    const before = await driver.leftovers();
    const res = await send(
      `${server.url}/upload`,
      [
        { name: 'file', fileName: 'a.pdf', body: Buffer.from('complete') },
        { name: 'file', fileName: 'b.bin', body: generated(MB) },
      ],
      { 'accept-language': 'de' },
      MB / 2,
    );
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ message: packs.de['upload.broken'] });
    expect(await driver.leftovers()).toEqual(before);
  });

  it('a client that goes away mid-upload leaves nothing stored', async () => {
    const before = await driver.leftovers();
    const done = server.settled.length;
    const body = multipartBody([
      { name: 'file', fileName: 'a.pdf', body: Buffer.from('complete') },
      { name: 'file', fileName: 'b.bin', body: generated(MAX_UPLOAD_MB * MB - 1) },
    ]);
    await expect(
      postStream(
        `${server.url}/upload`,
        body.stream,
        { 'content-type': body.contentType },
        { abortAfterBytes: MB },
      ),
    ).rejects.toThrow();
    // wait for the server's side of it, then look
    await vi.waitFor(() => expect(server.settled.length).toBe(done + 1), { timeout: 10_000 });
    expect(server.settled.at(-1)).toBe(400);
    expect(await driver.leftovers()).toEqual(before);
  });
});

describe('memory', () => {
  // docs/budgets.md: a 100 MB upload keeps memory growth under 32 MB (the download and the S3 driver: npm run bench)
  it(
    'a 100 MB upload streams into disk storage without being held: retained memory stays under 32 MB',
    { timeout: 300_000 },
    async () => {
      const driver = await drivers.disk!();
      const server = await uploadServer(driver.storage, 200);
      try {
        const size = 100 * MB;
        const up = await uploadMeasured(`${server.url}/upload`, size, forcedGc(), 25 * MB);
        expect(up.status).toBe(200);
        const { files } = JSON.parse(up.body) as { files: ReceivedFile[] };
        expect(files[0]!.stored.sizeBytes).toBe(size);
        console.log(
          `100 MB upload into disk storage: ${up.seconds.toFixed(1)} s, retained peak +${up.retainedPeakMb} MB, ` +
            `RSS peak +${up.rssPeakMb} MB`,
        );
        expect(up.retainedPeakMb).toBeLessThan(32);
      } finally {
        await server.app.close();
        await driver.close();
      }
    },
  );
});

describe('sendStoredFile', () => {
  it('answers 404 for a key with nothing stored, and streams with the name from content-disposition', async () => {
    const driver = await drivers.disk!();
    const server = await uploadServer(driver.storage);
    try {
      const missing = await server.app.inject({ method: 'GET', url: `/download/${crypto.randomUUID()}` });
      expect(missing.statusCode).toBe(404);
      const stored = await driver.storage.put(Readable.from([Buffer.from('x')]));
      const res = await server.app.inject({ method: 'GET', url: `/download/${stored.key}` });
      expect(res.headers['content-disposition']).toBe('attachment; filename="missing.bin"');
    } finally {
      await server.app.close();
      await driver.close();
    }
  });
});
