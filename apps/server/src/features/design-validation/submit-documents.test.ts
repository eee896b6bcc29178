import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ALWAYS_REQUIRED_SLOTS, RELOOKING_WAIVED_SLOTS, STATUS, requiredSlots } from '@portal/contract';
import { projectDocuments } from '../../db/schema';
import type { TestContext } from '../../../test/helpers';
import { addDocuments, dossierBody, submitDesign, type BrandInput } from '../../../test/design-validation';
import {
  CITROEN,
  FIAT,
  PEUGEOT,
  SPOTICAR,
  createSubmitContext,
  en,
  missing,
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

const { project, reload, withDocuments } = submitFixtures(() => state);

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
