import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS, CONTRACT_TYPES, TYPOLOGIES } from '@portal/contract';
import { originatorRequests } from '../../db/schema';
import { t } from '../../platform/i18n';
import { get, type TestContext } from '../../../test/helpers';
import { brandId } from '../../../test/design-validation';
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
let users: DesignDataContext['users'];
let alpha: ProjectRecord;
let beta: ProjectRecord;

beforeAll(async () => {
  state = await createDesignDataContext();
  ({ ctx, tokens, users, alpha, beta } = state);
});
afterAll(() => ctx.close());

const { fresh } = designDataFixtures(() => state);

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
