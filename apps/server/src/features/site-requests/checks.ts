import { BRANDS, CONTRACT_TYPES, isKnownCountry } from '@portal/contract';
import type { RequestBrand } from '../../db/schema';
import { badRequest } from '../../platform/errors';

/** Input rules the schemas cannot check alone, shared by the request and the lite-account commands. */

const BRAND_IDS = new Set(BRANDS.map((b) => b.id));

/**
 * The brands of a request or lite account as stored: brands and contract types must be known ones (the
 * schema checks only their shape); otherwise 400 on `field`.
 */
export function knownBrands(
  list: { BrandId: number; ContractTypeId: number; SalesVolume: number | null }[],
  field: string,
): RequestBrand[] {
  const fields: Record<string, string> = {};
  if (list.some((b) => !BRAND_IDS.has(b.BrandId))) fields[field] = 'validation.unknownBrand';
  else if (list.some((b) => b.ContractTypeId > CONTRACT_TYPES.length))
    fields[field] = 'project.validation.contractType';
  if (Object.keys(fields).length) throw badRequest('validation.invalid', fields);
  return list.map((b) => ({
    brandId: b.BrandId,
    contractTypeId: b.ContractTypeId,
    salesVolume: b.SalesVolume,
  }));
}

/** A country we know (the contract's reference data), else 400 on `field`. */
export function checkKnownCountry(code: string, field: string): void {
  if (!isKnownCountry(code)) throw badRequest('validation.invalid', { [field]: 'validation.unknownCountry' });
}
