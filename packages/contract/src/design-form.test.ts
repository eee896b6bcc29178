import { describe, expect, it } from 'vitest';
import {
  brandFieldOf,
  brandFieldProblem,
  fieldProblemText,
  invalidFields,
  problemFieldName,
  submitFieldProblems,
  type DesignDraft,
  type DraftBrand,
} from './design-form';
import { BRAND_IDS, PROJECT_DATA_FIELDS } from './design';
import { BRANDS } from './reference';
import { packs } from './i18n';

const PEUGEOT = BRAND_IDS.peugeot;
const PEUGEOT_PRO = BRANDS.find((b) => b.name === 'Peugeot Professional')!.id;

const brand = (over: Partial<DraftBrand> = {}): DraftBrand => ({
  brandId: PEUGEOT,
  enabled: true,
  values: { typology: 'newBuild', ciWorkstream: ['furniture'], workshopBays: '4', brandRemarks: '' },
  surfaceNewVehicle: '250',
  surfaceSecondVehicle: '120.5',
  ...over,
});
const draft = (over: Partial<DesignDraft> = {}): DesignDraft => ({
  data: Object.fromEntries(PROJECT_DATA_FIELDS.map((f) => [f, '10'])) as DesignDraft['data'],
  plannedOpeningDate: '2027-03-01',
  brands: [brand()],
  ...over,
});
const en = (key: string, vars: Record<string, string> = {}) =>
  packs.en[key]!.replace(/\{\{(\w+)\}\}/g, (_, v: string) => vars[v] ?? '');

describe('brandFieldProblem: a dynamic field by its fieldType', () => {
  const options = ['a', 'b'];
  it('takes digits with an optional decimal point in a number field, nothing else', () => {
    const number = { fieldType: 'number' as const, fieldValues: [] };
    for (const ok of ['', '12', '3.5', ' 7 ']) expect(brandFieldProblem(number, ok), ok).toBeNull();
    for (const bad of ['abc', '12a', '1,5', '-3', '1.'])
      expect(brandFieldProblem(number, bad), bad).toBe('numeric');
  });
  it('takes only an offered option in a dropdown, any text in a text field', () => {
    expect(brandFieldProblem({ fieldType: 'singleDropdown', fieldValues: options }, 'a')).toBeNull();
    expect(brandFieldProblem({ fieldType: 'singleDropdown', fieldValues: options }, 'z')).toBe('option');
    expect(brandFieldProblem({ fieldType: 'multiDropdown', fieldValues: options }, ['a', 'b'])).toBeNull();
    expect(brandFieldProblem({ fieldType: 'multiDropdown', fieldValues: options }, ['a', 'z'])).toBe(
      'option',
    );
    expect(brandFieldProblem({ fieldType: 'multiDropdown', fieldValues: options }, 'a')).toBe('option');
    expect(brandFieldProblem({ fieldType: 'text', fieldValues: [] }, 'abc 12')).toBeNull();
  });
});

describe('invalidFields: what a draft cannot be saved with', () => {
  it('lets an incomplete draft through', () => {
    const empty = draft({
      data: Object.fromEntries(PROJECT_DATA_FIELDS.map((f) => [f, ''])) as DesignDraft['data'],
      plannedOpeningDate: '',
      brands: [brand({ values: {}, surfaceNewVehicle: '', surfaceSecondVehicle: '' })],
    });
    expect(invalidFields(empty)).toEqual([]);
  });
  it('names every invalid field: letters in a number field, a surface, an unknown option', () => {
    const d = draft({
      data: { ...draft().data, BuildingSurface: 'abc' },
      brands: [
        brand({
          values: { typology: 'castle', ciWorkstream: ['furniture'], workshopBays: 'four' },
          surfaceSecondVehicle: 'abc',
        }),
      ],
    });
    expect(invalidFields(d)).toEqual([
      { brandId: PEUGEOT, field: 'typology', rule: 'option' },
      { brandId: PEUGEOT, field: 'workshopBays', rule: 'numeric' },
      { field: 'BuildingSurface', rule: 'numeric' },
      { brandId: PEUGEOT, field: 'surfaceSecondVehicle', rule: 'numeric' },
    ]);
  });
  it('checks what a disabled brand holds, though it needs nothing', () => {
    const off = brand({ enabled: false, values: { workshopBays: 'x' }, surfaceNewVehicle: '' });
    expect(invalidFields(draft({ brands: [off] }))).toEqual([
      { brandId: PEUGEOT, field: 'workshopBays', rule: 'numeric' },
    ]);
    expect(submitFieldProblems(draft({ brands: [off] }))).toEqual(invalidFields(draft({ brands: [off] })));
  });
});

describe('submitFieldProblems: every field a submission still needs, at once', () => {
  it('is empty for a complete dossier', () => {
    expect(submitFieldProblems(draft())).toEqual([]);
  });
  it('lists every missing field in the form’s order, the professional new-vehicle surface its own', () => {
    const d = draft({
      data: { ...draft().data, TerrainSurface: '', AfterSales: 'x' },
      plannedOpeningDate: '',
      brands: [
        brand({ values: { typology: '', ciWorkstream: [] }, surfaceNewVehicle: '' }),
        brand({ brandId: PEUGEOT_PRO, surfaceNewVehicle: '', surfaceSecondVehicle: '' }),
      ],
    });
    expect(submitFieldProblems(d)).toEqual([
      { brandId: PEUGEOT, field: 'typology', rule: 'mandatory' },
      { brandId: PEUGEOT, field: 'ciWorkstream', rule: 'mandatory' },
      { field: 'TerrainSurface', rule: 'mandatory' },
      { field: 'PlannedOpeningDate', rule: 'mandatory' },
      { field: 'AfterSales', rule: 'numeric' },
      { brandId: PEUGEOT, field: 'surfaceNewVehicle', rule: 'mandatory' },
      { brandId: PEUGEOT_PRO, field: 'surfaceNewVehicle', rule: 'professionalNewVehicle' },
      { brandId: PEUGEOT_PRO, field: 'surfaceSecondVehicle', rule: 'mandatory' },
    ]);
  });
  it('asks no typology or workstream of Non-PSA Brand', () => {
    const nonPsa = brand({ brandId: BRAND_IDS.nonPsa, values: {} });
    expect(submitFieldProblems(draft({ brands: [nonPsa] }))).toEqual([]);
  });
});

describe('field names and messages', () => {
  it('names a brand’s field brand.<id>.<field> and reads it back', () => {
    const name = problemFieldName({ brandId: PEUGEOT, field: 'workshopBays' });
    expect(name).toBe(`brand.${PEUGEOT}.workshopBays`);
    expect(brandFieldOf(name)).toEqual({ brandId: PEUGEOT, field: 'workshopBays' });
    expect(problemFieldName({ field: 'BuildingSurface' })).toBe('BuildingSurface');
    expect(brandFieldOf('BuildingSurface')).toBeNull();
  });
  it('words a problem as spec 001 §5 does, with the brand and the field', () => {
    const text = (p: Parameters<typeof fieldProblemText>[0]) => fieldProblemText(p, 'Peugeot', en);
    expect(text({ brandId: PEUGEOT, field: 'workshopBays', rule: 'numeric' })).toBe(
      'The field Peugeot – Workshop bays must be numeric or decimal.',
    );
    expect(text({ field: 'BuildingSurface', rule: 'mandatory' })).toBe(
      `The field ${en('design.field.BuildingSurface')} is mandatory`,
    );
    expect(text({ brandId: PEUGEOT, field: 'surfaceNewVehicle', rule: 'professionalNewVehicle' })).toBe(
      en('designValidation.professionalNewVehicle', { brand: 'Peugeot' }),
    );
  });
});
