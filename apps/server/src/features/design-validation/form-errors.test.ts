import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES, STATUS, requiredSlots } from '@portal/contract';
import { projectBrandDesign, projectDesign, projects } from '../../db/schema';
import { t } from '../../platform/i18n';
import { createTestContext, createUser, signIn, type TestContext } from '../../../test/helpers';
import { makeProject } from '../../../test/project-fixtures';
import {
  addDocuments,
  brandId,
  dossierBody,
  saveDesign,
  submitDesign,
} from '../../../test/design-validation';

/**
 * The design form's errors (issue 20 §2): a draft may be incomplete but never invalid, and every field at
 * fault is named in the error's `fields` (docs/architecture.md) so the form can mark it: `brand.<id>.<field>` for a
 * brand's field or showroom surface, the payload name for the project data.
 */

let ctx: TestContext;
let token = '';
let originatorId = 0;
const PEUGEOT = brandId('Peugeot');
const CITROEN = brandId('Citroen');
const en = (key: string, vars?: Record<string, string>) => t('en', key, vars);
const ofBrand = (brand: string, fieldKey: string) =>
  en('designValidation.brandField', { brand, field: en(fieldKey) });

beforeAll(async () => {
  ctx = await createTestContext();
  const anna = await createUser(ctx, { role: ROLES.ORIGINATOR });
  originatorId = anna.id;
  token = await signIn(ctx, anna.email);
});
afterAll(() => ctx.close());

const fresh = (f: Parameters<typeof makeProject>[1] = {}) =>
  makeProject(ctx, { originatorId, brandIds: [PEUGEOT, CITROEN], ...f });
const savedBays = async (projectId: number) =>
  (await ctx.database.db.select().from(projectBrandDesign).where(eq(projectBrandDesign.projectId, projectId)))
    .map((r) => r.fieldValues.workshopBays)
    .filter(Boolean);

describe('a dynamic field is checked by its fieldType', () => {
  const lettersInBays = (projectId: number) =>
    dossierBody(projectId, [{ brandId: PEUGEOT }, { brandId: CITROEN, fields: { workshopBays: 'four' } }]);
  const named = {
    [`brand.${CITROEN}.workshopBays`]: en('designValidation.numeric', {
      field: ofBrand('Citroen', 'brandField.workshopBays'),
    }),
  };

  it('Save: letters in a number field are a 400 naming the brand and the field, nothing saved', async () => {
    const p = await fresh();
    const res = await saveDesign(ctx, token, lettersInBays(p.id));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The field Citroen – Workshop bays must be numeric or decimal.');
    expect(res.json().fields).toEqual(named);
    expect(await savedBays(p.id)).toEqual([]);
  });

  it('Submit: the same 400, before any submission rule, the project unchanged', async () => {
    const p = await fresh();
    const res = await submitDesign(ctx, token, lettersInBays(p.id));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual(named);
    const [row] = await ctx.database.db.select().from(projects).where(eq(projects.id, p.id));
    expect(row!.statusId).toBe(STATUS.registered);
  });

  it('names an option that is not offered, in the caller’s language', async () => {
    const p = await fresh();
    const res = await saveDesign(
      ctx,
      token,
      dossierBody(p.id, [{ brandId: PEUGEOT, typology: 'castle', ciWorkstream: ['moat'] }]),
      'fr',
    );
    expect(res.statusCode).toBe(400);
    const fr = (key: string) => t('fr', key);
    expect(res.json().fields).toEqual({
      [`brand.${PEUGEOT}.typology`]: t('fr', 'designValidation.option', {
        field: t('fr', 'designValidation.brandField', { brand: 'Peugeot', field: fr('brandField.typology') }),
      }),
      [`brand.${PEUGEOT}.ciWorkstream`]: t('fr', 'designValidation.option', {
        field: t('fr', 'designValidation.brandField', {
          brand: 'Peugeot',
          field: fr('brandField.ciWorkstream'),
        }),
      }),
    });
  });
});

describe('Save refuses surfaces that are not numbers', () => {
  it('"abc" as a surface is a 400 naming every such field, nothing saved', async () => {
    const p = await fresh();
    const body = dossierBody(p.id, [{ brandId: PEUGEOT, surfaceNewVehicle: 'abc' }], {
      BuildingSurface: 'abc',
    });
    const res = await saveDesign(ctx, token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      en('designValidation.numeric', { field: en('design.field.BuildingSurface') }),
    );
    expect(res.json().fields).toEqual({
      BuildingSurface: en('designValidation.numeric', { field: en('design.field.BuildingSurface') }),
      [`brand.${PEUGEOT}.surfaceNewVehicle`]: en('designValidation.numeric', {
        field: ofBrand('Peugeot', 'design.field.surfaceNewVehicle'),
      }),
    });
    const saved = await ctx.database.db.select().from(projectDesign).where(eq(projectDesign.projectId, p.id));
    expect(saved).toEqual([]);
  });

  it('still saves an incomplete but valid draft', async () => {
    const p = await fresh();
    const body = dossierBody(
      p.id,
      [{ brandId: PEUGEOT, typology: '', ciWorkstream: [], surfaceNewVehicle: '' }],
      {
        BuildingSurface: '',
        TerrainSurface: '12.5',
        PlannedOpeningDate: '',
      },
    );
    const res = await saveDesign(ctx, token, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(en('designValidation.saved'));
    const [saved] = await ctx.database.db
      .select()
      .from(projectDesign)
      .where(eq(projectDesign.projectId, p.id));
    expect(saved).toMatchObject({ buildingSurface: '', terrainSurface: '12.5' });
  });
});

describe('Submit names every missing field at once', () => {
  it('405 with the first field’s spec message and every missing field in `fields`', async () => {
    const p = await fresh();
    const body = dossierBody(
      p.id,
      [
        { brandId: PEUGEOT, typology: '', surfaceSecondVehicle: '' },
        { brandId: CITROEN, ciWorkstream: [], surfaceNewVehicle: '' },
      ],
      { WorkshopSurface: '', PlannedOpeningDate: '' },
    );
    const res = await submitDesign(ctx, token, body);
    expect(res.statusCode).toBe(405);
    const mandatory = (field: string) => en('designValidation.mandatory', { field });
    // The brands come in the form's order (brand id: Citroen before Peugeot).
    expect(res.json().message).toBe(mandatory(ofBrand('Citroen', 'brandField.ciWorkstream')));
    expect(res.json().fields).toEqual({
      [`brand.${PEUGEOT}.typology`]: mandatory(ofBrand('Peugeot', 'brandField.typology')),
      [`brand.${CITROEN}.ciWorkstream`]: mandatory(ofBrand('Citroen', 'brandField.ciWorkstream')),
      WorkshopSurface: mandatory(en('design.field.WorkshopSurface')),
      PlannedOpeningDate: mandatory(en('design.field.PlannedOpeningDate')),
      [`brand.${PEUGEOT}.surfaceSecondVehicle`]: mandatory(
        ofBrand('Peugeot', 'design.field.surfaceSecondVehicle'),
      ),
      [`brand.${CITROEN}.surfaceNewVehicle`]: mandatory(ofBrand('Citroen', 'design.field.surfaceNewVehicle')),
    });
    expect(Object.keys(res.json().fields)).toEqual([
      `brand.${CITROEN}.ciWorkstream`,
      `brand.${PEUGEOT}.typology`,
      'WorkshopSurface',
      'PlannedOpeningDate',
      `brand.${CITROEN}.surfaceNewVehicle`,
      `brand.${PEUGEOT}.surfaceSecondVehicle`,
    ]);
  });

  it('a documentation-only project is told to click SUBMIT AS DOCUMENTED', async () => {
    const p = await fresh({ documentationOnly: true });
    const res = await submitDesign(
      ctx,
      token,
      dossierBody(p.id, [{ brandId: PEUGEOT }, { brandId: CITROEN }]),
    );
    expect(res.statusCode).toBe(405);
    const missing = requiredSlots([
      { brandId: PEUGEOT, brandEnabled: true, typology: 'newBuild', ciWorkstream: ['exteriorSignage'] },
      { brandId: CITROEN, brandEnabled: true, typology: 'newBuild', ciWorkstream: ['exteriorSignage'] },
    ]);
    expect(res.json().message).toBe(
      en('designValidation.missingDocumentsDocumented', {
        documents: missing.map((s) => en(`design.doc.${s}`)).join(', '),
      }),
    );
    expect(res.json().message).toMatch(/SUBMIT AS DOCUMENTED$/);
    await addDocuments(ctx, p.id, missing);
    const done = await submitDesign(
      ctx,
      token,
      dossierBody(p.id, [{ brandId: PEUGEOT }, { brandId: CITROEN }]),
    );
    expect(done.json()).toMatchObject({ statusId: STATUS.documented });
  });
});
