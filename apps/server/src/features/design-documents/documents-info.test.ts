import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_IDS, DOCUMENT_SLOTS, requiredSlots, shownSlots, STATUS } from '@portal/contract';
import { projectBrandDesign } from '../../db/schema';
import type { TestContext } from '../../../test/helpers';
import { makeProject } from '../../../test/project-fixtures';
import {
  documentFixtures,
  documentWorld,
  type DocumentWorld,
  type Who,
} from '../../../test/document-fixtures';
import type { ProjectRecord } from '../projects/record';

/**
 * The design documents of a project (spec 001 §3, §5, §7, §8; docs/lifecycle.md, docs/files.md): document info and
 * who may read it; whether a slot is full. Uploads: documents-upload.test.ts; deletes and downloads:
 * documents-files.test.ts; templates: templates.test.ts.
 */

let world: DocumentWorld;
let ctx: TestContext;
let users: Record<Who, { id: number; email: string }>;
let alpha: ProjectRecord;
let beta: ProjectRecord;
const { info, isMax } = documentFixtures(() => world);

beforeAll(async () => {
  world = await documentWorld();
  ({ ctx, users, alpha, beta } = world);
}, 120_000);
afterAll(() => world?.ctx.close());

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

describe('ismaxfileuploaded', () => {
  it('is for the originator within scope; 404 outside, 403 for other roles, 400 for an unknown slot', async () => {
    expect((await isMax('anna', alpha, 'simulation')).statusCode).toBe(200);
    expect((await isMax('bert', alpha, 'simulation')).statusCode).toBe(404);
    expect((await isMax('vc', alpha, 'simulation')).statusCode).toBe(403);
    expect((await isMax('anna', alpha, 'nothing')).statusCode).toBe(400);
  });
});
