import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { eq } from 'drizzle-orm';
import { BRAND_IDS, ROLES } from '@portal/contract';
import { invitations, storedFiles } from '../db/schema';
import { createTestContext, createUser, signIn, type TestContext } from '../../test/helpers';
import { makeProject } from '../../test/project-fixtures';
import { uploadFile } from '../../test/design-documents';
import { addComment } from '../../test/design-review';
import { multipartBody } from '../../test/multipart';
import { startLocalS3, type LocalS3 } from '../../test/s3';
import { issueLinkToken } from './link-tokens';
import { HEAD_BYTES, S3Storage, type Storage } from './storage';

/**
 * Range requests on the stored-file downloads (platform/download.ts, platform/byte-range.ts; docs/files.md
 * "Ranges"), through the real app on both storage drivers: each form's bytes, 416, the ranges ignored
 * (malformed, several, If-Range that does not match), HEAD, every download call, and the 404s of scope.
 */

const SIZE = 3000;
/** A PDF (by its signature) whose bytes differ everywhere, so any wrong offset shows. */
const FILE = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(SIZE - 9)]);
const ETAG = `"${createHash('sha256').update(FILE).digest('hex')}"`;

const drivers: Record<string, () => Promise<{ storage?: Storage; close(): Promise<void> }>> = {
  disk: async () => ({ close: async () => undefined }),
  s3: async () => {
    const s3: LocalS3 = await startLocalS3();
    return { storage: new S3Storage(s3.settings), close: () => s3.close() };
  },
};

describe.each(Object.keys(drivers))('ranges on stored-file downloads: %s', (name) => {
  let ctx: TestContext;
  let closeDriver: () => Promise<void>;
  let reads: MockInstance<Storage['get']>;
  let anna: string;
  let bert: string;
  let downloadLink: string;
  let lastModified: string;
  /** GetFileById of anna's plan, of bert's; anna's message attachment; a tutorial. */
  let plan: string;
  let betaPlan: string;
  let attachment: string;
  let tutorial: string;

  const fetch = (url: string, token?: string, headers: Record<string, string> = {}, method = 'GET') =>
    ctx.app.inject({
      method: method as 'GET' | 'HEAD',
      url: `/api${url}`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
  /** The storage reads of a call: each must be a range, and no more bytes than asked (plus the first ones). */
  async function readsOf<T>(run: () => Promise<T>) {
    reads.mockClear();
    const res = await run();
    const ranges = reads.mock.calls.map(([, range]) => range);
    return { res, ranges };
  }

  beforeAll(async () => {
    const driver = await drivers[name]!();
    closeDriver = driver.close;
    ctx = await createTestContext({}, { storage: driver.storage });
    reads = vi.spyOn(ctx.app.storage, 'get');
    const a = await createUser(ctx, { role: ROLES.ORIGINATOR });
    const b = await createUser(ctx, { role: ROLES.ORIGINATOR });
    const vc = await createUser(ctx, { role: ROLES.VC, projectRole: 'Validator' });
    anna = await signIn(ctx, a.email);
    bert = await signIn(ctx, b.email);
    const alpha = await makeProject(ctx, { originatorId: a.id, brandIds: [BRAND_IDS.peugeot] });
    const beta = await makeProject(ctx, { originatorId: b.id, brandIds: [BRAND_IDS.peugeot] });

    const up = async (token: string, projectId: number) => {
      const res = await uploadFile(ctx, token, {
        projectId,
        slot: 'simulation',
        fileName: 'sim.pdf',
        body: FILE,
      });
      expect(res.statusCode, res.body).toBe(200);
      return `/projects/GetFileById/${res.json<{ documentId: number }>().documentId}`;
    };
    plan = await up(anna, alpha.id);
    betaPlan = await up(bert, beta.id);

    expect(
      (await addComment(ctx, anna, { projectId: alpha.id, files: [{ fileName: 'note.pdf', body: FILE }] }))
        .statusCode,
    ).toBe(200);
    const comments = await fetch(`/projects/GetAllCommentByProject/${alpha.id}`, anna);
    const path = comments
      .json<{ userWithCommentDetailsList: { attachments: string }[] }>()
      .userWithCommentDetailsList.find((c) => c.attachments)!.attachments;
    attachment = `/Documents/downloadfileconmtentmessage?fileName=${encodeURIComponent(path)}`;

    const form = multipartBody([
      { name: 'DocumentName', value: 'Peugeot' },
      { name: 'Library', value: 'tutorial' },
      { name: 'BrandName', value: 'Peugeot' },
      { name: 'files', fileName: 'guide.pdf', contentType: 'application/pdf', body: FILE },
    ]);
    const library = await ctx.app.inject({
      method: 'POST',
      url: '/api/tutorials/uploadafile',
      headers: { authorization: `Bearer ${await signIn(ctx, vc.email)}`, 'content-type': form.contentType },
      payload: form.stream,
    });
    expect(library.statusCode, library.body).toBe(200);
    tutorial = `/tutorials/downloadinfopackdocument/${library.json<{ documentId: number }>().documentId}`;

    const [invitation] = await ctx.database.db
      .insert(invitations)
      .values({ projectId: alpha.id, party: 'download', email: 'recipient@party.test' })
      .returning();
    downloadLink = await issueLinkToken(ctx.database.db, 'download', {
      email: invitation!.email,
      projectId: alpha.id,
      partyId: invitation!.id,
      brandId: null,
    });

    const [row] = await ctx.database.db
      .select({ createdAt: storedFiles.createdAt })
      .from(storedFiles)
      .where(eq(storedFiles.fileName, 'sim.pdf'))
      .limit(1);
    lastModified = row!.createdAt.toUTCString();
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await closeDriver?.();
  });

  it('a whole download says Accept-Ranges, its strong ETag (the SHA-256) and Last-Modified', async () => {
    const res = await fetch(plan, anna);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'accept-ranges': 'bytes',
      etag: ETAG,
      'last-modified': lastModified,
      'content-length': String(SIZE),
      'content-type': 'application/pdf',
    });
    expect(res.headers['content-range']).toBeUndefined();
    expect(res.rawPayload).toEqual(FILE);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=1000-1999', 1000, 1999],
    ['bytes=7-7', 7, 7],
    ['bytes=2500-', 2500, SIZE - 1],
    ['bytes=0-', 0, SIZE - 1],
    ['bytes=-100', SIZE - 100, SIZE - 1],
    ['bytes=-5000', 0, SIZE - 1],
    ['bytes=2990-99999', 2990, SIZE - 1],
    ['Bytes=600-700', 600, 700],
  ])('%s answers 206 with exactly those bytes, read as a range', async (range, start, end) => {
    const { res, ranges } = await readsOf(() => fetch(plan, anna, { range }));
    expect(res.statusCode).toBe(206);
    expect(res.headers).toMatchObject({
      'content-range': `bytes ${start}-${end}/${SIZE}`,
      'content-length': String(end - start + 1),
      'accept-ranges': 'bytes',
      etag: ETAG,
      // the type is still decided from the file's first bytes, whatever part is asked
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="sim.pdf"',
      'x-content-type-options': 'nosniff',
    });
    expect(res.rawPayload).toEqual(FILE.subarray(start, end + 1));
    // never the whole object for a part: the part itself, and the first bytes when the part lacks them
    expect(ranges).toContainEqual({ start, end });
    for (const r of ranges) {
      expect(r).toBeDefined();
      if (!(r!.start === start && r!.end === end)) expect(r).toEqual({ start: 0, end: HEAD_BYTES - 1 });
    }
  });

  it('a preview asked in parts stays inline', async () => {
    const res = await fetch(`${plan}?inline=true`, anna, { range: 'bytes=100-199' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-disposition']).toBe('inline; filename="sim.pdf"');
    expect(res.rawPayload).toEqual(FILE.subarray(100, 200));
  });

  it.each(['bytes=3000-', 'bytes=3000-3100', 'bytes=-0', 'bytes=99999999999999999999-'])(
    '%s cannot be met: 416 with the size, nothing read',
    async (range) => {
      const { res, ranges } = await readsOf(() => fetch(plan, anna, { range }));
      expect(res.statusCode).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${SIZE}`);
      expect(res.rawPayload).toHaveLength(0);
      expect(ranges).toEqual([]);
    },
  );

  it.each([
    'bytes=abc',
    'bytes=5-2',
    'items=0-10',
    'bytes=',
    'bytes=-',
    'bytes 0-10',
    'bytes=1-2-3',
    'bytes=0-1,5-6',
    'bytes=0-99, 200-299',
  ])('%s (malformed or several ranges) is ignored: the whole file, 200', async (range) => {
    const res = await fetch(plan, anna, { range });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(SIZE));
    // still an answer that ranges may be asked of
    expect(res.headers).toMatchObject({ 'accept-ranges': 'bytes', etag: ETAG });
    expect(res.rawPayload).toEqual(FILE);
  });

  it('If-Range: the current ETag or Last-Modified keeps the range; anything else gets the whole file', async () => {
    const part = (ifRange: string) => fetch(plan, anna, { range: 'bytes=10-19', 'if-range': ifRange });
    for (const current of [ETAG, lastModified]) {
      const res = await part(current);
      expect(res.statusCode, current).toBe(206);
      expect(res.rawPayload).toEqual(FILE.subarray(10, 20));
    }
    const other = `"${createHash('sha256').update('another file').digest('hex')}"`;
    for (const stale of [other, `W/${ETAG}`, 'Thu, 01 Jan 2015 00:00:00 GMT', 'garbage']) {
      const res = await part(stale);
      expect(res.statusCode, stale).toBe(200);
      expect(res.headers['content-range']).toBeUndefined();
      expect(res.rawPayload).toEqual(FILE);
    }
  });

  it('HEAD answers the headers of the whole file without a body, reading only the first bytes', async () => {
    for (const headers of [{}, { range: 'bytes=0-9' }] as Record<string, string>[]) {
      const { res, ranges } = await readsOf(() => fetch(plan, anna, headers, 'HEAD'));
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({
        'accept-ranges': 'bytes',
        etag: ETAG,
        'last-modified': lastModified,
        'content-length': String(SIZE),
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="sim.pdf"',
      });
      expect(res.headers['content-range']).toBeUndefined();
      expect(res.rawPayload).toHaveLength(0);
      expect(ranges).toEqual([{ start: 0, end: HEAD_BYTES - 1 }]);
    }
    expect((await fetch(betaPlan, anna, {}, 'HEAD')).statusCode).toBe(404);
  });

  it("answers ranges on every download: a link party's, message attachments, the libraries", async () => {
    for (const [url, token] of [
      [plan, downloadLink],
      [attachment, downloadLink],
      [attachment, anna],
      [tutorial, undefined],
    ] as const) {
      const res = await fetch(url, token, { range: 'bytes=-42' });
      expect(res.statusCode, url).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes ${SIZE - 42}-${SIZE - 1}/${SIZE}`);
      expect(res.headers.etag).toBe(ETAG);
      expect(res.rawPayload).toEqual(FILE.subarray(SIZE - 42));
    }
  });

  it("a range of a file outside the caller's scope is still 404, unsatisfiable or not", async () => {
    for (const [range, status] of [
      ['bytes=0-9', 206],
      ['bytes=5000-', 416],
    ] as const) {
      // the same call in scope is answered as a range
      expect((await fetch(plan, anna, { range })).statusCode, range).toBe(status);
      expect((await fetch(attachment, downloadLink, { range })).statusCode, range).toBe(status);
      expect((await fetch(betaPlan, anna, { range })).statusCode, range).toBe(404);
      expect((await fetch(betaPlan, downloadLink, { range })).statusCode, range).toBe(404);
      expect((await fetch(plan, bert, { range })).statusCode, range).toBe(404);
      expect((await fetch(attachment, bert, { range })).statusCode, range).toBe(404);
      expect((await fetch('/projects/GetFileById/999999', anna, { range })).statusCode, range).toBe(404);
    }
  });
});
