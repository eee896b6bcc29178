import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  ALWAYS_REQUIRED_SLOTS,
  CHECK_STATUS,
  RELOOKING_WAIVED_SLOTS,
  ROLES,
  STATUS,
  requiredSlots,
  type DocumentSlot,
} from '@portal/contract';
import {
  auditLog,
  designValidations,
  notifications,
  projectDocuments,
  projects,
  projectStatusHistory,
} from '../../db/schema';
import { t } from '../../platform/i18n';
import { createTestContext, createUser, mailsTo, signIn, type TestContext } from '../../../test/helpers';
import { makeProject } from '../../../test/project-fixtures';
import {
  addDocuments,
  brandId,
  dossierBody,
  submitDesign,
  type BrandInput,
} from '../../../test/design-validation';
import type { ProjectRecord } from '../projects/record';

let ctx: TestContext;
type Who = 'anna' | 'retail' | 'gec' | 'validator';
const tokens = {} as Record<Who, string>;
const users = {} as Record<Who, { id: number; email: string }>;

const PEUGEOT = brandId('Peugeot');
const CITROEN = brandId('Citroen');
const DS = brandId('DS Automobiles');
const SPOTICAR = brandId('Spoticar');
const FIAT = brandId('Fiat');
const ALFA = brandId('Alfa Romeo');
const LANCIA = brandId('Lancia');
const NON_PSA = brandId('Non-PSA Brand');
const PEUGEOT_PRO = brandId('Peugeot Professional');

const en = (key: string, vars?: Record<string, string>) => t('en', key, vars);
const mandatory = (field: string) => en('designValidation.mandatory', { field });
const numeric = (field: string) => en('designValidation.numeric', { field });
const ofBrand = (brand: string, fieldKey: string) =>
  en('designValidation.brandField', { brand, field: en(fieldKey) });
const missing = (slots: readonly DocumentSlot[]) =>
  en('designValidation.missingDocuments', { documents: slots.map((s) => en(`design.doc.${s}`)).join(', ') });

beforeAll(async () => {
  ctx = await createTestContext();
  const make = async (who: Who, opts: Parameters<typeof createUser>[1]) => {
    users[who] = await createUser(ctx, opts);
    tokens[who] = await signIn(ctx, users[who].email);
  };
  await make('anna', { role: ROLES.ORIGINATOR });
  await make('retail', { role: ROLES.RETAIL });
  await make('gec', { role: ROLES.VC, projectRole: 'GEC Validator/Data Analyst' });
  await make('validator', { role: ROLES.VC, projectRole: 'Validator' });
});
afterAll(() => ctx.close());

async function project(brandIds: number[], f: Parameters<typeof makeProject>[1] = {}) {
  return makeProject(ctx, { originatorId: users.anna.id, brandIds, ...f });
}
async function reload(p: ProjectRecord) {
  const [row] = await ctx.database.db.select().from(projects).where(eq(projects.id, p.id));
  return row!;
}
/** A project with every document its brands call for, unless some are left out. */
async function withDocuments(p: ProjectRecord, brands: BrandInput[], leaveOut: DocumentSlot[] = []) {
  const slots = requiredSlots(
    brands.map((b) => ({
      brandId: b.brandId,
      brandEnabled: b.brandEnabled ?? true,
      typology: b.typology ?? 'newBuild',
      ciWorkstream: b.ciWorkstream ?? ['exteriorSignage'],
    })),
  ).filter((s) => !leaveOut.includes(s));
  await addDocuments(ctx, p.id, slots);
}
async function refusal(brands: BrandInput[], over: Parameters<typeof dossierBody>[2] = {}, lang = 'en') {
  const p = await project(brands.map((b) => b.brandId));
  await withDocuments(p, brands);
  const res = await submitDesign(ctx, tokens.anna, dossierBody(p.id, brands, over), lang);
  return { res, p };
}
const notificationsOf = (projectId: number) =>
  ctx.database.db.select().from(notifications).where(eq(notifications.projectId, projectId));

/** The dossier went in: the answer says so and the project is Under Review, submitted (spec 001 §5). */
async function expectSubmitted(
  { res, p }: { res: { statusCode: number; json(): unknown }; p: ProjectRecord },
  label = '',
) {
  expect(res.statusCode, label).toBe(200);
  expect(res.json(), label).toMatchObject({
    message: en('designValidation.submitted'),
    statusId: STATUS.underReview,
    isSubmittedForApproval: true,
  });
  expect(await reload(p), label).toMatchObject({
    statusId: STATUS.underReview,
    isSubmittedForApproval: true,
  });
}

describe('submit for validation: the brand rules (spec 001 §5)', () => {
  it('needs a typology for each enabled brand, and refuses with the field, nothing submitted', async () => {
    const { res, p } = await refusal([{ brandId: PEUGEOT, typology: '' }]);
    expect(res.statusCode).toBe(405);
    expect(res.json().message).toBe(mandatory(ofBrand('Peugeot', 'brandField.typology')));
    const row = await reload(p);
    expect(row.statusId).toBe(STATUS.registered);
    expect(row.isSubmittedForApproval).toBe(false);
    expect(await notificationsOf(p.id)).toHaveLength(0);
  });

  it('needs at least one CI workstream for each enabled brand', async () => {
    const { res } = await refusal([{ brandId: CITROEN, ciWorkstream: [] }]);
    expect(res.statusCode).toBe(405);
    expect(res.json().message).toBe(mandatory(ofBrand('Citroen', 'brandField.ciWorkstream')));
  });

  it('waives the typology for Spoticar, Alfa Romeo, DS Automobiles and Lancia, not the workstream', async () => {
    for (const id of [SPOTICAR, ALFA, DS, LANCIA])
      await expectSubmitted(await refusal([{ brandId: id, typology: '' }]), `brand ${id}`);
    const { res } = await refusal([{ brandId: DS, typology: '', ciWorkstream: [] }]);
    expect(res.json().message).toBe(mandatory(ofBrand('DS Automobiles', 'brandField.ciWorkstream')));
  });

  it('asks nothing of Non-PSA Brand (no typology, no workstream)', async () => {
    await expectSubmitted(await refusal([{ brandId: NON_PSA, typology: '', ciWorkstream: [] }]));
  });

  it('ignores a disabled brand, and needs at least one enabled brand', async () => {
    const ok = await refusal([
      { brandId: PEUGEOT },
      { brandId: FIAT, brandEnabled: false, typology: '', ciWorkstream: [] },
    ]);
    await expectSubmitted(ok);
    const none = await refusal([{ brandId: PEUGEOT, brandEnabled: false }]);
    expect(none.res.statusCode).toBe(405);
    expect(none.res.json().message).toBe(en('validation.selectBrand'));
  });

  it('counts a brand of the project never saved as enabled and empty', async () => {
    const p = await project([PEUGEOT, CITROEN]);
    await withDocuments(p, [{ brandId: PEUGEOT }, { brandId: CITROEN }]);
    const res = await submitDesign(ctx, tokens.anna, dossierBody(p.id, [{ brandId: PEUGEOT }]));
    expect(res.statusCode).toBe(405);
    expect(res.json().message).toBe(mandatory(ofBrand('Citroen', 'brandField.typology')));
  });
});

describe('submit for validation: project data and showroom surfaces', () => {
  const peugeot = [{ brandId: PEUGEOT }];
  const labels: [string, string][] = [
    ['BuildingSurface', 'design.field.BuildingSurface'],
    ['TerrainSurface', 'design.field.TerrainSurface'],
    ['WorkshopSurface', 'design.field.WorkshopSurface'],
    ['SparePartShopSurface', 'design.field.SparePartShopSurface'],
    ['OtherSurface', 'design.field.OtherSurface'],
    ['HandOverArea', 'design.field.HandOverArea'],
    ['AfterSales', 'design.field.AfterSales'],
  ];

  it('needs every project data field, each numeric or decimal', async () => {
    for (const [name, key] of labels) {
      const empty = await refusal(peugeot, { [name]: '' });
      expect(empty.res.statusCode, name).toBe(405);
      expect(empty.res.json().message).toBe(mandatory(en(key)));
      for (const bad of ['12,5', 'abc', '1.', '-3']) {
        const wrong = await refusal(peugeot, { [name]: bad });
        expect(wrong.res.json().message, `${name} ${bad}`).toBe(numeric(en(key)));
      }
    }
  });

  it('needs the planned opening date', async () => {
    const { res } = await refusal(peugeot, { PlannedOpeningDate: '' });
    expect(res.statusCode).toBe(405);
    expect(res.json().message).toBe(mandatory(en('design.field.PlannedOpeningDate')));
  });

  it('needs both showroom surfaces of each enabled brand, numeric', async () => {
    const two = (b: Partial<BrandInput>) => [{ brandId: PEUGEOT }, { brandId: CITROEN, ...b }];
    let r = await refusal(two({ surfaceNewVehicle: '' }));
    expect(r.res.json().message).toBe(mandatory(ofBrand('Citroen', 'design.field.surfaceNewVehicle')));
    r = await refusal(two({ surfaceNewVehicle: 'x1' }));
    expect(r.res.json().message).toBe(numeric(ofBrand('Citroen', 'design.field.surfaceNewVehicle')));
    r = await refusal(two({ surfaceSecondVehicle: '' }));
    expect(r.res.json().message).toBe(mandatory(ofBrand('Citroen', 'design.field.surfaceSecondVehicle')));
    r = await refusal(two({ surfaceSecondVehicle: '3,5' }));
    expect(r.res.json().message).toBe(numeric(ofBrand('Citroen', 'design.field.surfaceSecondVehicle')));
    r = await refusal(two({ surfaceNewVehicle: '', brandEnabled: false }));
    expect(r.res.statusCode).toBe(200);
  });

  it('gives a professional brand its own new-vehicle message', async () => {
    const { res } = await refusal([{ brandId: PEUGEOT_PRO, surfaceNewVehicle: '' }]);
    expect(res.statusCode).toBe(405);
    expect(res.json().message).toBe(
      en('designValidation.professionalNewVehicle', { brand: 'Peugeot Professional' }),
    );
  });

  it('answers in the caller’s language with translated field names', async () => {
    const { res } = await refusal(peugeot, { BuildingSurface: '' }, 'fr');
    expect(res.json().message).toBe(
      t('fr', 'designValidation.mandatory', { field: t('fr', 'design.field.BuildingSurface') }),
    );
    expect(res.json().message).toMatch(/^Le champ /);
  });
});

describe('submit for validation: required documents', () => {
  const peugeot: BrandInput[] = [{ brandId: PEUGEOT }];

  it('needs each required document, named in the message that ends with the instruction', async () => {
    const slots = requiredSlots([
      { brandId: PEUGEOT, brandEnabled: true, typology: 'newBuild', ciWorkstream: [] },
    ]);
    expect(slots).toEqual(
      expect.arrayContaining([
        ...RELOOKING_WAIVED_SLOTS,
        ...ALWAYS_REQUIRED_SLOTS,
        'digitalAtRetailOrderForm',
      ]),
    );
    for (const slot of slots) {
      const p = await project([PEUGEOT]);
      await withDocuments(p, peugeot, [slot]);
      const res = await submitDesign(ctx, tokens.anna, dossierBody(p.id, peugeot));
      expect(res.statusCode, slot).toBe(405);
      expect(res.json().message).toBe(missing([slot]));
      expect(res.json().message.endsWith('and then click on SUBMIT FOR VALIDATION')).toBe(true);
    }
  });

  it('lists every missing document in slot order', async () => {
    const p = await project([PEUGEOT]);
    const res = await submitDesign(ctx, tokens.anna, dossierBody(p.id, peugeot));
    expect(res.statusCode).toBe(405);
    expect(res.json().message).toBe(
      missing(
        requiredSlots([{ brandId: PEUGEOT, brandEnabled: true, typology: 'newBuild', ciWorkstream: [] }]),
      ),
    );
    expect(res.json().message).toContain('Client Path Plan');
    // The missing documents also come as fields (slot → name): the missing-documents dialog lists them.
    const slots = requiredSlots([
      { brandId: PEUGEOT, brandEnabled: true, typology: 'newBuild', ciWorkstream: [] },
    ]);
    expect(res.json().fields).toEqual(Object.fromEntries(slots.map((s) => [s, en(`design.doc.${s}`)])));
  });

  it('does not count a deleted version', async () => {
    const p = await project([PEUGEOT]);
    await withDocuments(p, peugeot);
    await ctx.database.db
      .update(projectDocuments)
      .set({ deletedAt: new Date() })
      .where(and(eq(projectDocuments.projectId, p.id), eq(projectDocuments.slot, 'situationPlan')));
    const res = await submitDesign(ctx, tokens.anna, dossierBody(p.id, peugeot));
    expect(res.json().message).toBe(missing(['situationPlan']));
  });

  it('waives the plans when every enabled brand is Interior Relooking; the interior plans stay required', async () => {
    const relooking: BrandInput[] = [{ brandId: PEUGEOT, typology: 'interiorRelooking' }];
    const p = await project([PEUGEOT]);
    await addDocuments(ctx, p.id, ['newProjectInteriorPlan', 'digitalAtRetailOrderForm']);
    let res = await submitDesign(ctx, tokens.anna, dossierBody(p.id, relooking));
    expect(res.json().message).toBe(missing(['newProjectInteriorElevationPlan']));
    await addDocuments(ctx, p.id, ['newProjectInteriorElevationPlan']);
    res = await submitDesign(ctx, tokens.anna, dossierBody(p.id, relooking));
    expect(res.statusCode).toBe(200);

    const mixed = await project([PEUGEOT, CITROEN]);
    await addDocuments(ctx, mixed.id, [...ALWAYS_REQUIRED_SLOTS, 'digitalAtRetailOrderForm']);
    res = await submitDesign(
      ctx,
      tokens.anna,
      dossierBody(mixed.id, [
        { brandId: PEUGEOT, typology: 'interiorRelooking' },
        { brandId: CITROEN, typology: 'renovation' },
      ]),
    );
    expect(res.json().message).toBe(missing(RELOOKING_WAIVED_SLOTS));
  });

  it('needs the Spoticar exterior signs file for a Spoticar-only project, not beside another brand', async () => {
    const only: BrandInput[] = [{ brandId: SPOTICAR, typology: '' }];
    const p = await project([SPOTICAR]);
    await addDocuments(ctx, p.id, [...RELOOKING_WAIVED_SLOTS, ...ALWAYS_REQUIRED_SLOTS]);
    let res = await submitDesign(ctx, tokens.anna, dossierBody(p.id, only));
    expect(res.json().message).toBe(missing(['spoticarExteriorsignsfile']));
    await addDocuments(ctx, p.id, ['spoticarExteriorsignsfile']);
    res = await submitDesign(ctx, tokens.anna, dossierBody(p.id, only));
    expect(res.statusCode).toBe(200);

    const both = await project([SPOTICAR, PEUGEOT]);
    await addDocuments(ctx, both.id, [
      ...RELOOKING_WAIVED_SLOTS,
      ...ALWAYS_REQUIRED_SLOTS,
      'digitalAtRetailOrderForm',
    ]);
    res = await submitDesign(
      ctx,
      tokens.anna,
      dossierBody(both.id, [{ brandId: SPOTICAR, typology: '' }, { brandId: PEUGEOT }]),
    );
    expect(res.statusCode).toBe(200);
  });

  it('needs the digital-at-retail order form for the group brands only', async () => {
    const fiat = await project([FIAT]);
    await addDocuments(ctx, fiat.id, [...RELOOKING_WAIVED_SLOTS, ...ALWAYS_REQUIRED_SLOTS]);
    expect((await submitDesign(ctx, tokens.anna, dossierBody(fiat.id, [{ brandId: FIAT }]))).statusCode).toBe(
      200,
    );

    const citroen = await project([CITROEN]);
    await addDocuments(ctx, citroen.id, [...RELOOKING_WAIVED_SLOTS, ...ALWAYS_REQUIRED_SLOTS]);
    const res = await submitDesign(ctx, tokens.anna, dossierBody(citroen.id, [{ brandId: CITROEN }]));
    expect(res.json().message).toBe(missing(['digitalAtRetailOrderForm']));
  });

  it('needs the derogation form when a brand asks for a derogation', async () => {
    const brands: BrandInput[] = [{ brandId: FIAT, ciWorkstream: ['furniture', 'derogation'] }];
    const p = await project([FIAT]);
    await addDocuments(ctx, p.id, [...RELOOKING_WAIVED_SLOTS, ...ALWAYS_REQUIRED_SLOTS]);
    let res = await submitDesign(ctx, tokens.anna, dossierBody(p.id, brands));
    expect(res.json().message).toBe(missing(['psaDerogationForm']));
    await addDocuments(ctx, p.id, ['psaDerogationForm']);
    res = await submitDesign(ctx, tokens.anna, dossierBody(p.id, brands));
    expect(res.statusCode).toBe(200);
  });
});

describe('a refused submission keeps the draft', () => {
  it('commits what was typed, then answers 405', async () => {
    const brands: BrandInput[] = [{ brandId: PEUGEOT, typology: 'renovation' }];
    const p = await project([PEUGEOT]);
    const res = await submitDesign(ctx, tokens.anna, dossierBody(p.id, brands, { BuildingSurface: '777' }));
    expect(res.statusCode).toBe(405);
    const data = await ctx.app.inject({
      method: 'GET',
      url: `/api/projects/GetAllProjectData/${p.id}`,
      headers: { authorization: `Bearer ${tokens.anna}` },
    });
    expect(data.json()).toMatchObject({ buildingSurface: '777', plannedOpeningDate: '2027-03-01' });
    expect((await reload(p)).statusId).toBe(STATUS.registered);
  });
});

describe('a successful submission', () => {
  it('moves to Project Under Review with the checks open, history, audit, notifications and the mail', async () => {
    const brands: BrandInput[] = [{ brandId: PEUGEOT }];
    const p = await project([PEUGEOT], { siteValues: { siteName: 'LYON <EST>' } });
    await withDocuments(p, brands);
    const before = Date.now();
    const res = await submitDesign(ctx, tokens.anna, dossierBody(p.id, brands));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      statusCode: 200,
      message: en('designValidation.submitted'),
      statusId: STATUS.underReview,
      isSubmittedForApproval: true,
    });
    expect(res.json().message).toBe(
      'Design files successfully uploaded and submitted. You will receive information after the validation process. This will take about 2 weeks.',
    );
    const row = await reload(p);
    expect(row.statusId).toBe(STATUS.underReview);
    expect(row.isSubmittedForApproval).toBe(true);
    expect(row.designSubmissionDate!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [validation] = await ctx.database.db
      .select()
      .from(designValidations)
      .where(eq(designValidations.projectId, p.id));
    expect(validation).toMatchObject({ completenessStatus: '', contentStatus: '', completenessRefusals: 0 });
    const history = await ctx.database.db
      .select()
      .from(projectStatusHistory)
      .where(eq(projectStatusHistory.projectId, p.id));
    expect(history.map((h) => h.statusId)).toEqual([STATUS.registered, STATUS.underReview]);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(p.id)));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['designDossier.save', 'designDossier.submit', 'projectLifecycle.status']),
    );
    const notes = await notificationsOf(p.id);
    expect(notes.map((n) => n.userId).sort()).toEqual([users.gec.id, users.validator.id].sort());
    expect(notes[0]!.message).toContain('LYON &lt;EST&gt;');
    expect(notes[0]!.message).toContain(p.uniqueCode);
    expect(notes[0]!.role).toBe(ROLES.ORIGINATOR);
    const [mail] = await mailsTo(ctx, users.anna.email);
    expect(mail!.subject).toBe(
      en('mail.designSubmitted.subject', { siteName: 'LYON <EST>', projectCode: p.uniqueCode }),
    );
    expect(mail!.text).toContain(`UniqueProject/${p.id}`);

    const again = await submitDesign(ctx, tokens.anna, dossierBody(p.id, brands));
    expect(again.statusCode).toBe(405);
    expect(again.json().message).toBe(en('designValidation.closed'));
  });

  it('documents a documentation-only project (6 → 7) without validation and mails every stakeholder', async () => {
    const brands: BrandInput[] = [{ brandId: PEUGEOT }];
    const p = await project([PEUGEOT], { documentationOnly: true, retailId: users.retail.id });
    expect(p.statusId).toBe(STATUS.registeredDocumentationOnly);
    await withDocuments(p, brands);
    const res = await submitDesign(ctx, tokens.anna, dossierBody(p.id, brands));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusId: STATUS.documented, isSubmittedForApproval: true });
    expect(res.json().message).toBe(
      'Project successfully documented. Validation E-Mail sent to all stakeholders.',
    );
    expect((await reload(p)).statusId).toBe(STATUS.documented);
    const validation = await ctx.database.db
      .select()
      .from(designValidations)
      .where(eq(designValidations.projectId, p.id));
    expect(validation).toHaveLength(0);
    for (const who of ['anna', 'retail', 'gec', 'validator'] as const) {
      const [mail] = await mailsTo(ctx, users[who].email);
      expect(mail?.template, who).toBe('designDocumented');
      expect(mail!.subject).toContain(p.uniqueCode);
    }
    const notes = await notificationsOf(p.id);
    expect(notes).toHaveLength(2);
    expect(notes[0]!.message).toBe(
      t('en', 'notification.designDocumented', {
        siteName: p.siteName,
        projectCode: p.uniqueCode,
        originatorName: 'Test User',
      }),
    );
  });

  it('a documentation-only project follows the same rules', async () => {
    const p = await project([PEUGEOT], { documentationOnly: true });
    const res = await submitDesign(ctx, tokens.anna, dossierBody(p.id, [{ brandId: PEUGEOT, typology: '' }]));
    expect(res.statusCode).toBe(405);
    expect((await reload(p)).statusId).toBe(STATUS.registeredDocumentationOnly);
  });

  for (const status of [STATUS.refusedNotCompliant, STATUS.refused]) {
    it(`resubmits after a refusal (${status}): checks reset, counts kept, feedback cleared`, async () => {
      const brands: BrandInput[] = [{ brandId: PEUGEOT }];
      const p = await project([PEUGEOT], { set: { statusId: status, isSubmittedForApproval: false } });
      await ctx.database.db.insert(designValidations).values({
        projectId: p.id,
        completenessStatus: status === STATUS.refused ? CHECK_STATUS.approved : CHECK_STATUS.rejected,
        contentStatus: status === STATUS.refused ? CHECK_STATUS.rejected : CHECK_STATUS.pending,
        completenessRefusals: 1,
        contentRefusals: 2,
        completenessDate: new Date('2026-01-02T00:00:00Z'),
        contentDate: new Date('2026-01-03T00:00:00Z'),
        feedbackType: 2,
        feedbackRequestedAt: new Date('2026-01-02T00:00:00Z'),
        feedbackProvidedAt: new Date('2026-01-03T00:00:00Z'),
      });
      await withDocuments(p, brands);
      const res = await submitDesign(ctx, tokens.anna, dossierBody(p.id, brands));
      expect(res.statusCode).toBe(200);
      expect(res.json().statusId).toBe(STATUS.underReview);
      const [v] = await ctx.database.db
        .select()
        .from(designValidations)
        .where(eq(designValidations.projectId, p.id));
      expect(v).toMatchObject({
        completenessStatus: '',
        contentStatus: '',
        completenessRefusals: 1,
        contentRefusals: 2,
        completenessDate: null,
        contentDate: null,
        feedbackType: null,
        feedbackRequestedAt: null,
        feedbackProvidedAt: null,
      });
      const notes = await notificationsOf(p.id);
      expect(notes[0]!.message).toBe(
        t('en', 'notification.designResubmitted', {
          siteName: p.siteName,
          projectCode: p.uniqueCode,
          originatorName: 'Test User',
        }),
      );
      const info = await ctx.app.inject({
        method: 'GET',
        url: `/api/projects/GetAllDesignValidationInfoForUser/0/${p.id}`,
        headers: { authorization: `Bearer ${tokens.gec}` },
      });
      expect(info.json()).toMatchObject({
        completenessChkStatus: '',
        contentValidationStatus: '',
        completenessChkRejectionNos: 1,
        contentValidationRejectionNos: 2,
        canValidateCompleteness: true,
      });
    });
  }

  it('writes status, notifications and mail in one transaction: a failing mail leaves nothing', async () => {
    const dora = await createUser(ctx, { role: ROLES.ORIGINATOR, email: 'dora.fails@example.test' });
    const token = await signIn(ctx, dora.email);
    await ctx.database.db.execute(sql`
      create or replace function refuse_dora() returns trigger language plpgsql as $$
      begin
        if new.to_address = 'dora.fails@example.test' and new.template = 'designSubmitted' then
          raise exception 'mail refused';
        end if;
        return new;
      end $$`);
    await ctx.database.db.execute(
      sql`create trigger refuse_dora before insert on mail_outbox for each row execute function refuse_dora()`,
    );
    try {
      const brands: BrandInput[] = [{ brandId: PEUGEOT }];
      const p = await makeProject(ctx, { originatorId: dora.id, brandIds: [PEUGEOT] });
      await withDocuments(p, brands);
      const res = await submitDesign(ctx, token, dossierBody(p.id, brands));
      expect(res.statusCode).toBe(500);
      const row = await reload(p);
      expect(row).toMatchObject({ statusId: STATUS.registered, isSubmittedForApproval: false });
      expect(await notificationsOf(p.id)).toHaveLength(0);
      const history = await ctx.database.db
        .select()
        .from(projectStatusHistory)
        .where(eq(projectStatusHistory.projectId, p.id));
      expect(history).toHaveLength(1);
      const validation = await ctx.database.db
        .select()
        .from(designValidations)
        .where(eq(designValidations.projectId, p.id));
      expect(validation).toHaveLength(0);
    } finally {
      await ctx.database.db.execute(sql`drop trigger refuse_dora on mail_outbox`);
    }
  });

  it('of two simultaneous submissions exactly one wins', async () => {
    const brands: BrandInput[] = [{ brandId: PEUGEOT }];
    const p = await project([PEUGEOT]);
    await withDocuments(p, brands);
    const body = dossierBody(p.id, brands);
    const answers = await Promise.all([
      submitDesign(ctx, tokens.anna, body),
      submitDesign(ctx, tokens.anna, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 405]);
    const history = await ctx.database.db
      .select()
      .from(projectStatusHistory)
      .where(
        and(eq(projectStatusHistory.projectId, p.id), eq(projectStatusHistory.statusId, STATUS.underReview)),
      );
    expect(history).toHaveLength(1);
    expect(await notificationsOf(p.id)).toHaveLength(2);
    const unread = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.projectId, p.id), isNull(notifications.readAt)));
    expect(unread).toHaveLength(2);
  });
});
