import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import multipart from '@fastify/multipart';
import { loadConfig } from '../src/config';
import { sendStoredFile } from '../src/platform/download';
import { registerErrorHandler } from '../src/platform/errors';
import { DiskStorage, S3Storage, type Storage } from '../src/platform/storage';
import { multipartOptions, receiveUpload, type ReceivedFile } from '../src/platform/uploads';
import { sendZip, type ZipEntry } from '../src/platform/zip-download';
import { downloadMeasured, forcedGc, uploadMeasured, type Measured } from '../test/memory';
import { incompressible, MB } from '../test/streams';

/**
 * docs/budgets.md: a 100 MB upload, a 100 MB download and a zip of a project's documents each keep the server's
 * memory growth under 32 MB.
 */
const MEMORY_BUDGET_MB = 32;
const BUCKET = 'portal-bench';
const ZIP_FILES = 5;

/**
 * (e) `--sections uploads`: a `sizeMb` file uploaded as multipart/form-data over HTTP through the platform's
 * upload module into each storage driver, then downloaded through `sendStoredFile`: the disk driver, and the
 * S3 driver against s3rver run in a child process (so the fake S3's own memory is not counted). Memory is this
 * process's (server and client): live heap + buffers read right after a full GC every 8 MiB (what is really
 * kept, judged against the budget) and the peak RSS growth (garbage included, reported beside it).
 * Then a zip of `ZIP_FILES` stored files of `sizeMb / ZIP_FILES` MB each through `sendZip` (platform/zip-download.ts)
 * from each driver: incompressible bytes named .pdf, so every byte is deflated and the zip is as large as the files.
 */
export async function benchUploads(sizeMb = 100): Promise<void> {
  const gc = forcedGc();
  // A timed run (no forced GC), then a run with a full GC every 8 MiB to read what is kept.
  const timedAndKept = async (run: (g: (() => void) | undefined) => Promise<Measured>) => {
    const timed = await run(undefined);
    return { timed, kept: await run(gc) };
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-files-'));
  const s3 = await startS3rverProcess(path.join(dir, 's3'));
  const rows: { driver: string; direction: string; timed: Measured; kept: Measured }[] = [];
  try {
    const drivers: [string, Storage][] = [
      ['disk', new DiskStorage(path.join(dir, 'disk'))],
      [
        's3 (s3rver)',
        new S3Storage({
          endpoint: s3.endpoint,
          bucket: BUCKET,
          region: 'us-east-1',
          accessKeyId: 'S3RVER',
          secretAccessKey: 'S3RVER',
          forcePathStyle: true,
        }),
      ],
    ];
    console.log(
      `(e) uploads and downloads — a ${sizeMb} MB file over HTTP through platform/uploads.ts and download.ts into each storage driver, ` +
        `and a zip of ${sizeMb} MB of stored files through zip-download.ts`,
    );
    for (const [driver, storage] of drivers) {
      const server = await fileServer(storage, sizeMb * 2);
      try {
        await uploadMeasured(`${server.url}/upload`, 8 * MB, undefined); // warm-up
        const up = await timedAndKept(async (g) => {
          const m = await uploadMeasured(`${server.url}/upload`, sizeMb * MB, g);
          if (m.status !== 200) throw new Error(`upload answered ${m.status}: ${m.body}`);
          return m;
        });
        const [file] = (JSON.parse(up.timed.body) as { files: ReceivedFile[] }).files;
        if (!file) throw new Error(`upload answered no file: ${up.timed.body}`);
        const down = await timedAndKept(async (g) => {
          const m = await downloadMeasured(`${server.url}/download/${file.stored.key}`, g);
          if (m.status !== 200 || m.bytes !== sizeMb * MB)
            throw new Error(`download: ${m.status}, ${m.bytes} bytes`);
          return m;
        });
        rows.push({ driver, direction: 'upload', ...up });
        rows.push({ driver, direction: 'download', ...down });

        for (let i = 0; i < ZIP_FILES; i++) {
          const stored = await storage.put(incompressible((sizeMb / ZIP_FILES) * MB));
          server.zipEntries.push({ name: `drawing ${i + 1}.pdf`, storageKey: stored.key });
        }
        const zip = await timedAndKept(async (g) => {
          const m = await downloadMeasured(`${server.url}/zip`, g);
          if (m.status !== 200 || m.bytes < sizeMb * MB)
            throw new Error(`zip: ${m.status}, ${m.bytes} bytes`);
          return m;
        });
        rows.push({ driver, direction: `zip ${ZIP_FILES} × ${sizeMb / ZIP_FILES} MB`, ...zip });
      } finally {
        await server.close();
      }
    }
  } finally {
    s3.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const rate = (m: Measured) => `${(m.bytes / MB / m.seconds).toFixed(0)} MB/s`;
  const header = [
    'driver',
    'direction',
    'time',
    'rate',
    'RSS peak',
    'kept (after GC)',
    `kept < ${MEMORY_BUDGET_MB} MB`,
  ];
  const lines = [
    header,
    ...rows.map(({ driver, direction, timed, kept }) => [
      driver,
      direction,
      `${timed.seconds.toFixed(1)} s`,
      rate(timed),
      `+${timed.rssPeakMb} MB`,
      `+${kept.retainedPeakMb} MB`,
      kept.retainedPeakMb < MEMORY_BUDGET_MB ? 'met' : 'MISSED',
    ]),
  ];
  const widths = header.map((_, i) => Math.max(...lines.map((l) => (l[i] ?? '').length)));
  for (const l of lines) console.log('  ' + l.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  '));
  console.log('');
}

/** A bare Fastify with the platform's upload, download and zip pieces on `storage`. */
async function fileServer(storage: Storage, maxUploadMb: number) {
  const config = loadConfig({
    NODE_ENV: 'production',
    MAX_UPLOAD_MB: String(maxUploadMb),
    LOG_LEVEL: 'silent',
  });
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.decorate('config', config);
  app.decorate('storage', storage);
  registerErrorHandler(app);
  await app.register(multipart, multipartOptions(config.maxUploadBytes));
  const files = new Map<string, ReceivedFile>();
  app.post('/upload', async (request) => {
    const upload = await receiveUpload(request);
    for (const f of upload.files) files.set(f.stored.key, f);
    return { files: upload.files };
  });
  app.get<{ Params: { key: string } }>('/download/:key', async (request, reply) => {
    const f = files.get(request.params.key);
    if (!f) return reply.status(404).send();
    return sendStoredFile(reply, storage, {
      storageKey: f.stored.key,
      fileName: f.fileName,
      contentType: f.contentType,
      sizeBytes: f.stored.sizeBytes,
      sha256: f.stored.sha256,
    });
  });
  const zipEntries: ZipEntry[] = [];
  app.get('/zip', async (_request, reply) =>
    sendZip(reply, storage, { fileName: 'documents.zip', entries: zipEntries }),
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, zipEntries, close: () => app.close() };
}

/** s3rver with one bucket in a child process, on a free port. */
async function startS3rverProcess(directory: string): Promise<{ endpoint: string; stop(): void }> {
  fs.mkdirSync(directory, { recursive: true });
  const code = `
    import S3rver from 's3rver';
    const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: process.argv[1],
      configureBuckets: [{ name: ${JSON.stringify(BUCKET)} }] });
    const { port } = await server.run();
    console.log(JSON.stringify({ port }));
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code, directory], {
    cwd: path.dirname(new URL(import.meta.url).pathname),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.on('exit', (code) => reject(new Error(`s3rver exited (${code})`)));
  });
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}
