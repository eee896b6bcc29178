import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  BRANDS,
  CHECK_STATUS,
  CONTRACT_TYPES,
  FEEDBACK_TYPE,
  ROLES,
  STATUS,
  TYPOLOGIES,
} from '@portal/contract';
import {
  auditLog,
  designValidations,
  originatorRequests,
  projectBrandDesign,
  projects,
} from '../../db/schema';
import { t } from '../../platform/i18n';
import { createTestContext, createUser, get, signIn, type TestContext } from '../../../test/helpers';
import { makeProject } from '../../../test/project-fixtures';
import { brandId, dossierBody, saveDesign } from '../../../test/design-validation';
import { validationState } from '../projects/validation-state';
import type { ProjectRecord } from '../projects/record';

let ctx: TestContext;
type Who = 'anna' | 'bert' | 'retail' | 'gec' | 'validator' | 'hq' | 'rnd';
const tokens = {} as Record<Who, string>;
const users = {} as Record<Who, { id: number; email: string; firstName: string; surName: string }>;

const PEUGEOT = brandId('Peugeot');
const CITROEN = brandId('Citroen');
const OPEL = brandId('Opel');
const NON_PSA = brandId('Non-PSA Brand');
const en = (key: string, vars?: Record<string, string>) => t('en', key, vars);

/** alpha: Anna's, Peugeot + Citroen in France, linked to the Retail Location account. beta: Bert's, Opel in Italy. */
let alpha: ProjectRecord;
let beta: ProjectRecord;

beforeAll(async () => {
  ctx = await createTestContext();
  const make = async (who: Who, opts: Parameters<typeof createUser>[1]) => {
    users[who] = await createUser(ctx, opts);
    tokens[who] = await signIn(ctx, users[who].email);
  };
  await make('anna', { role: ROLES.ORIGINATOR });
  await make('bert', { role: ROLES.ORIGINATOR });
  await make('retail', { role: ROLES.RETAIL });
  await make('gec', { role: ROLES.VC, projectRole: 'GEC Validator/Data Analyst' });
  await make('validator', { role: ROLES.VC, projectRole: 'Validator' });
  await make('hq', { role: ROLES.HQ });
  await make('rnd', { role: ROLES.RND, markets: ['FR'], brandIds: [PEUGEOT] });
  alpha = await makeProject(ctx, {
    originatorId: users.anna.id,
    retailId: users.retail.id,
    brandIds: [PEUGEOT, CITROEN],
  });
  beta = await makeProject(ctx, {
    originatorId: users.bert.id,
    brandIds: [OPEL],
    siteValues: { countryCode: 'IT', region: '' },
  });
});
afterAll(() => ctx.close());

const fresh = (brandIds: number[], f: Parameters<typeof makeProject>[1] = {}) =>
  makeProject(ctx, { originatorId: users.anna.id, brandIds, ...f });
const info = (who: Who, p: { id: number }) =>
  get(ctx, `/projects/GetAllDesignValidationInfoForUser/0/${p.id}`, tokens[who]);

describe('GET /projects/GetAllDesignValidationInfoForUser/{userId}/{projectId}', () => {
  it('answers the spec fields, Under Examination ("") before any check', async () => {
    const res = await info('anna', alpha);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      userName: `${users.anna.firstName} ${users.anna.surName}`,
      projectUniqueId: alpha.uniqueCode,
      completenessChkStatus: '',
      contentValidationStatus: '',
      completenessChkRejectionNos: 0,
      contentValidationRejectionNos: 0,
      completenessChkDate: null,
      contentValidationDate: null,
      isSubmittedForApproval: false,
      designSubmissionDate: null,
      projectContractBrandsList: [
        { brandId: CITROEN, brandName: 'Citroen' },
        { brandId: PEUGEOT, brandName: 'Peugeot' },
      ],
      statusId: STATUS.registered,
      isDocumentationOnly: false,
      isEnabled: true,
      feedbackType: null,
      canValidateCompleteness: false,
      canValidateContent: false,
      canSubmit: true,
      canEdit: true,
      validationComments: [],
    });
  });

  it('lets only the originator edit and submit, only while the dossier is open', async () => {
    for (const who of ['retail', 'gec', 'validator', 'hq', 'rnd'] as const) {
      const res = await info(who, alpha);
      expect(res.statusCode, who).toBe(200);
      expect(res.json(), who).toMatchObject({ canSubmit: false, canEdit: false });
    }
    const paused = await fresh([PEUGEOT], { set: { isEnabled: false } });
    expect((await info('anna', paused)).json()).toMatchObject({
      canSubmit: false,
      canEdit: false,
      isEnabled: false,
    });
    const submitted = await fresh([PEUGEOT], {
      set: { statusId: STATUS.underReview, isSubmittedForApproval: true },
    });
    expect((await info('anna', submitted)).json()).toMatchObject({ canSubmit: false, canEdit: false });
    const refused = await fresh([PEUGEOT], { set: { statusId: STATUS.refused } });
    expect((await info('anna', refused)).json()).toMatchObject({ canSubmit: true, canEdit: true });
  });

  it('opens completeness to the GEC validator while under review, content to the others once approved', async () => {
    const submittedAt = new Date('2026-03-01T08:00:00Z');
    const p = await fresh([PEUGEOT], {
      set: { statusId: STATUS.underReview, isSubmittedForApproval: true, designSubmissionDate: submittedAt },
    });
    // Never submitted through the call (no validation row): nothing to decide yet.
    expect((await info('gec', p)).json().canValidateCompleteness).toBe(false);
    await ctx.database.db.insert(designValidations).values({ projectId: p.id, completenessRefusals: 2 });
    let res = await info('gec', p);
    expect(res.json()).toMatchObject({
      canValidateCompleteness: true,
      canValidateContent: false,
      completenessChkRejectionNos: 2,
      designSubmissionDate: submittedAt.toISOString(),
      isSubmittedForApproval: true,
    });
    expect((await info('validator', p)).json()).toMatchObject({
      canValidateCompleteness: false,
      canValidateContent: false,
    });
    expect((await info('hq', p)).json()).toMatchObject({
      canValidateCompleteness: false,
      canValidateContent: false,
    });

    const checkedAt = new Date('2026-03-05T08:00:00Z');
    await ctx.database.db
      .update(projects)
      .set({ statusId: STATUS.revisionMeeting })
      .where(eq(projects.id, p.id));
    await ctx.database.db
      .update(designValidations)
      .set({ completenessStatus: CHECK_STATUS.approved, completenessDate: checkedAt })
      .where(eq(designValidations.projectId, p.id));
    res = await info('validator', p);
    expect(res.json()).toMatchObject({
      canValidateCompleteness: false,
      canValidateContent: true,
      completenessChkStatus: 'Approved',
      completenessChkDate: checkedAt.toISOString(),
    });
    expect((await info('gec', p)).json()).toMatchObject({
      canValidateCompleteness: false,
      canValidateContent: false,
    });

    await ctx.database.db
      .update(designValidations)
      .set({ contentStatus: CHECK_STATUS.feedbackRequested, feedbackType: FEEDBACK_TYPE.requested })
      .where(eq(designValidations.projectId, p.id));
    res = await info('validator', p);
    expect(res.json()).toMatchObject({
      canValidateContent: false,
      feedbackType: 1,
      contentValidationStatus: 'Feedback Request for Content Validation',
    });
    await ctx.database.db
      .update(designValidations)
      .set({ contentStatus: CHECK_STATUS.pending, feedbackType: FEEDBACK_TYPE.provided })
      .where(eq(designValidations.projectId, p.id));
    expect((await info('validator', p)).json()).toMatchObject({ canValidateContent: true, feedbackType: 2 });
  });

  it('answers 404 outside the caller’s scope', async () => {
    expect((await info('bert', alpha)).statusCode).toBe(404);
    expect((await info('rnd', beta)).statusCode).toBe(404);
    expect((await info('retail', beta)).statusCode).toBe(404);
    expect(
      (await get(ctx, `/projects/GetAllDesignValidationInfoForUser/0/999999`, tokens.gec)).statusCode,
    ).toBe(404);
    expect((await get(ctx, `/projects/GetAllDesignValidationInfoForUser/0/${alpha.id}`)).statusCode).toBe(
      401,
    );
  });
});

describe('validationState (the "may act now" rules shared with the decisions and the comment types)', () => {
  const on = (statusId: number, isEnabled = true) => ({ statusId, isEnabled });
  const row = (completenessStatus: string, contentStatus: string, feedbackType: number | null = null) => ({
    completenessStatus,
    contentStatus,
    feedbackType,
  });
  it('opens each step in its state only', () => {
    expect(validationState(on(STATUS.underReview), undefined)).toEqual({
      completenessOpen: true,
      contentOpen: false,
      feedbackRequestOpen: false,
      feedbackAnswerOpen: false,
    });
    expect(validationState(on(STATUS.underReview), row('Rejected', '')).completenessOpen).toBe(false);
    expect(validationState(on(STATUS.registered), undefined).completenessOpen).toBe(false);
    expect(validationState(on(STATUS.revisionMeeting), row('Approved', ''))).toMatchObject({
      contentOpen: true,
      feedbackRequestOpen: true,
      feedbackAnswerOpen: false,
    });
    expect(validationState(on(STATUS.revisionMeeting), row('', ''))).toMatchObject({ contentOpen: false });
    expect(validationState(on(STATUS.approved), row('Approved', 'Approved'))).toMatchObject({
      contentOpen: false,
    });
    const requested = row('Approved', CHECK_STATUS.feedbackRequested, FEEDBACK_TYPE.requested);
    expect(validationState(on(STATUS.revisionMeeting), requested)).toEqual({
      completenessOpen: false,
      contentOpen: false,
      feedbackRequestOpen: false,
      feedbackAnswerOpen: true,
    });
    expect(validationState(on(STATUS.revisionMeeting, false), requested).feedbackAnswerOpen).toBe(false);
    const provided = row('Approved', '', FEEDBACK_TYPE.provided);
    expect(validationState(on(STATUS.revisionMeeting), provided)).toMatchObject({
      contentOpen: true,
      feedbackAnswerOpen: false,
    });
  });
});

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

describe('DynamicBrand/GetAllBrandData and GetAllBrandDetails', () => {
  it('screen type 2: the project’s brands with the design fields, labels in the caller’s language', async () => {
    for (const lang of ['en', 'fr', 'de', 'es', 'it'] as const) {
      const res = await get(ctx, `/DynamicBrand/GetAllBrandData/2/${alpha.id}`, tokens.anna, {
        'accept-language': lang,
      });
      expect(res.statusCode).toBe(200);
      const [citroen] = res.json().brandDetails;
      expect(citroen).toMatchObject({ brandId: CITROEN, brandName: 'Citroen', brandEnabled: true });
      const typology = citroen.fields[0];
      expect(typology).toMatchObject({
        fieldName: 'typology',
        fieldType: 'singleDropdown',
        fieldLabel: t(lang, 'brandField.typology'),
        mandatory: true,
        disable: false,
        value: '',
      });
      expect(typology.fieldValues).toEqual(
        TYPOLOGIES.map((id) => ({ value: id, label: t(lang, `brandField.option.${id}`) })),
      );
      expect(citroen.fields.map((f: { fieldName: string }) => f.fieldName)).toEqual([
        'typology',
        'ciWorkstream',
        'workshopBays',
        'brandRemarks',
      ]);
      expect(citroen.fields[1]).toMatchObject({ fieldType: 'multiDropdown', value: [], mandatory: true });
    }
    const fr = await get(ctx, `/DynamicBrand/GetAllBrandData/2/${alpha.id}`, tokens.anna, {
      'accept-language': 'fr',
    });
    expect(fr.json().brandDetails[0].fields[0].fieldLabel).not.toBe(en('brandField.typology'));
  });

  it('GetAllBrandDetails takes the language of the path (unknown: English)', async () => {
    const de = await get(ctx, `/DynamicBrand/GetAllBrandDetails/2/de/${alpha.id}`, tokens.anna, {
      'accept-language': 'fr',
    });
    expect(de.json().brandDetails[0].fields[0].fieldLabel).toBe(t('de', 'brandField.typology'));
    expect(de.json().brandDetails[0].fields[0].fieldValues[3].label).toBe(
      t('de', 'brandField.option.interiorRelooking'),
    );
    const xx = await get(ctx, `/DynamicBrand/GetAllBrandDetails/2/xx/${alpha.id}`, tokens.anna, {
      'accept-language': 'fr',
    });
    expect(xx.json().brandDetails[0].fields[0].fieldLabel).toBe(en('brandField.typology'));
  });

  it('marks the typology optional for an exempt brand and nothing mandatory for Non-PSA Brand', async () => {
    const p = await fresh([NON_PSA, brandId('Spoticar')]);
    const [spoticar, nonPsa] = (await get(ctx, `/DynamicBrand/GetAllBrandData/2/${p.id}`, tokens.anna)).json()
      .brandDetails;
    expect(spoticar.fields.map((f: { mandatory: boolean }) => f.mandatory)).toEqual([
      false,
      true,
      false,
      false,
    ]);
    expect(nonPsa.fields.map((f: { mandatory: boolean }) => f.mandatory)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('screen type 2 answers 404 outside the scope', async () => {
    expect((await get(ctx, `/DynamicBrand/GetAllBrandData/2/${alpha.id}`, tokens.bert)).statusCode).toBe(404);
    expect((await get(ctx, `/DynamicBrand/GetAllBrandData/2/${beta.id}`, tokens.rnd)).statusCode).toBe(404);
    expect(
      (await get(ctx, `/DynamicBrand/GetAllBrandDetails/2/en/${beta.id}`, tokens.retail)).statusCode,
    ).toBe(404);
    expect((await get(ctx, `/DynamicBrand/GetAllBrandData/2/0`, tokens.gec)).statusCode).toBe(404);
    expect((await get(ctx, `/DynamicBrand/GetAllBrandData/3/${alpha.id}`, tokens.gec)).statusCode).toBe(400);
  });

  it('screen type 1: an originator request’s brands with contract type and sales volume', async () => {
    const [request] = await ctx.database.db
      .insert(originatorRequests)
      .values({
        originatorUserId: users.anna.id,
        isNewCreation: true,
        siteName: 'NEW SITE',
        street: '1 RUE',
        city: 'LYON',
        zipCode: '69001',
        countryCode: 'FR',
        brandDetails: [
          { brandId: PEUGEOT, contractTypeId: 3, salesVolume: 50 },
          { brandId: OPEL, contractTypeId: 1, salesVolume: null },
        ],
      })
      .returning();
    const res = await get(ctx, `/DynamicBrand/GetAllBrandData/1/${request!.id}`, tokens.anna, {
      'accept-language': 'it',
    });
    expect(res.statusCode).toBe(200);
    const [peugeot, opel] = res.json().brandDetails;
    expect(peugeot).toMatchObject({ brandId: PEUGEOT, brandName: 'Peugeot', brandEnabled: true });
    expect(peugeot.fields[0]).toEqual({
      fieldName: 'contractType',
      fieldType: 'singleDropdown',
      fieldLabel: t('it', 'brandField.contractType'),
      fieldValues: CONTRACT_TYPES.map((_, i) => ({
        value: String(i + 1),
        label: t('it', `contractType.${i + 1}`),
      })),
      mandatory: true,
      disable: false,
      value: '3',
    });
    expect(peugeot.fields[1]).toMatchObject({ fieldName: 'salesVolume', fieldType: 'number', value: '50' });
    expect(opel.fields[1].value).toBe('');
    expect((await get(ctx, `/DynamicBrand/GetAllBrandData/1/${request!.id}`, tokens.gec)).statusCode).toBe(
      200,
    );
    const details = await get(ctx, `/DynamicBrand/GetAllBrandDetails/1/es/${request!.id}`, tokens.anna);
    expect(details.json().brandDetails[0].fields[0].fieldLabel).toBe(t('es', 'brandField.contractType'));
    for (const who of ['bert', 'hq', 'rnd', 'retail'] as const)
      expect(
        (await get(ctx, `/DynamicBrand/GetAllBrandData/1/${request!.id}`, tokens[who])).statusCode,
        who,
      ).toBe(404);
    expect((await get(ctx, `/DynamicBrand/GetAllBrandData/1/999999`, tokens.gec)).statusCode).toBe(404);
  });

  it('screen type 1 with id 0: every brand, disabled, with empty values', async () => {
    const res = await get(ctx, `/DynamicBrand/GetAllBrandData/1/0`, tokens.bert);
    const brands = res.json().brandDetails;
    expect(brands.map((b: { brandId: number }) => b.brandId)).toEqual(BRANDS.map((b) => b.id));
    for (const b of brands) {
      expect(b.brandEnabled).toBe(false);
      expect(b.fields.map((f: { value: string }) => f.value)).toEqual(['', '']);
    }
  });
});
