import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLES, type Role, type TutorialGroup } from '@portal/contract';
import { auditLog, libraryDocuments, storedFiles } from '../../db/schema';
import { t } from '../../platform/i18n';
import { createTestContext, createUser, get, signIn, type TestContext } from '../../../test/helpers';
import { multipartBody, type FormPart } from '../../../test/multipart';
import { storedObjects } from '../../../test/design-documents';

/**
 * The Documents screen's libraries (spec 001 §2, §3, §4, §5, §7, §8; docs/files.md): the information pack per
 * brand, VC's and HQ's uploads with the name rule, FileExist and the size limit, soft deletes, and who may
 * do each. Every refusal leaves nothing in storage.
 */

let ctx: TestContext;
type Who = 'vc' | 'hq' | 'rnd' | 'originator' | 'retail';
const tokens = {} as Record<Who, string>;
const ROLE_OF: Record<Who, Role> = {
  vc: ROLES.VC,
  hq: ROLES.HQ,
  rnd: ROLES.RND,
  originator: ROLES.ORIGINATOR,
  retail: ROLES.RETAIL,
};
const en = (key: string, vars?: Record<string, string | number>) => t('en', key, vars);
const MB = 1024 * 1024;

beforeAll(async () => {
  ctx = await createTestContext({ MAX_UPLOAD_MB: '1' });
  for (const who of Object.keys(ROLE_OF) as Who[]) {
    const user = await createUser(ctx, {
      role: ROLE_OF[who],
      ...(who === 'vc' ? { projectRole: 'Validator' } : {}),
      ...(who === 'rnd' ? { markets: ['FR'], brandIds: [2] } : {}),
    });
    tokens[who] = await signIn(ctx, user.email);
  }
}, 120_000);
afterAll(() => ctx?.close());

interface UploadInput {
  library?: string;
  brand?: string;
  fileName?: string;
  body?: Buffer;
  parts?: FormPart[];
}

/** POST tutorials/uploadafile as the page sends it: files, DocumentName, Library, BrandName. */
function upload(token: string | undefined, input: UploadInput = {}) {
  const parts: FormPart[] = input.parts ?? [
    { name: 'DocumentName', value: input.brand ?? 'Peugeot' },
    { name: 'Library', value: input.library ?? 'infopack' },
    { name: 'BrandName', value: input.brand ?? 'Peugeot' },
    {
      name: 'files',
      fileName: input.fileName ?? 'guide.pdf',
      contentType: 'application/pdf',
      body: input.body ?? Buffer.from('%PDF-1.4 a guide\n'),
    },
  ];
  const form = multipartBody(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/tutorials/uploadafile',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': form.contentType },
    payload: form.stream,
  });
}

const remove = (token: string | undefined, documentId: number | string) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/tutorials/deleteinfopackdocument/${documentId}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const infoPack = async (who: Who = 'vc') => {
  const res = await get(ctx, '/tutorials/getdynamicbranddocuments', tokens[who]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TutorialGroup[]>();
};
const tutorials = async () =>
  (await get(ctx, '/tutorials/getdynamictutorialdocuments')).json<TutorialGroup[]>();
const filesOf = (groups: TutorialGroup[], brand: string) =>
  groups.find((g) => g.brandName === brand)?.fileList.map((f) => f.fileName) ?? [];

/** Runs a refused call and checks that storage and the library hold what they held before. */
async function refusedCleanly(call: () => ReturnType<typeof upload>) {
  const before = storedObjects(ctx);
  const rows = (await ctx.database.db.select().from(libraryDocuments)).length;
  const res = await call();
  expect(storedObjects(ctx)).toEqual(before);
  expect(await ctx.database.db.select().from(libraryDocuments)).toHaveLength(rows);
  return res;
}

describe('who may do what', () => {
  it('every signed-in role reads the information pack; without a session 401', async () => {
    for (const who of Object.keys(ROLE_OF) as Who[]) await infoPack(who);
    expect((await get(ctx, '/tutorials/getdynamicbranddocuments')).statusCode).toBe(401);
  });

  it('uploads and deletes: VC and HQ only (403 for RND, originator and retail; 401 without a session)', async () => {
    for (const who of ['rnd', 'originator', 'retail'] as const) {
      const res = await refusedCleanly(() => upload(tokens[who], { fileName: `by ${who}.pdf` }));
      expect(res.statusCode).toBe(403);
    }
    expect((await refusedCleanly(() => upload(undefined))).statusCode).toBe(401);

    const mine = await upload(tokens.hq, { fileName: 'hq file.pdf' });
    expect(mine.statusCode, mine.body).toBe(200);
    const id = mine.json<{ documentId: number }>().documentId;
    for (const who of ['rnd', 'originator', 'retail'] as const)
      expect((await remove(tokens[who], id)).statusCode).toBe(403);
    expect((await remove(undefined, id)).statusCode).toBe(401);
    expect(filesOf(await infoPack(), 'Peugeot')).toContain('hq file.pdf');
    expect((await remove(tokens.hq, id)).statusCode).toBe(200);
  });
});

describe('upload', () => {
  it('files the document in its library and brand and answers fileName, createdDate, directoryPath, documentId', async () => {
    const res = await upload(tokens.vc, {
      library: 'infopack',
      brand: 'Jeep',
      fileName: 'Jeep pack (v2).pdf',
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{
      fileName: string;
      createdDate: string;
      directoryPath: string;
      documentId: number;
    }>();
    expect(answer).toMatchObject({
      fileName: 'Jeep pack (v2).pdf',
      directoryPath: `tutorials/downloadinfopackdocument/${answer.documentId}`,
    });
    expect(Date.now() - new Date(answer.createdDate).getTime()).toBeLessThan(60_000);

    const jeep = (await infoPack('retail')).find((g) => g.brandName === 'Jeep')!;
    expect(jeep).toMatchObject({
      brandLabel: 'Jeep',
      fileList: [
        { documentId: answer.documentId, fileName: 'Jeep pack (v2).pdf', uploadDate: answer.createdDate },
      ],
    });
    // the information pack is not a tutorial
    expect(filesOf(await tutorials(), 'Jeep')).not.toContain('Jeep pack (v2).pdf');

    // the file downloads with its name and bytes (a session needed for the information pack)
    const file = await get(ctx, `/${answer.directoryPath}`, tokens.originator);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.toString()).toBe('%PDF-1.4 a guide\n');
    expect(file.headers['content-disposition']).toBe('attachment; filename="Jeep pack (v2).pdf"');
    expect((await get(ctx, `/${answer.directoryPath}`)).statusCode).toBe(404);

    const [row] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'libraryDocument.upload'), eq(auditLog.entityId, String(answer.documentId))),
      );
    expect(row?.detail).toMatchObject({
      library: 'infopack',
      brandName: 'Jeep',
      fileName: 'Jeep pack (v2).pdf',
    });
  });

  it('a tutorial upload shows in the public tutorial list, under its brand', async () => {
    const res = await upload(tokens.hq, {
      library: 'tutorial',
      brand: 'Fiat Professional',
      fileName: 'pro.pdf',
    });
    expect(res.statusCode, res.body).toBe(200);
    const pro = (await tutorials()).find((g) => g.brandName === 'Fiat Professional')!;
    expect(pro.brandLabel).toBe('PROFESSIONAL');
    expect(pro.fileList.map((f) => f.fileName)).toContain('pro.pdf');
    expect(filesOf(await infoPack(), 'Fiat Professional')).not.toContain('pro.pdf');
  });

  it("the spec's client (files and DocumentName only) files it under that brand in the information pack", async () => {
    // Spec 001 §7: `files, DocumentName`, the file first as a FormData built in that order sends it.
    const res = await upload(tokens.hq, {
      parts: [
        {
          name: 'files',
          fileName: 'spec client.pdf',
          contentType: 'application/pdf',
          body: Buffer.from('%PDF-1.4'),
        },
        { name: 'DocumentName', value: 'alfa romeo' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { documentId } = res.json<{ documentId: number }>();
    expect(filesOf(await infoPack(), 'Alfa Romeo')).toContain('spec client.pdf');
    expect(filesOf(await tutorials(), 'Alfa Romeo')).not.toContain('spec client.pdf');
    const [row] = await ctx.database.db
      .select()
      .from(libraryDocuments)
      .where(eq(libraryDocuments.id, documentId));
    expect(row).toMatchObject({ library: 'infopack', brandName: 'Alfa Romeo' });
    // The same name again there is FileExist, as from the portal's page.
    const again = await upload(tokens.hq, {
      parts: [
        { name: 'DocumentName', value: 'Alfa Romeo' },
        { name: 'files', fileName: 'spec client.pdf', body: Buffer.from('%PDF-1.4') },
      ],
    });
    expect(again.statusCode).toBe(409);
    // Our BrandName, when sent, says the brand; Library the tab.
    const ours = await upload(tokens.hq, {
      parts: [
        { name: 'DocumentName', value: 'whatever the client calls it' },
        { name: 'Library', value: 'tutorial' },
        { name: 'BrandName', value: 'Alfa Romeo' },
        { name: 'files', fileName: 'spec client.pdf', body: Buffer.from('%PDF-1.4') },
      ],
    });
    expect(ours.statusCode, ours.body).toBe(200);
    expect(filesOf(await tutorials(), 'Alfa Romeo')).toContain('spec client.pdf');
  });

  it('lists brands and names in alphabetical order', async () => {
    for (const [brand, name] of [
      ['Opel', 'b.pdf'],
      ['Citroen', 'z.pdf'],
      ['Opel', 'a.pdf'],
    ] as const)
      expect((await upload(tokens.vc, { brand, fileName: name })).statusCode).toBe(200);
    const groups = await infoPack();
    const names = groups.map((g) => g.brandName);
    expect(names).toEqual([...names].sort());
    expect(filesOf(groups, 'Opel')).toEqual(['a.pdf', 'b.pdf']);
  });

  it.each([
    ['a+b.pdf', 'upload.plusNotAccepted'],
    ['Brand template.pdf', 'upload.templateNotAccepted'],
    ['guide<1>.pdf', 'upload.invalidCharacters'],
    ['guide;rm.pdf', 'upload.invalidCharacters'],
  ])('the name rule refuses %s (400, its message, nothing kept)', async (fileName, key) => {
    const res = await refusedCleanly(() => upload(tokens.vc, { fileName }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: en(key), fields: { files: en(key) } });
  });

  it('the same name in the same library and brand is 409 FileExist; elsewhere, or after a delete, it is fine', async () => {
    expect((await upload(tokens.vc, { brand: 'Lancia', fileName: 'same.pdf' })).statusCode).toBe(200);
    const again = await refusedCleanly(() => upload(tokens.hq, { brand: 'Lancia', fileName: 'same.pdf' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'FileExist' });
    expect((await upload(tokens.vc, { brand: 'Maserati', fileName: 'same.pdf' })).statusCode).toBe(200);
    const tutorial = await upload(tokens.vc, { library: 'tutorial', brand: 'Lancia', fileName: 'same.pdf' });
    expect(tutorial.statusCode).toBe(200);

    const lancia = (await infoPack()).find((g) => g.brandName === 'Lancia')!;
    expect(lancia.fileList).toHaveLength(1);
    expect((await remove(tokens.vc, lancia.fileList[0]!.documentId)).statusCode).toBe(200);
    expect((await upload(tokens.vc, { brand: 'Lancia', fileName: 'same.pdf' })).statusCode).toBe(200);
  });

  it('two uploads of one name at once: one is kept, the other is FileExist', async () => {
    const [a, b] = await Promise.all([
      upload(tokens.vc, { brand: 'Comau', fileName: 'race.pdf' }),
      upload(tokens.hq, { brand: 'Comau', fileName: 'race.pdf' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(filesOf(await infoPack(), 'Comau')).toEqual(['race.pdf']);
  });

  it('refuses a bad library or brand, a hidden tutorial group, no file, or two files (400, nothing kept)', async () => {
    const bad = [
      { library: 'guidelines' },
      { brand: 'Non-PSA Brand' },
      { brand: 'Tesla' },
      { library: 'tutorial', brand: 'Peugeot Professional' },
    ];
    for (const input of bad) {
      const res = await refusedCleanly(() => upload(tokens.vc, input));
      expect(res.statusCode, JSON.stringify(input)).toBe(400);
    }
    const library = await refusedCleanly(() => upload(tokens.vc, { library: 'guidelines' }));
    expect(library.json().fields).toMatchObject({ Library: en('libraries.validation.library') });
    const noBrand = await refusedCleanly(() =>
      upload(tokens.vc, { parts: [{ name: 'files', fileName: 'x.pdf', body: Buffer.from('x') }] }),
    );
    expect(noBrand.statusCode).toBe(400);
    expect(noBrand.json().fields).toMatchObject({ BrandName: en('libraries.validation.brand') });
    const unknownName = await refusedCleanly(() =>
      upload(tokens.vc, {
        parts: [
          { name: 'files', fileName: 'x.pdf', body: Buffer.from('x') },
          { name: 'DocumentName', value: 'Tesla' },
        ],
      }),
    );
    expect(unknownName.statusCode).toBe(400);
    expect(unknownName.json().fields).toMatchObject({ DocumentName: en('libraries.validation.brand') });
    const brand = await refusedCleanly(() => upload(tokens.vc, { brand: 'Tesla' }));
    expect(brand.json().fields).toMatchObject({ BrandName: en('libraries.validation.brand') });

    const noFile = await refusedCleanly(() =>
      upload(tokens.vc, {
        parts: [
          { name: 'Library', value: 'infopack' },
          { name: 'BrandName', value: 'Peugeot' },
        ],
      }),
    );
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(en('designDocuments.oneFile'));

    const two = await refusedCleanly(() =>
      upload(tokens.vc, {
        parts: [
          { name: 'Library', value: 'infopack' },
          { name: 'BrandName', value: 'Peugeot' },
          { name: 'files', fileName: 'a.pdf', body: Buffer.from('a') },
          { name: 'files', fileName: 'b.pdf', body: Buffer.from('b') },
        ],
      }),
    );
    expect(two.statusCode).toBe(413);
  });

  it('a file over MAX_UPLOAD_MB is 413 with nothing left; exactly the limit is fine', async () => {
    const res = await refusedCleanly(() =>
      upload(tokens.vc, { fileName: 'huge.pdf', body: Buffer.alloc(2 * MB, 7) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: en('upload.tooLarge', { max: 1 }) });
    expect(
      (
        await upload(tokens.vc, {
          fileName: 'fits.pdf',
          body: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MB - 9, 7)]),
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('delete', () => {
  it('soft-deletes: gone from the list and the download, the row and the stored file kept, an audit row', async () => {
    const up = await upload(tokens.vc, { brand: 'Dodge', fileName: 'old pack.pdf' });
    const id = up.json<{ documentId: number }>().documentId;
    const res = await remove(tokens.hq, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, message: en('libraries.successDelete') });

    expect((await infoPack()).find((g) => g.brandName === 'Dodge')).toBeUndefined();
    expect((await get(ctx, `/tutorials/downloadinfopackdocument/${id}`, tokens.vc)).statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(libraryDocuments).where(eq(libraryDocuments.id, id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const [file] = await ctx.database.db.select().from(storedFiles).where(eq(storedFiles.id, row!.fileId));
    expect(file?.fileName).toBe('old pack.pdf');
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'libraryDocument.delete'), eq(auditLog.entityId, String(id))));
    expect(entry?.detail).toMatchObject({
      library: 'infopack',
      brandName: 'Dodge',
      fileName: 'old pack.pdf',
    });
  });

  it('deletes a tutorial too; unknown or already deleted is 404; a bad id is 400', async () => {
    const up = await upload(tokens.vc, { library: 'tutorial', brand: 'Abarth', fileName: 'abarth.pdf' });
    const id = up.json<{ documentId: number }>().documentId;
    expect(filesOf(await tutorials(), 'Abarth')).toEqual(['abarth.pdf']);
    expect((await remove(tokens.vc, id)).statusCode).toBe(200);
    expect(filesOf(await tutorials(), 'Abarth')).toEqual([]);
    expect((await remove(tokens.vc, id)).statusCode).toBe(404);
    expect((await remove(tokens.vc, 999_999)).statusCode).toBe(404);
    expect((await remove(tokens.vc, 'abc')).statusCode).toBe(400);
  });
});
