import contentDisposition from 'content-disposition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  BRAND_IDS,
  DOCUMENT_SLOTS,
  MAX_SLOT_VERSIONS,
  requiredSlots,
  ROLES,
  shownSlots,
  STATUS,
} from '@portal/contract';
import { auditLog, projectBrandDesign, projectDocuments, projects, storedFiles } from '../../db/schema';
import { t } from '../../platform/i18n';
import { createTestContext, createUser, get, signIn, type TestContext } from '../../../test/helpers';
import { makeProject } from '../../../test/project-fixtures';
import { storedObjects, uploadFile } from '../../../test/design-documents';
import { sampleFile } from '../../../test/multipart';
import type { ProjectRecord } from '../projects/record';

/**
 * The design documents of a project (spec 001 §3, §5, §7, §8; docs/lifecycle.md, docs/files.md): document info, uploads with
 * their name rules, FileExist, the size limit and the version limit, soft deletes, downloads, and who may do
 * each where. Templates: templates.test.ts.
 */

let ctx: TestContext;
type Who = 'vc' | 'hq' | 'rnd' | 'anna' | 'bert' | 'retail';
const tokens = {} as Record<Who, string>;
const users = {} as Record<Who, { id: number; email: string }>;
const en = (key: string, vars?: Record<string, string | number>) => t('en', key, vars);
const MB = 1024 * 1024;

/** Anna's Peugeot project in France (registered), open for documents. */
let alpha: ProjectRecord;
/** Bert's project. */
let beta: ProjectRecord;

beforeAll(async () => {
  ctx = await createTestContext({ MAX_UPLOAD_MB: '1' });
  const make = async (who: Who, opts: Parameters<typeof createUser>[1]) => {
    users[who] = await createUser(ctx, opts);
    tokens[who] = await signIn(ctx, users[who].email);
  };
  await make('vc', { role: ROLES.VC, projectRole: 'Validator' });
  await make('hq', { role: ROLES.HQ });
  await make('rnd', { role: ROLES.RND, markets: ['FR'], brandIds: [BRAND_IDS.peugeot] });
  await make('anna', { role: ROLES.ORIGINATOR });
  await make('bert', { role: ROLES.ORIGINATOR });
  await make('retail', { role: ROLES.RETAIL });
  alpha = await makeProject(ctx, {
    originatorId: users.anna.id,
    retailId: users.retail.id,
    brandIds: [BRAND_IDS.peugeot],
  });
  beta = await makeProject(ctx, { originatorId: users.bert.id, brandIds: [BRAND_IDS.peugeot] });
}, 120_000);
afterAll(() => ctx?.close());

const info = (who: Who, project: { id: number }, userId: number = 0) =>
  get(ctx, `/projects/GetDocumentInfoToDownload/${userId}/${project.id}`, tokens[who]);
const isMax = (who: Who, project: { id: number }, slot: string) =>
  get(ctx, `/projects/ismaxfileuploaded/${project.id}/${slot}`, tokens[who]);
const fileById = (who: Who, documentId: number, query = '') =>
  get(ctx, `/projects/GetFileById/${documentId}${query}`, tokens[who]);
const remove = (who: Who, fileName: string, slot: string, projectId: number) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/projects/deleteprojectdocs/${encodeURIComponent(fileName)}/${slot}/${projectId}`,
    headers: { authorization: `Bearer ${tokens[who]}` },
  });

async function rowCounts() {
  const [files, docs] = await Promise.all([
    ctx.database.db.select({ id: storedFiles.id }).from(storedFiles),
    ctx.database.db.select({ id: projectDocuments.id }).from(projectDocuments),
  ]);
  return { files: files.length, docs: docs.length, objects: storedObjects(ctx).length };
}

/** Runs a refused upload and proves that it left no stored object and no row. */
async function refusedLeavesNothing<R>(run: () => Promise<R>): Promise<R> {
  const before = await rowCounts();
  const res = await run();
  expect(await rowCounts()).toEqual(before);
  return res;
}

async function liveSlot(projectId: number, slot: string) {
  return ctx.database.db
    .select({ id: projectDocuments.id, fileName: storedFiles.fileName })
    .from(projectDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, projectDocuments.fileId))
    .where(
      and(
        eq(projectDocuments.projectId, projectId),
        eq(projectDocuments.slot, slot),
        isNull(projectDocuments.deletedAt),
      ),
    )
    .orderBy(asc(projectDocuments.id));
}

describe('GetDocumentInfoToDownload', () => {
  it('answers every slot field empty, the shown and missing slots and the flags of a new project', async () => {
    const project = await makeProject(ctx, { originatorId: users.anna.id, brandIds: [BRAND_IDS.peugeot] });
    const res = await info('anna', project, users.anna.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      siteName: project.siteName,
      projectStatus: 'Project Registered',
      statusId: 0,
      isUploadAllowed: true,
      isSpotiCarPresent: false,
      isThisDigitalAtRetailOrderFormMandetoryBrand: true,
      simulationFilePath: '',
      simulationDate: '',
      spoticarExteriorsignsfile: '',
      spoticarExteriorsignsfileDate: '',
    });
    for (const slot of DOCUMENT_SLOTS) {
      const pathField = slot === 'spoticarExteriorsignsfile' ? slot : `${slot}FilePath`;
      expect(body[pathField], pathField).toBe('');
      expect(body[`${slot}Date`], slot).toBe('');
    }
    const brands = [{ brandId: BRAND_IDS.peugeot, brandEnabled: true, typology: '', ciWorkstream: [] }];
    expect(body.missingDocuments).toEqual(requiredSlots(brands));
    expect(body.documents.map((d: { documentName: string }) => d.documentName)).toEqual(shownSlots(brands));
    const peugeotList = body.documents.find(
      (d: { documentName: string }) => d.documentName === 'peugeotSignageEquipmentList',
    );
    expect(peugeotList).toEqual({
      documentName: 'peugeotSignageEquipmentList',
      required: false,
      templateFileName: 'Peugeot_Signage_Equipment_List.xlsx',
      versions: [],
    });
    const interior = body.documents.find(
      (d: { documentName: string }) => d.documentName === 'newProjectInteriorPlan',
    );
    expect(interior).toMatchObject({ required: true, templateFileName: null });
    // Brand files of brands the project does not have are not shown.
    expect(body.documents.some((d: { documentName: string }) => d.documentName === 'citeronFurniture')).toBe(
      false,
    );
  });

  it('reads the brand selection of the design tab (enabled brands, typology, workstreams) once saved', async () => {
    const project = await makeProject(ctx, {
      originatorId: users.anna.id,
      brandIds: [BRAND_IDS.citroen, BRAND_IDS.peugeot],
    });
    await ctx.database.db.insert(projectBrandDesign).values([
      {
        projectId: project.id,
        brandId: BRAND_IDS.citroen,
        typology: 'interiorRelooking',
        ciWorkstreams: ['derogation'],
      },
      { projectId: project.id, brandId: BRAND_IDS.peugeot, enabled: false },
    ]);
    const body = (await info('anna', project)).json();
    const names = body.documents.map((d: { documentName: string }) => d.documentName);
    expect(names).toContain('citeronFurniture');
    expect(names).not.toContain('peugeotSignageEquipmentList');
    expect(names).not.toContain('multibrandShoppingList'); // one brand enabled
    // Interior Relooking waives the plans; the derogation workstream calls for the derogation form.
    expect(body.missingDocuments).toEqual([
      'newProjectInteriorPlan',
      'newProjectInteriorElevationPlan',
      'psaDerogationForm',
      'digitalAtRetailOrderForm',
    ]);
    expect(body.isThisDigitalAtRetailOrderFormMandetoryBrand).toBe(true);
  });

  it('a Spoticar-only project needs the Spoticar file and no digital-at-retail form', async () => {
    const project = await makeProject(ctx, { originatorId: users.anna.id, brandIds: [BRAND_IDS.spoticar] });
    const body = (await info('anna', project)).json();
    expect(body.isSpotiCarPresent).toBe(true);
    expect(body.isThisDigitalAtRetailOrderFormMandetoryBrand).toBe(false);
    expect(body.missingDocuments).toContain('spoticarExteriorsignsfile');
    expect(body.missingDocuments).not.toContain('digitalAtRetailOrderForm');
  });

  it('userId is 0 or the project’s originator; another id is 404', async () => {
    expect((await info('anna', alpha, 0)).statusCode).toBe(200);
    expect((await info('vc', alpha, users.anna.id)).statusCode).toBe(200);
    expect((await info('anna', alpha, users.bert.id)).statusCode).toBe(404);
  });

  it('scope: another originator’s project and RND outside its markets are 404; readers may not upload', async () => {
    expect((await info('bert', alpha)).statusCode).toBe(404);
    expect((await info('retail', beta)).statusCode).toBe(404);
    const italian = await makeProject(ctx, {
      originatorId: users.anna.id,
      brandIds: [BRAND_IDS.peugeot],
      siteValues: { countryCode: 'IT', region: '' },
    });
    expect((await info('rnd', italian)).statusCode).toBe(404);
    for (const who of ['vc', 'hq', 'rnd', 'retail'] as const) {
      const res = await info(who, alpha);
      expect(res.statusCode, who).toBe(200);
      expect(res.json().isUploadAllowed, who).toBe(false);
    }
  });

  it('isUploadAllowed is false once the dossier is closed (submitted, paused)', async () => {
    const submitted = await makeProject(ctx, {
      originatorId: users.anna.id,
      set: { statusId: STATUS.underReview, isSubmittedForApproval: true },
    });
    const paused = await makeProject(ctx, { originatorId: users.anna.id, set: { isEnabled: false } });
    expect((await info('anna', submitted)).json().isUploadAllowed).toBe(false);
    expect((await info('anna', paused)).json().isUploadAllowed).toBe(false);
  });
});

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

describe('ismaxfileuploaded', () => {
  it('is for the originator within scope; 404 outside, 403 for other roles, 400 for an unknown slot', async () => {
    expect((await isMax('anna', alpha, 'simulation')).statusCode).toBe(200);
    expect((await isMax('bert', alpha, 'simulation')).statusCode).toBe(404);
    expect((await isMax('vc', alpha, 'simulation')).statusCode).toBe(403);
    expect((await isMax('anna', alpha, 'nothing')).statusCode).toBe(400);
  });
});

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
