import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STATUS } from '@portal/contract';
import { auditLog, projectBrandDesign } from '../../db/schema';
import { get, type TestContext } from '../../../test/helpers';
import { dossierBody, saveDesign } from '../../../test/design-validation';
import {
  CITROEN,
  NON_PSA,
  OPEL,
  PEUGEOT,
  createDesignDataContext,
  designDataFixtures,
  en,
  type DesignDataContext,
} from '../../../test/design-data-fixtures';
import type { ProjectRecord } from '../projects/record';

let state: DesignDataContext;
let ctx: TestContext;
let tokens: DesignDataContext['tokens'];
let alpha: ProjectRecord;
let beta: ProjectRecord;

beforeAll(async () => {
  state = await createDesignDataContext();
  ({ ctx, tokens, alpha, beta } = state);
});
afterAll(() => ctx.close());

const { fresh } = designDataFixtures(() => state);

describe('POST /Projects/UpdateDesignValidationWithDynamicBrand (draft save)', () => {
  it('saves project data, planned opening, brands and showroom surfaces, read back by the GET calls', async () => {
    const p = await fresh([PEUGEOT, CITROEN]);
    const body = dossierBody(
      p.id,
      [
        {
          brandId: PEUGEOT,
          typology: 'renovation',
          ciWorkstream: ['furniture', 'derogation'],
          fields: { workshopBays: '4', brandRemarks: 'Corner lot', unknown: 'x' },
        },
        {
          brandId: CITROEN,
          brandEnabled: false,
          typology: '',
          ciWorkstream: [],
          surfaceNewVehicle: '',
          surfaceSecondVehicle: '',
        },
      ],
      { BuildingSurface: '', PlannedOpeningDate: '2027-05-31T00:00:00.000Z' },
    );
    const res = await saveDesign(ctx, tokens.anna, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      statusCode: 200,
      message: en('designValidation.saved'),
      statusId: STATUS.registered,
      isSubmittedForApproval: false,
    });
    const data = await get(ctx, `/projects/GetAllProjectData/${p.id}`, tokens.validator);
    expect(data.json()).toEqual({
      buildingSurface: '',
      terrainSurface: '3000.5',
      workShopSurface: '400',
      sparePartsShopSurface: '80',
      otherSurface: '20',
      plannedOpeningDate: '2027-05-31',
      handOverArea: '35',
      afterSales: '60',
      isDocumentationOnly: false,
      surfaceShowroomData: [
        { brandName: 'Citroen', surfaceNewVehicle: '', surfaceSecondVehicle: '' },
        { brandName: 'Peugeot', surfaceNewVehicle: '250', surfaceSecondVehicle: '120.5' },
      ],
    });
    const brands = (await get(ctx, `/DynamicBrand/GetAllBrandData/2/${p.id}`, tokens.anna)).json()
      .brandDetails;
    const peugeot = brands.find((b: { brandId: number }) => b.brandId === PEUGEOT);
    const value = (name: string) =>
      peugeot.fields.find((f: { fieldName: string }) => f.fieldName === name).value;
    expect(peugeot.brandEnabled).toBe(true);
    expect(value('typology')).toBe('renovation');
    expect(value('ciWorkstream')).toEqual(['furniture', 'derogation']);
    expect(value('workshopBays')).toBe('4');
    expect(value('brandRemarks')).toBe('Corner lot');
    expect(brands.find((b: { brandId: number }) => b.brandId === CITROEN).brandEnabled).toBe(false);
    const [stored] = await ctx.database.db
      .select()
      .from(projectBrandDesign)
      .where(eq(projectBrandDesign.brandId, PEUGEOT));
    expect(stored!.fieldValues).toEqual({ workshopBays: '4', brandRemarks: 'Corner lot' });
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(p.id)));
    expect(audits.map((a) => a.action)).toContain('designDossier.save');

    // An empty date clears it; a second save updates the rows.
    const again = await saveDesign(ctx, tokens.anna, {
      ...body,
      PlannedOpeningDate: '',
      BuildingSurface: '10',
    });
    expect(again.statusCode).toBe(200);
    expect((await get(ctx, `/projects/GetAllProjectData/${p.id}`, tokens.anna)).json()).toMatchObject({
      plannedOpeningDate: '',
      buildingSurface: '10',
    });
  });

  it('refuses a brand that is not the project’s, an unknown option and a wrong date with 400, saving nothing', async () => {
    const p = await fresh([PEUGEOT]);
    const cases = [
      dossierBody(p.id, [{ brandId: OPEL }]),
      dossierBody(p.id, [{ brandId: 999 }]),
      dossierBody(p.id, [{ brandId: PEUGEOT }], {
        SurfaceShowroomData: [{ brandName: 'Opel', surfaceNewVehicle: '1', surfaceSecondVehicle: '1' }],
      }),
      dossierBody(p.id, [{ brandId: PEUGEOT, typology: 'castle' }]),
      dossierBody(p.id, [{ brandId: PEUGEOT, ciWorkstream: ['moat'] }]),
      dossierBody(p.id, [{ brandId: PEUGEOT, fields: { workshopBays: 'many' } }]),
      dossierBody(p.id, [{ brandId: PEUGEOT }], { PlannedOpeningDate: '2027-02-30' }),
      dossierBody(p.id, [{ brandId: PEUGEOT }], { PlannedOpeningDate: 'tomorrow' }),
      dossierBody(p.id, [{ brandId: PEUGEOT }], { BuildingSurface: '1234567890123' }),
    ];
    for (const body of cases) {
      const res = await saveDesign(ctx, tokens.anna, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknown = await saveDesign(ctx, tokens.anna, cases[0]!);
    expect(unknown.json().fields).toEqual({ projectContractBrandsList: en('validation.unknownBrand') });
    const date = await saveDesign(ctx, tokens.anna, cases[6]!);
    expect(date.json().fields).toEqual({ PlannedOpeningDate: en('validation.date') });
    expect((await get(ctx, `/projects/GetAllProjectData/${p.id}`, tokens.anna)).json().buildingSurface).toBe(
      '',
    );
  });

  it('is the originator’s: 403 for the other roles, 404 for another originator', async () => {
    const body = dossierBody(alpha.id, [{ brandId: PEUGEOT }]);
    for (const who of ['retail', 'gec', 'validator', 'hq', 'rnd'] as const)
      expect((await saveDesign(ctx, tokens[who], body)).statusCode, who).toBe(403);
    expect((await saveDesign(ctx, tokens.bert, body)).statusCode).toBe(404);
    expect((await saveDesign(ctx, tokens.anna, { ...body, ProjectId: 999999 })).statusCode).toBe(404);
  });

  it('answers 405 on a paused project and once the dossier is closed', async () => {
    const paused = await fresh([PEUGEOT], { set: { isEnabled: false } });
    let res = await saveDesign(ctx, tokens.anna, dossierBody(paused.id, [{ brandId: PEUGEOT }]));
    expect(res.statusCode).toBe(405);
    expect(res.json().message).toBe(en('project.paused'));
    for (const set of [
      { statusId: STATUS.underReview, isSubmittedForApproval: true },
      { statusId: STATUS.revisionMeeting, isSubmittedForApproval: true },
      { statusId: STATUS.approved, isSubmittedForApproval: true },
      { statusId: STATUS.documented, isSubmittedForApproval: true },
      { statusId: STATUS.orderIntake },
    ]) {
      const p = await fresh([PEUGEOT], { set });
      res = await saveDesign(ctx, tokens.anna, dossierBody(p.id, [{ brandId: PEUGEOT }], { IsSubmit: true }));
      expect(res.statusCode, JSON.stringify(set)).toBe(405);
      expect(res.json().message).toBe(en('designValidation.closed'));
    }
  });
});

describe('GET /projects/GetAllProjectData/{projectId}', () => {
  it('answers empty values before any save, and the project’s planned opening and documentation flag', async () => {
    const p = await fresh([NON_PSA], { documentationOnly: true, set: { plannedOpeningDate: '2026-12-24' } });
    const res = await get(ctx, `/projects/GetAllProjectData/${p.id}`, tokens.hq);
    expect(res.json()).toEqual({
      buildingSurface: '',
      terrainSurface: '',
      workShopSurface: '',
      sparePartsShopSurface: '',
      otherSurface: '',
      plannedOpeningDate: '2026-12-24',
      handOverArea: '',
      afterSales: '',
      isDocumentationOnly: true,
      surfaceShowroomData: [{ brandName: 'Non-PSA Brand', surfaceNewVehicle: '', surfaceSecondVehicle: '' }],
    });
  });

  it('answers 404 outside the scope', async () => {
    expect((await get(ctx, `/projects/GetAllProjectData/${alpha.id}`, tokens.bert)).statusCode).toBe(404);
    expect((await get(ctx, `/projects/GetAllProjectData/${beta.id}`, tokens.rnd)).statusCode).toBe(404);
    expect((await get(ctx, `/projects/GetAllProjectData/${alpha.id}`, tokens.rnd)).statusCode).toBe(200);
  });
});
