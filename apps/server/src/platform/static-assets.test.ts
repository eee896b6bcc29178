import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestContext, type TestContext } from '../../test/helpers';

/** Issue 12 §4: the web build's files precompressed and, when named by content hash, cached for a year. */

let ctx: TestContext;
let app: FastifyInstance;
const SCRIPT = `export const answer = ${JSON.stringify('portal '.repeat(400))};\n`;

beforeAll(async () => {
  ctx = await createTestContext();
  // A stand-in for the web build, with the .br and .gz the build writes beside each script.
  const webDist = path.join(ctx.dataDir, 'web');
  fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><base href="/" /></head></html>',
  );
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const script = path.join(webDist, 'assets', 'index-AbC123xy.js');
  fs.writeFileSync(script, SCRIPT);
  fs.writeFileSync(`${script}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${script}.gz`, zlib.gzipSync(SCRIPT));
  fs.writeFileSync(path.join(webDist, 'assets', 'plain-Zz9.js'), 'console.log(1);\n');
  app = await buildApp({
    config: { ...ctx.config, webDist },
    database: ctx.database,
    storage: ctx.app.storage,
    logger: false,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await ctx.close();
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('web build files', () => {
  it('sends the brotli file when accepted, else gzip, else the file itself, each cached for a year', async () => {
    const br = await get('/assets/index-AbC123xy.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 4);

    const gz = await get('/assets/index-AbC123xy.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-AbC123xy.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);

    for (const res of [br, gz, plain]) {
      expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      // The hardening headers still apply.
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sends a file without a compressed copy as it is', async () => {
    const res = await get('/assets/plain-Zz9.js', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('console.log(1);\n');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('revalidates files not named by content hash, and the page', async () => {
    const icon = await get('/favicon.svg', 'br');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).not.toContain('immutable');
    const page = await get('/login', 'br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<base href="/" />');
  });

  it('leaves the API alone', async () => {
    const res = await get('/api/health', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
