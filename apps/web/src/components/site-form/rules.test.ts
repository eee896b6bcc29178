import { describe, expect, it, vi } from 'vitest';
import {
  applyServerErrors,
  emptySiteValues,
  focusFirstInvalid,
  fromBrandDetails,
  siteFormProblems,
  siteFormResolver,
  toBrandDetails,
  type SiteFormValues,
} from './rules';

const valid: SiteFormValues = {
  ...emptySiteValues,
  SiteName: 'GARAGE (NORD) "A", L\'ÉTOILE_1-2.',
  Street: '1 RUE DE LA PAIX',
  City: 'SAINT-ÉTIENNE',
  ZipCode: '42000',
  Country: 'IT',
  Brands: [{ BrandId: 2, ContractTypeId: 1, SalesVolume: '' }],
  Retailer_FullName: 'JEAN DUPONT',
  Retailer_EmailAddress: 'JEAN@GARAGE.TEST',
  Retailer_Phone: '+39-011-555',
};

describe('siteFormProblems', () => {
  it('accepts a valid site', () => {
    expect(siteFormProblems(valid)).toEqual({});
  });

  it('names every required field, in form order', () => {
    expect(Object.entries(siteFormProblems(emptySiteValues))).toEqual([
      ['SiteName', 'validation.required'],
      ['Street', 'validation.required'],
      ['City', 'validation.required'],
      ['ZipCode', 'validation.required'],
      ['Country', 'validation.required'],
      ['Retailer_FullName', 'validation.required'],
      ['Retailer_Phone', 'validation.required'],
      ['Retailer_EmailAddress', 'validation.required'],
      ['Brands', 'validation.selectBrand'],
    ]);
  });

  it('applies the patterns, France region and Germany location code', () => {
    expect(
      siteFormProblems({
        ...valid,
        SiteName: 'A#',
        City: 'PARIS 2',
        Retailer_Phone: '01 23',
        Retailer_EmailAddress: 'A!@B.C',
      }),
    ).toEqual({
      SiteName: 'project.validation.siteName',
      City: 'project.validation.city',
      Retailer_Phone: 'validation.phone',
      Retailer_EmailAddress: 'project.validation.email',
    });
    expect(siteFormProblems({ ...valid, Country: 'FR' })).toEqual({ Region: 'project.validation.region' });
    expect(siteFormProblems({ ...valid, Country: 'FR', Region: 'DR Metz' })).toEqual({});
    expect(siteFormProblems({ ...valid, Country: 'DE' })).toEqual({
      LocationCode: 'project.validation.locationCodeRequired',
    });
    expect(siteFormProblems({ ...valid, Country: 'DE', LocationCode: 'AB-1' })).toEqual({
      LocationCode: 'project.validation.locationCode',
    });
    expect(siteFormProblems({ ...valid, Country: 'DE' }, { locationCode: false })).toEqual({});
  });

  it('checks each brand, and skips site and contact rules for an existing location', () => {
    const brands = [
      { BrandId: 1, ContractTypeId: '' as const, SalesVolume: '12' },
      { BrandId: 2, ContractTypeId: 3, SalesVolume: '1.5' },
    ];
    expect(siteFormProblems({ ...emptySiteValues, Brands: brands }, { site: false })).toEqual({
      'Brands.0.ContractTypeId': 'project.validation.contractType',
      'Brands.1.SalesVolume': 'project.validation.salesVolume',
    });
    expect(siteFormProblems({ ...valid, Retailer_FullName: '' }, { contact: false })).toEqual({});
  });
});

describe('helpers', () => {
  it('resolves to nested errors carrying language keys', async () => {
    const resolver = siteFormResolver<SiteFormValues>((v) => siteFormProblems(v, { site: false }));
    const result = await resolver(
      { ...emptySiteValues, Brands: [{ BrandId: 1, ContractTypeId: '', SalesVolume: '' }] },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(result.errors).toEqual({
      Brands: [{ ContractTypeId: { type: 'validate', message: 'project.validation.contractType' } }],
    });
  });

  it('places server field messages on renamed fields and answers the others', () => {
    const setError = vi.fn();
    const out = applyServerErrors(
      { ARCADLocationCode: 'bad code', 'BrandDetails.0.ContractTypeId': 'pick one', Other: 'hmm' },
      setError,
      ['LocationCode', 'Brands'],
      { ARCADLocationCode: 'LocationCode', BrandDetails: 'Brands' },
    );
    expect(out).toEqual({ placed: ['LocationCode', 'Brands.0.ContractTypeId'], unplaced: ['hmm'] });
    expect(setError).toHaveBeenCalledWith('Brands.0.ContractTypeId', { type: 'server', message: 'pick one' });
  });

  it('converts brands both ways', () => {
    const form = [
      { BrandId: 2, ContractTypeId: 1 as const, SalesVolume: ' 80 ' },
      { BrandId: 4, ContractTypeId: 3, SalesVolume: '' },
    ];
    expect(toBrandDetails(form)).toEqual([
      { BrandId: 2, ContractTypeId: 1, SalesVolume: 80 },
      { BrandId: 4, ContractTypeId: 3, SalesVolume: null },
    ]);
    expect(fromBrandDetails([{ brandId: 4, contractTypeId: null, salesVolume: 5 }])).toEqual([
      { BrandId: 4, ContractTypeId: '', SalesVolume: '5' },
    ]);
  });

  it('focuses the first invalid field in screen order', () => {
    document.body.innerHTML = `
      <div id="root">
        <div data-field="SiteName"><input id="a" /></div>
        <div data-field="Country"><input aria-hidden="true" tabindex="-1" /><div role="combobox" tabindex="0" id="b"></div></div>
        <fieldset data-field="Brands"><input type="checkbox" id="c" />
          <div data-field="Brands.0.ContractTypeId"><div role="combobox" tabindex="0" id="d"></div></div>
        </fieldset>
      </div>`;
    const root = document.getElementById('root');
    focusFirstInvalid(root, { Country: { type: 'validate', message: 'x' } });
    expect(document.activeElement?.id).toBe('b');
    // An array of item errors is not the list's own error: its first invalid item gets the focus.
    focusFirstInvalid(root, { Brands: [{ ContractTypeId: { type: 'validate', message: 'x' } }] } as never);
    expect(document.activeElement?.id).toBe('d');
    focusFirstInvalid(root, ['Brands', 'SiteName']);
    expect(document.activeElement?.id).toBe('a');
  });
});
