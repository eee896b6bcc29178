import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BRAND_IDS, MAX_SLOT_VERSIONS, STATUS } from '@portal/contract';
import { auditLog, projectDocuments, storedFiles } from '../../db/schema';
import type { TestContext } from '../../../test/helpers';
import { makeProject } from '../../../test/project-fixtures';
import { storedObjects, uploadFile } from '../../../test/design-documents';
import {
  documentFixtures,
  documentWorld,
  en,
  MB,
  type DocumentWorld,
  type Who,
} from '../../../test/document-fixtures';
import type { ProjectRecord } from '../projects/record';

/**
 * Uploads of design documents (spec 001 §5, §7; docs/files.md): their name rules, FileExist, the size limit and the
 * version limit, and who may upload where. Document info: documents-info.test.ts.
 */

let world: DocumentWorld;
let ctx: TestContext;
let tokens: Record<Who, string>;
let users: Record<Who, { id: number; email: string }>;
let alpha: ProjectRecord;
const { info, isMax, fileById, refusedLeavesNothing, liveSlot } = documentFixtures(() => world);

beforeAll(async () => {
  world = await documentWorld();
  ({ ctx, tokens, users, alpha } = world);
}, 120_000);
afterAll(() => world?.ctx.close());

describe('uploadafile', () => {
  it('stores the file and its version in one go and answers fileName, createdDate, directoryPath, documentId', async () => {
    const project = await makeProject(ctx, { originatorId: users.anna.id, brandIds: [BRAND_IDS.peugeot] });
    const content = Buffer.from('%PDF-1.4 situation plan\n');
    const before = storedObjects(ctx).length;
    const res = await uploadFile(ctx, tokens.anna, {
      projectId: project.id,
      slot: 'situationPlan',
      fileName: 'Situation plan (v1).pdf',
      body: content,
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toEqual({
      fileName: 'Situation plan (v1).pdf',
      createdDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      directoryPath: `projects/GetFileById/${answer.documentId}`,
      documentId: expect.any(Number),
    });
    expect(storedObjects(ctx).length).toBe(before + 1);
    const [row] = await ctx.database.db
      .select()
      .from(projectDocuments)
      .innerJoin(storedFiles, eq(storedFiles.id, projectDocuments.fileId))
      .where(eq(projectDocuments.id, answer.documentId));
    expect(row!.project_documents).toMatchObject({
      projectId: project.id,
      slot: 'situationPlan',
      uploadedByUserId: users.anna.id,
      uploadedByEmail: users.anna.email,
      deletedAt: null,
    });
    expect(row!.stored_files).toMatchObject({
      fileName: 'Situation plan (v1).pdf',
      contentType: 'application/pdf',
      sizeBytes: content.length,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      createdBy: users.anna.id,
    });
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'projectDocument.upload'), eq(auditLog.entityId, String(answer.documentId))),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]!.detail).toMatchObject({ projectId: project.id, slot: 'situationPlan' });

    const body = (await info('anna', project)).json();
    expect(body.situationPlanFilePath).toBe(answer.directoryPath);
    expect(body.situationPlanDate).toBe(answer.createdDate);
    expect(body.missingDocuments).not.toContain('situationPlan');
    const slot = body.documents.find((d: { documentName: string }) => d.documentName === 'situationPlan');
    expect(slot.versions).toEqual([
      {
        documentId: answer.documentId,
        fileName: 'Situation plan (v1).pdf',
        createdDate: answer.createdDate,
        uploadedBy: users.anna.email,
        directoryPath: answer.directoryPath,
        contentType: 'application/pdf',
        sizeBytes: content.length,
      },
    ]);
  });

  it('the same name live in the slot answers 409 with the literal message FileExist; nothing is kept', async () => {
    const project = await makeProject(ctx, { originatorId: users.anna.id });
    const first = await uploadFile(ctx, tokens.anna, {
      projectId: project.id,
      slot: 'photosreport',
      fileName: 'photos.pdf',
    });
    expect(first.statusCode).toBe(200);
    const again = await refusedLeavesNothing(() =>
      uploadFile(ctx, tokens.anna, { projectId: project.id, slot: 'photosreport', fileName: 'photos.pdf' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ statusCode: 409, error: 'Conflict', message: 'FileExist' });
    // in French too: the client compares the literal
    const fr = await uploadFile(ctx, tokens.anna, {
      projectId: project.id,
      slot: 'photosreport',
      fileName: 'photos.pdf',
      headers: { 'accept-language': 'fr' },
    });
    expect(fr.json().message).toBe('FileExist');
    // the same name in another slot is fine
    const other = await uploadFile(ctx, tokens.anna, {
      projectId: project.id,
      slot: 'situationPlan',
      fileName: 'photos.pdf',
    });
    expect(other.statusCode).toBe(200);
  });

  it('the file name rules: template, "+", characters outside the allowed ones → 400 with the rule’s message', async () => {
    const cases: [string, string][] = [
      ['Order form TEMPLATE.xlsx', 'upload.templateNotAccepted'],
      ['my_template_v2.pdf', 'upload.templateNotAccepted'],
      ['plan+facade.pdf', 'upload.plusNotAccepted'],
      ['plan#1.pdf', 'upload.invalidCharacters'],
      ['plan;rm.pdf', 'upload.invalidCharacters'],
      ['<script>.pdf', 'upload.invalidCharacters'],
      [`${'a'.repeat(201)}.pdf`, 'upload.invalidCharacters'],
    ];
    for (const [fileName, key] of cases) {
      const res = await refusedLeavesNothing(() =>
        uploadFile(ctx, tokens.anna, { projectId: alpha.id, slot: 'simulation', fileName }),
      );
      expect(res.statusCode, fileName).toBe(400);
      expect(res.json(), fileName).toMatchObject({ message: en(key), fields: { files: en(key) } });
    }
    const fine = await uploadFile(ctx, tokens.anna, {
      projectId: alpha.id,
      slot: 'simulation',
      fileName: 'Façade Ölbild (2), v1_final-b.pdf',
    });
    expect(fine.statusCode).toBe(200);
  });

  it('refuses bad fields, a NUL byte, no file or a file in another field with 400, leaving nothing', async () => {
    const bad = await refusedLeavesNothing(() =>
      uploadFile(ctx, tokens.anna, { projectId: alpha.id, slot: 'notASlot' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ DocumentName: en('design.validation.documentName') });
    const badId = await refusedLeavesNothing(() =>
      uploadFile(ctx, tokens.anna, { projectId: 'x1', slot: 'simulation' }),
    );
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields).toEqual({ ProjectId: expect.any(String) });
    const nul = await refusedLeavesNothing(() =>
      uploadFile(ctx, tokens.anna, { projectId: alpha.id, slot: 'simulation\u0000' }),
    );
    expect(nul.statusCode).toBe(400);
    expect(nul.json().fields).toEqual({ DocumentName: en('validation.nulByte') });
    const noFile = await refusedLeavesNothing(() =>
      uploadFile(ctx, tokens.anna, {
        projectId: alpha.id,
        slot: 'simulation',
        parts: [
          { name: 'DocumentName', value: 'simulation' },
          { name: 'ProjectId', value: String(alpha.id) },
        ],
      }),
    );
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(en('designDocuments.oneFile'));
    const wrongField = await refusedLeavesNothing(() =>
      uploadFile(ctx, tokens.anna, {
        projectId: alpha.id,
        slot: 'simulation',
        parts: [
          { name: 'DocumentName', value: 'simulation' },
          { name: 'ProjectId', value: String(alpha.id) },
          { name: 'attachment', fileName: 'a.pdf', body: Buffer.from('a') },
        ],
      }),
    );
    expect(wrongField.statusCode).toBe(400);
    const two = await refusedLeavesNothing(() =>
      uploadFile(ctx, tokens.anna, {
        projectId: alpha.id,
        slot: 'simulation',
        parts: [
          { name: 'DocumentName', value: 'simulation' },
          { name: 'ProjectId', value: String(alpha.id) },
          { name: 'files', fileName: 'a.pdf', body: Buffer.from('a') },
          { name: 'files', fileName: 'b.pdf', body: Buffer.from('b') },
        ],
      }),
    );
    expect(two.statusCode).toBe(413);
    expect(two.json().message).toBe(en('upload.tooManyParts'));
  });

  it('a file over MAX_UPLOAD_MB answers 413 with nothing left in storage or the database', async () => {
    const res = await refusedLeavesNothing(() =>
      uploadFile(ctx, tokens.anna, {
        projectId: alpha.id,
        slot: 'newProjectMassPlan',
        fileName: 'huge.pdf',
        body: Buffer.alloc(2 * MB, 7),
      }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: en('upload.tooLarge', { max: 1 }) });
    // exactly the limit is fine
    const fits = await uploadFile(ctx, tokens.anna, {
      projectId: alpha.id,
      slot: 'newProjectMassPlan',
      fileName: 'fits.pdf',
      body: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MB - 9, 7)]),
    });
    expect(fits.statusCode).toBe(200);
  });

  it('keeps at most MAX_SLOT_VERSIONS: full slot → 405 unless ReplaceOldest, which soft-deletes the oldest', async () => {
    const project = await makeProject(ctx, { originatorId: users.anna.id });
    const slot = 'existingFacadePlan';
    const ids: number[] = [];
    for (let i = 1; i <= MAX_SLOT_VERSIONS; i++) {
      expect((await isMax('anna', project, slot)).json()).toBe(false);
      const res = await uploadFile(ctx, tokens.anna, {
        projectId: project.id,
        slot,
        fileName: `facade v${i}.pdf`,
      });
      expect(res.statusCode).toBe(200);
      ids.push(res.json().documentId);
    }
    expect((await isMax('anna', project, slot)).json()).toBe(true);
    expect((await isMax('anna', project, 'situationPlan')).json()).toBe(false);

    const full = await refusedLeavesNothing(() =>
      uploadFile(ctx, tokens.anna, { projectId: project.id, slot, fileName: 'facade v6.pdf' }),
    );
    expect(full.statusCode).toBe(405);
    expect(full.json().message).toBe(en('designDocuments.slotFull', { max: MAX_SLOT_VERSIONS }));

    const replaced = await uploadFile(ctx, tokens.anna, {
      projectId: project.id,
      slot,
      fileName: 'facade v6.pdf',
      replaceOldest: true,
    });
    expect(replaced.statusCode).toBe(200);
    const live = await liveSlot(project.id, slot);
    expect(live.map((v) => v.fileName)).toEqual([
      'facade v2.pdf',
      'facade v3.pdf',
      'facade v4.pdf',
      'facade v5.pdf',
      'facade v6.pdf',
    ]);
    const [oldest] = await ctx.database.db
      .select()
      .from(projectDocuments)
      .where(eq(projectDocuments.id, ids[0]!));
    expect(oldest!.deletedAt).toBeInstanceOf(Date);
    expect((await fileById('anna', ids[0]!)).statusCode).toBe(404);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'projectDocument.replaceOldest'), eq(auditLog.entityId, String(ids[0]))),
      );
    expect(audits).toHaveLength(1);

    // newest first in the document info, the latest one in the spec's fields
    const body = (await info('anna', project)).json();
    const versions = body.documents.find((d: { documentName: string }) => d.documentName === slot).versions;
    expect(versions.map((v: { fileName: string }) => v.fileName)).toEqual([
      'facade v6.pdf',
      'facade v5.pdf',
      'facade v4.pdf',
      'facade v3.pdf',
      'facade v2.pdf',
    ]);
    expect(body.existingFacadePlanFilePath).toBe(replaced.json().directoryPath);
    // ReplaceOldest on a slot that is not full replaces nothing
    const other = await uploadFile(ctx, tokens.anna, {
      projectId: project.id,
      slot: 'situationPlan',
      fileName: 'a.pdf',
      replaceOldest: true,
    });
    expect(other.statusCode).toBe(200);
    expect(await liveSlot(project.id, 'situationPlan')).toHaveLength(1);
  });

  it('scope and roles: another originator’s project 404, HQ / VC / RND / Retail 403, nothing left', async () => {
    const theirs = await refusedLeavesNothing(() =>
      uploadFile(ctx, tokens.bert, { projectId: alpha.id, slot: 'simulation', fileName: 'x.pdf' }),
    );
    expect(theirs.statusCode).toBe(404);
    const unknown = await refusedLeavesNothing(() =>
      uploadFile(ctx, tokens.anna, { projectId: 999999, slot: 'simulation', fileName: 'x.pdf' }),
    );
    expect(unknown.statusCode).toBe(404);
    for (const who of ['hq', 'vc', 'rnd', 'retail'] as const) {
      const res = await refusedLeavesNothing(() =>
        uploadFile(ctx, tokens[who], { projectId: alpha.id, slot: 'simulation', fileName: 'x.pdf' }),
      );
      expect(res.statusCode, who).toBe(403);
    }
  });

  it('the dossier must be open: submitted, under validation, approved or paused → 405; refused → open again', async () => {
    const cases: [Partial<ProjectRecord>, string][] = [
      [{ statusId: STATUS.underReview, isSubmittedForApproval: true }, 'designDocuments.closed'],
      [{ statusId: STATUS.revisionMeeting, isSubmittedForApproval: true }, 'designDocuments.closed'],
      [{ statusId: STATUS.approved }, 'designDocuments.closed'],
      [{ statusId: STATUS.documented }, 'designDocuments.closed'],
      [{ isEnabled: false }, 'project.paused'],
    ];
    for (const [set, key] of cases) {
      const project = await makeProject(ctx, { originatorId: users.anna.id, set });
      const res = await refusedLeavesNothing(() =>
        uploadFile(ctx, tokens.anna, { projectId: project.id, slot: 'simulation', fileName: 'x.pdf' }),
      );
      expect(res.statusCode, JSON.stringify(set)).toBe(405);
      expect(res.json().message).toBe(en(key));
    }
    for (const statusId of [STATUS.refused, STATUS.refusedNotCompliant, STATUS.registeredDocumentationOnly]) {
      const project = await makeProject(ctx, { originatorId: users.anna.id, set: { statusId } });
      const res = await uploadFile(ctx, tokens.anna, {
        projectId: project.id,
        slot: 'simulation',
        fileName: 'x.pdf',
      });
      expect(res.statusCode, String(statusId)).toBe(200);
    }
  });
});
