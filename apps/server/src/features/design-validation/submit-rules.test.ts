import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STATUS } from '@portal/contract';
import { auditLog } from '../../db/schema';
import { t } from '../../platform/i18n';
import type { TestContext } from '../../../test/helpers';
import { dossierBody, submitDesign, type BrandInput } from '../../../test/design-validation';
import {
  ALFA,
  CITROEN,
  DS,
  FIAT,
  LANCIA,
  NON_PSA,
  PEUGEOT,
  PEUGEOT_PRO,
  SPOTICAR,
  createSubmitContext,
  en,
  mandatory,
  numeric,
  ofBrand,
  submitFixtures,
  type SubmitContext,
} from '../../../test/design-submit';

let state: SubmitContext;
let ctx: TestContext;
let tokens: SubmitContext['tokens'];

beforeAll(async () => {
  state = await createSubmitContext();
  ({ ctx, tokens } = state);
});
afterAll(() => ctx.close());

const { project, reload, withDocuments, refusal, notificationsOf, expectSubmitted } = submitFixtures(
  () => state,
);

describe('submit for validation: the brand rules (spec 001 §5)', () => {
  it('needs a typology for each enabled brand, and refuses with the field, nothing submitted', async () => {
    const { res, p } = await refusal([{ brandId: PEUGEOT, typology: '' }]);
    expect(res.statusCode).toBe(405);
    expect(res.json().message).toBe(mandatory(ofBrand('Peugeot', 'brandField.typology')));
    const row = await reload(p);
    expect(row.statusId).toBe(STATUS.registered);
    expect(row.isSubmittedForApproval).toBe(false);
    expect(await notificationsOf(p.id)).toHaveLength(0);
    // The draft was kept: its one audit row says the submission was refused (the Activity tab shows so).
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(p.id)));
    expect(audits.filter((a) => a.action.startsWith('designDossier.')).map((a) => a.detail)).toEqual([
      expect.objectContaining({ submitRefused: true }),
    ]);
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
