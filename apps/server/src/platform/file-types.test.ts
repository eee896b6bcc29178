import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BRAND_IDS, ROLES, STATUS } from '@portal/contract';
import { libraryDocuments, messageAttachments, projectDocuments, storedFiles } from '../db/schema';
import { t } from './i18n';
import { createTestContext, createUser, get, signIn, type TestContext } from '../../test/helpers';
import { makeProject } from '../../test/project-fixtures';
import { storedObjects, uploadFile } from '../../test/design-documents';
import { addComment } from '../../test/design-review';
import { multipartBody, sampleFile } from '../../test/multipart';
import type { ProjectRecord } from '../features/projects/record';

/**
 * The type of an uploaded file is decided from its content within its slot's allow-list (docs/files.md), and a
 * stored file is served as what its bytes are: `nosniff`, and `inline` only for a PDF or a raster image.
 */

let ctx: TestContext;
let anna: string;
let annaId: number;
let vc: string;
let project: ProjectRecord;

const PAGE = Buffer.from('<html><body><script>alert(document.domain)</script></body></html>');
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(64, 2)]);

beforeAll(async () => {
  ctx = await createTestContext();
  const a = await createUser(ctx, { role: ROLES.ORIGINATOR });
  annaId = a.id;
  anna = await signIn(ctx, a.email);
  vc = await signIn(ctx, (await createUser(ctx, { role: ROLES.VC, projectRole: 'Validator' })).email);
  project = await makeProject(ctx, { originatorId: annaId, brandIds: [BRAND_IDS.peugeot] });
}, 120_000);
afterAll(() => ctx?.close());

async function counts() {
  const [files, docs, attachments, library] = await Promise.all([
    ctx.database.db.select({ id: storedFiles.id }).from(storedFiles),
    ctx.database.db.select({ id: projectDocuments.id }).from(projectDocuments),
    ctx.database.db.select({ id: messageAttachments.fileId }).from(messageAttachments),
    ctx.database.db.select({ id: libraryDocuments.id }).from(libraryDocuments),
  ]);
  return {
    files: files.length,
    docs: docs.length,
    attachments: attachments.length,
    library: library.length,
    objects: storedObjects(ctx).length,
  };
}

/** A refused upload: its status and message, and nothing stored, neither a file nor a row. */
async function refused(run: () => Promise<{ statusCode: number; json(): unknown }>) {
  const before = await counts();
  const res = await run();
  expect(await counts()).toEqual(before);
  return { status: res.statusCode, message: (res.json() as { message: string }).message };
}

const upload = (slot: string, fileName: string, body: Buffer, contentType?: string, lang?: string) =>
  uploadFile(ctx, anna, {
    projectId: project.id,
    slot,
    fileName,
    body,
    contentType,
    headers: lang ? { 'accept-language': lang } : {},
  });

const typeOf = async (documentId: number) =>
  (
    await ctx.database.db
      .select({ type: storedFiles.contentType })
      .from(projectDocuments)
      .innerJoin(storedFiles, eq(storedFiles.id, projectDocuments.fileId))
      .where(eq(projectDocuments.id, documentId))
  )[0]!.type;

describe('uploads: the type comes from the content, within the slot allow-list', () => {
  it('refuses a .pdf that carries HTML (declared text/html or application/pdf) with 415, leaving nothing', async () => {
    for (const declared of ['text/html', 'application/pdf']) {
      const res = await refused(() => upload('situationPlan', 'plan.pdf', PAGE, declared));
      expect(res, declared).toEqual({
        status: 415,
        message: t('en', 'upload.contentMismatch', { type: 'PDF' }),
      });
    }
  });

  it('stores a real PDF, PNG and JPEG as their type, whatever the client declared', async () => {
    const cases = [
      ['newProjectInteriorPlan', 'interior.pdf', PDF, 'application/pdf'],
      ['photosreport', 'photos.png', PNG, 'image/png'],
      ['simulation', 'render.JPG', JPEG, 'image/jpeg'],
    ] as const;
    for (const [slot, fileName, body, type] of cases) {
      const res = await upload(slot, fileName, body, 'text/html');
      expect(res.statusCode, res.body).toBe(200);
      expect(await typeOf(res.json<{ documentId: number }>().documentId)).toBe(type);
    }
  });

  it("refuses an extension a slot does not take with 415, in the caller's language", async () => {
    const plans = 'PDF, PNG, JPEG, GIF, WEBP';
    const cases = [
      ['situationPlan', 'plan.html', PAGE, plans],
      ['newProjectFacadePlan', 'facade.xlsx', sampleFile('facade.xlsx'), plans],
      ['simulation', 'render.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), plans],
      ['newProjectMassPlan', 'mass', PDF, plans],
      ['opelShopingList', 'list.png', PNG, 'XLSX, CSV, PDF'],
    ] as const;
    for (const [slot, fileName, body, types] of cases) {
      for (const lang of ['en', 'fr', 'de'] as const) {
        const res = await refused(() => upload(slot, fileName, body, 'application/octet-stream', lang));
        expect(res, `${fileName} ${lang}`).toEqual({
          status: 415,
          message: t(lang, 'upload.typeNotAccepted', { types }),
        });
      }
    }
    expect(t('fr', 'upload.typeNotAccepted', { types: 'PDF' })).not.toBe(
      t('en', 'upload.typeNotAccepted', { types: 'PDF' }),
    );
  });

  it('takes a filled-in form as .xlsx and refuses a binary file named .csv', async () => {
    const ok = await upload('opelShopingList', 'shopping list.xlsx', sampleFile('x.xlsx'), 'text/html');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await typeOf(ok.json<{ documentId: number }>().documentId)).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const res = await refused(() => upload('opelShopingList', 'list.csv', PNG));
    expect(res).toEqual({ status: 415, message: t('en', 'upload.contentMismatch', { type: 'CSV' }) });
  });

  it('checks the CI files, message attachments and library documents the same way', async () => {
    const ci = await makeProject(ctx, {
      originatorId: annaId,
      brandIds: [BRAND_IDS.peugeot],
      set: { statusId: STATUS.approved },
    });
    const photo = await refused(() =>
      uploadFile(ctx, anna, { projectId: ci.id, slot: 'InstallationPhoto', fileName: 'p.png', body: PAGE }),
    );
    expect(photo).toEqual({ status: 415, message: t('en', 'upload.contentMismatch', { type: 'PNG' }) });

    const message = await refused(() =>
      addComment(ctx, anna, {
        projectId: project.id,
        files: [
          { fileName: 'ok.pdf', body: PDF },
          { fileName: 'page.htm', body: PAGE, contentType: 'text/html' },
        ],
      }),
    );
    expect(message.status).toBe(415);
    expect(message.message).toBe(
      t('en', 'upload.typeNotAccepted', { types: 'PDF, PNG, JPEG, GIF, WEBP, XLSX, CSV, DOCX, PPTX' }),
    );

    const form = multipartBody([
      { name: 'DocumentName', value: 'Peugeot' },
      { name: 'Library', value: 'tutorial' },
      { name: 'BrandName', value: 'Peugeot' },
      { name: 'files', fileName: 'guide.pdf', contentType: 'application/pdf', body: PAGE },
    ]);
    const library = await refused(() =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/tutorials/uploadafile',
        headers: { authorization: `Bearer ${vc}`, 'content-type': form.contentType },
        payload: form.stream,
      }),
    );
    expect(library).toEqual({ status: 415, message: t('en', 'upload.contentMismatch', { type: 'PDF' }) });
  });
});

describe('downloads: a file is served as what its bytes are', () => {
  const fileById = (documentId: number, query = '') =>
    get(ctx, `/projects/GetFileById/${documentId}${query}`, anna);

  it('serves a PDF, a PNG and a JPEG inline with their type and nosniff when a preview asks', async () => {
    const cases = [
      ['existingFacadePlan', 'facade.pdf', PDF, 'application/pdf'],
      ['existingmassPlan', 'mass.png', PNG, 'image/png'],
      ['existingInteriorPlan', 'interior.jpeg', JPEG, 'image/jpeg'],
    ] as const;
    for (const [slot, fileName, body, type] of cases) {
      const { documentId } = (await upload(slot, fileName, body)).json<{ documentId: number }>();
      const shown = await fileById(documentId, '?inline=true');
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['content-type']).toBe(type);
      expect(shown.headers['x-content-type-options']).toBe('nosniff');
      expect(shown.headers['content-disposition']).toBe(`inline; filename="${fileName}"`);
      expect(shown.rawPayload.equals(body)).toBe(true);
      const saved = await fileById(documentId);
      expect(saved.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    }
  });

  it('never shows a spreadsheet in place', async () => {
    const { documentId } = (
      await upload('multibrandShoppingList', 'list.xlsx', sampleFile('list.xlsx'))
    ).json<{ documentId: number }>();
    const res = await fileById(documentId, '?inline=true');
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe('attachment; filename="list.xlsx"');
  });

  it('serves a row stored before the sniffing (a name-based type over HTML) as bytes to download', async () => {
    const { documentId } = (await upload('newCustomerPathLayout', 'layout.pdf', PDF)).json<{
      documentId: number;
    }>();
    const [doc] = await ctx.database.db
      .select({ fileId: projectDocuments.fileId })
      .from(projectDocuments)
      .where(eq(projectDocuments.id, documentId));
    const [file] = await ctx.database.db.select().from(storedFiles).where(eq(storedFiles.id, doc!.fileId));
    // The old rows: the client's word (by name or declared) over content that is not a PDF.
    const stored = await ctx.app.storage.put(PAGE);
    for (const contentType of ['application/pdf', 'text/html']) {
      await ctx.database.db
        .update(storedFiles)
        .set({ storageKey: stored.key, sizeBytes: stored.sizeBytes, contentType })
        .where(eq(storedFiles.id, file!.id));
      const res = await fileById(documentId, '?inline=true');
      expect(res.statusCode, contentType).toBe(200);
      expect(res.headers['content-type'], contentType).toBe('application/octet-stream');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe('attachment; filename="layout.pdf"');
      expect(res.rawPayload.equals(PAGE)).toBe(true);
    }
  });
});

describe('the content security policy', () => {
  it("frames no blob: address and runs workers and scripts of the portal's own origin only", async () => {
    const res = await get(ctx, '/health');
    const csp = String(res.headers['content-security-policy']);
    // The document viewer draws PDFs with pdf.js (docs/decisions/020): nothing frames a file any more.
    expect(csp).toMatch(/frame-src 'self'(;|$| https?:)/);
    expect(csp).not.toMatch(/frame-src[^;]*blob:/);
    expect(csp).toMatch(/worker-src 'self'(;|$)/);
    expect(csp).toContain("object-src 'none'");
    // No string or WebAssembly evaluation: pdf.js runs with isEvalSupported and useWasm off.
    expect(csp).toContain("script-src 'self';");
  });
});
