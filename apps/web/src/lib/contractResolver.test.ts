import { describe, expect, it } from 'vitest';
import { get, type FieldErrors } from 'react-hook-form';
import {
  createAccountBody,
  liteAccountWithoutOriginatorBody,
  requestProjectAccessBody,
  ROLES,
} from '@portal/contract';
import { emptySiteValues, toBrandDetails, type SiteFormValues } from '../components/site-form';
import { contractResolver, payloadResolver } from './contractResolver';

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

/** A site form sent as an originator's request for a new location (or an existing one, `siteId`). */
const asRequest = (v: SiteFormValues, siteId?: number) => ({
  SiteId: siteId ?? null,
  SiteName: v.SiteName,
  Street: v.Street,
  City: v.City,
  ZipCode: v.ZipCode,
  ARCADLocationCode: v.LocationCode,
  Country: v.Country,
  Region: v.Region,
  BrandDetails: toBrandDetails(v.Brands),
  Retailer_FullName: v.Retailer_FullName,
  Retailer_Phone: v.Retailer_Phone,
  Retailer_EmailAddress: v.Retailer_EmailAddress,
  IsNewProject: siteId === undefined,
  IsArchitectConfirm: true as const,
});
const RENAME = { ARCADLocationCode: 'LocationCode', BrandDetails: 'Brands' };
const OPTIONS = { fields: {}, shouldUseNativeValidation: false };

/** The resolver's errors as { path: message }. */
function flat(errors: FieldErrors, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const error = value as { message?: unknown } | undefined;
    if (error && typeof error.message === 'string') out[path] = error.message;
    else if (error && typeof error === 'object') Object.assign(out, flat(error as FieldErrors, path));
  }
  return out;
}

async function problems(v: SiteFormValues, siteId?: number) {
  const resolver = contractResolver(requestProjectAccessBody, (x: SiteFormValues) => asRequest(x, siteId), {
    rename: RENAME,
  });
  return flat((await resolver(v, undefined, OPTIONS)).errors);
}

describe('a site form checked with the contract (contractResolver)', () => {
  it('accepts a valid site and answers the form values', async () => {
    const resolver = contractResolver(requestProjectAccessBody, (x: SiteFormValues) => asRequest(x), {
      rename: RENAME,
    });
    expect(await resolver(valid, undefined, OPTIONS)).toEqual({ values: valid, errors: {} });
  });

  it('names every required field', async () => {
    expect(await problems(emptySiteValues)).toEqual({
      SiteName: 'validation.required',
      Street: 'validation.required',
      City: 'validation.required',
      ZipCode: 'validation.required',
      Country: 'validation.required',
      Retailer_FullName: 'validation.required',
      Retailer_Phone: 'validation.required',
      Retailer_EmailAddress: 'validation.required',
      Brands: 'validation.selectBrand',
    });
  });

  it('applies the patterns, France region and Germany location code, on the form names', async () => {
    expect(
      await problems({
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
    expect(await problems({ ...valid, Country: 'FR' })).toEqual({ Region: 'project.validation.region' });
    expect(await problems({ ...valid, Country: 'FR', Region: 'DR Metz' })).toEqual({});
    expect(await problems({ ...valid, Country: 'DE' })).toEqual({
      LocationCode: 'project.validation.locationCodeRequired',
    });
    expect(await problems({ ...valid, Country: 'DE', LocationCode: 'AB-1' })).toEqual({
      LocationCode: 'project.validation.locationCode',
    });
  });

  it('checks each brand beside the other fields, and skips the site of an existing location', async () => {
    const brands = [
      { BrandId: 1, ContractTypeId: '' as const, SalesVolume: '12' },
      { BrandId: 2, ContractTypeId: 3, SalesVolume: '1.5' },
      { BrandId: 3, ContractTypeId: 3, SalesVolume: '12a' },
    ];
    expect(await problems({ ...emptySiteValues, Brands: brands }, 7)).toEqual({
      'Brands.0.ContractTypeId': 'project.validation.contractType',
      'Brands.1.SalesVolume': 'project.validation.salesVolume',
      'Brands.2.SalesVolume': 'project.validation.salesVolume',
    });
    // A bad sales volume does not hide the other fields' messages.
    expect(await problems({ ...valid, SiteName: '', Brands: brands.slice(2) })).toEqual({
      SiteName: 'validation.required',
      'Brands.0.SalesVolume': 'project.validation.salesVolume',
    });
  });

  it('leaves payload fields the form does not have to the server, and puts its own rules first', async () => {
    const resolver = contractResolver(
      liteAccountWithoutOriginatorBody,
      (v: SiteFormValues & { Email: string }) => ({
        Email: v.Email,
        FirstName: 'JEAN',
        SiteName: v.SiteName,
        Street: v.Street,
        City: v.City,
        ZipCode: v.ZipCode,
        arMarkets: v.Country ? [v.Country] : [],
        BrandDetail: toBrandDetails(v.Brands),
        Regions: v.Region,
        Retailer_FullName: v.Retailer_FullName,
        Retailer_Phone: v.Retailer_Phone,
        Retailer_EmailAddress: v.Retailer_EmailAddress,
        Latitude: 1000,
      }),
      {
        rename: { arMarkets: 'Country', BrandDetail: 'Brands' },
        own: (v): Record<string, string> => (v.Country ? {} : { Country: 'validation.required' }),
      },
    );
    const result = await resolver({ ...valid, Email: 'bad', Country: '' }, undefined, OPTIONS);
    // No Latitude on the form; the lite account has no location code rule.
    expect(flat(result.errors)).toEqual({ Email: 'validation.email', Country: 'validation.required' });
    expect(get(result.errors, 'Country.type')).toBe('validate');
  });
});

describe('payloadResolver', () => {
  it('answers the payload as the schema parsed it', async () => {
    const resolver = payloadResolver(
      createAccountBody,
      (v: { email: string }) => ({ Roles: ROLES.HQ, Email: v.email, FirstName: ' Olga ', SurName: 'Orr' }),
      { rename: { Email: 'email' } },
    );
    expect(await resolver({ email: ' Olga.Orr@Example.test ' }, undefined, OPTIONS)).toEqual({
      values: { Roles: ROLES.HQ, Email: 'olga.orr@example.test', FirstName: 'Olga', SurName: 'Orr' },
      errors: {},
    });
    const refused = await resolver({ email: 'nope' }, undefined, OPTIONS);
    expect(refused.values).toEqual({});
    expect(flat(refused.errors)).toEqual({ email: 'validation.email' });
  });
});
