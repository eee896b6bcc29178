import contentDisposition from 'content-disposition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BRAND_IDS, STATUS } from '@portal/contract';
import { auditLog, projectDocuments, projects } from '../../db/schema';
import type { TestContext } from '../../../test/helpers';
import { makeProject } from '../../../test/project-fixtures';
import { storedObjects, uploadFile } from '../../../test/design-documents';
import { sampleFile } from '../../../test/multipart';
import {
  documentFixtures,
  documentWorld,
  en,
  type DocumentWorld,
  type Who,
} from '../../../test/document-fixtures';
import type { ProjectRecord } from '../projects/record';

/**
 * Soft deletes and downloads of design documents (spec 001 §8; docs/files.md), and who may do each where. Uploads:
 * documents-upload.test.ts.
 */

let world: DocumentWorld;
let ctx: TestContext;
let tokens: Record<Who, string>;
let users: Record<Who, { id: number; email: string }>;
let alpha: ProjectRecord;
const { info, fileById, remove, liveSlot } = documentFixtures(() => world);

beforeAll(async () => {
  world = await documentWorld();
  ({ ctx, tokens, users, alpha } = world);
}, 120_000);
afterAll(() => world?.ctx.close());

describe('deleteprojectdocs', () => {
  it('soft-deletes the newest live version of that name in the slot, with an audit row', async () => {
    const project = await makeProject(ctx, { originatorId: users.anna.id });
    const a = (
      await uploadFile(ctx, tokens.anna, {
        projectId: project.id,
        slot: 'situationPlan',
        fileName: 'site plan.pdf',
      })
    ).json();
    const b = (
      await uploadFile(ctx, tokens.anna, {
        projectId: project.id,
        slot: 'situationPlan',
        fileName: 'site plan 2.pdf',
      })
    ).json();
    const objects = storedObjects(ctx).length;

    const res = await remove('anna', 'site plan 2.pdf', 'situationPlan', project.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, message: en('designDocuments.deleted') });
    expect((await liveSlot(project.id, 'situationPlan')).map((v) => v.id)).toEqual([a.documentId]);
    // soft: the row and the stored file stay
    expect(storedObjects(ctx).length).toBe(objects);
    const [row] = await ctx.database.db
      .select()
      .from(projectDocuments)
      .where(eq(projectDocuments.id, b.documentId));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'projectDocument.delete'), eq(auditLog.entityId, String(b.documentId))));
    expect(audits).toHaveLength(1);

    // the deleted version is gone from the info and from download; the latest is the older one again
    const body = (await info('anna', project)).json();
    expect(body.situationPlanFilePath).toBe(a.directoryPath);
    expect((await fileById('anna', b.documentId)).statusCode).toBe(404);
    expect((await fileById('vc', b.documentId)).statusCode).toBe(404);
    // its name may be used again
    expect(
      (
        await uploadFile(ctx, tokens.anna, {
          projectId: project.id,
          slot: 'situationPlan',
          fileName: 'site plan 2.pdf',
        })
      ).statusCode,
    ).toBe(200);

    // a name not live in that slot: 404
    const again = await remove('anna', 'nothing.pdf', 'situationPlan', project.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(en('designDocuments.versionNotFound'));
    expect((await remove('anna', 'site plan.pdf', 'photosreport', project.id)).statusCode).toBe(404);
    expect((await remove('anna', 'site plan.pdf', 'noSlot', project.id)).statusCode).toBe(400);
  });

  it('only the originator, only while the dossier is open', async () => {
    const project = await makeProject(ctx, { originatorId: users.anna.id });
    await uploadFile(ctx, tokens.anna, { projectId: project.id, slot: 'simulation', fileName: 'sim.pdf' });
    expect((await remove('bert', 'sim.pdf', 'simulation', project.id)).statusCode).toBe(404);
    for (const who of ['vc', 'hq', 'rnd', 'retail'] as const)
      expect((await remove(who, 'sim.pdf', 'simulation', project.id)).statusCode, who).toBe(403);
    await ctx.database.db
      .update(projects)
      .set({ statusId: STATUS.underReview, isSubmittedForApproval: true })
      .where(eq(projects.id, project.id));
    const closed = await remove('anna', 'sim.pdf', 'simulation', project.id);
    expect(closed.statusCode).toBe(405);
    expect(closed.json().message).toBe(en('designDocuments.closed'));
    expect(await liveSlot(project.id, 'simulation')).toHaveLength(1);
  });
});

describe('GetFileById', () => {
  let pdf: number;
  let png: number;
  let sheet: number;
  const pdfBytes = Buffer.from('%PDF-1.4 interior plan\n');
  beforeAll(async () => {
    const up = async (
      fileName: string,
      contentType: string,
      body: Buffer,
      slot = 'newProjectInteriorPlan',
    ) => {
      const res = await uploadFile(ctx, tokens.anna, {
        projectId: alpha.id,
        slot,
        fileName,
        contentType,
        body,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().documentId as number;
    };
    pdf = await up('Intérieur plan.pdf', 'application/pdf', pdfBytes);
    png = await up('render.png', 'image/png', Buffer.from('89504e470d0a1a0a', 'hex'));
    sheet = await up('list.xlsx', 'text/html', sampleFile('list.xlsx'), 'multibrandShoppingList');
  });

  it('downloads as an attachment under the original name, with nosniff', async () => {
    const res = await fileById('anna', pdf);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(contentDisposition('Intérieur plan.pdf'));
    expect(res.headers['content-disposition']).toBe('attachment; filename="Intérieur plan.pdf"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload).toEqual(pdfBytes);
  });

  it('?inline=true shows PDF and images in place; other types stay attachments', async () => {
    expect((await fileById('anna', pdf, '?inline=true')).headers['content-disposition']).toMatch(/^inline;/);
    expect((await fileById('anna', png, '?inline=true')).headers['content-disposition']).toMatch(/^inline;/);
    expect((await fileById('anna', png, '?inline=false')).headers['content-disposition']).toMatch(
      /^attachment;/,
    );
    // A spreadsheet is never shown in place (an HTML file is not even taken: file-types.test.ts).
    const list = await fileById('anna', sheet, '?inline=true');
    expect(list.headers['content-disposition']).toMatch(/^attachment;/);
    expect(list.headers['x-content-type-options']).toBe('nosniff');
    expect((await fileById('anna', pdf, '?inline=yes')).statusCode).toBe(400);
  });

  it('readers of the project may download; outside the scope, unknown or deleted is 404 File Not Found', async () => {
    for (const who of ['vc', 'hq', 'rnd', 'retail'] as const)
      expect((await fileById(who, pdf)).statusCode, who).toBe(200);
    const theirs = await fileById('bert', pdf);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(en('designDocuments.fileNotFound'));
    expect((await fileById('anna', 999999)).statusCode).toBe(404);
    const italian = await makeProject(ctx, {
      originatorId: users.anna.id,
      brandIds: [BRAND_IDS.peugeot],
      siteValues: { countryCode: 'IT', region: '' },
    });
    const there = (
      await uploadFile(ctx, tokens.anna, { projectId: italian.id, slot: 'simulation', fileName: 'it.pdf' })
    ).json();
    expect((await fileById('rnd', there.documentId)).statusCode).toBe(404);
    expect((await fileById('vc', there.documentId)).statusCode).toBe(200);
  });
});
