import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  BRANDS,
  CONTRACT_TYPES,
  SCREEN_TYPE,
  contractTypeKey,
  designBrandFields,
  type BrandData,
  type BrandField,
  type BrandFieldDef,
  type Language,
  type brandDataAnswer,
} from '@portal/contract';
import { originatorRequests } from '../../db/schema';
import type { SignedInContext } from '../../platform/api';
import { notFound } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { maySeeRequest } from '../../platform/policy';
import { visibleProject } from '../projects/record';
import { brandStates, type BrandState } from './design-records';

type BrandDataAnswer = z.infer<typeof brandDataAnswer>;

export interface BrandDataInput {
  screenType: number;
  /** A project id (screen type 2) or an originator request id (screen type 1; 0 = a new request). */
  id: number;
  /** The language of the labels. */
  lang: Language;
}

/**
 * GET DynamicBrand/GetAllBrandData/{screenType}/{projectOrRequestId} and GetAllBrandDetails/{screenType}/
 * {lang}/{projectId} (spec 002 §3 "Brand data"; docs/lifecycle.md): the brands with their dynamic fields and
 * values, labels from the packs. Screen type 2: the project's brands on the design validation tab (the
 * project in the caller's scope). Screen type 1: the brands of an originator request (its originator or
 * the Validation Center Team; id 0: every brand, empty, for a new request).
 */
export async function brandData(
  { db, auth }: SignedInContext,
  input: BrandDataInput,
): Promise<BrandDataAnswer> {
  const { lang } = input;
  if (input.screenType === SCREEN_TYPE.designValidation) {
    if (input.id === 0) throw notFound();
    await visibleProject(db, auth, input.id);
    const states = await brandStates(db, input.id);
    return { brandDetails: states.map((b) => designBrand(b, lang)) };
  }
  if (input.id === 0)
    return { brandDetails: BRANDS.map((b) => requestBrand(b.id, b.name, false, null, null, lang)) };
  const [request] = await db.select().from(originatorRequests).where(eq(originatorRequests.id, input.id));
  if (!request || !maySeeRequest(auth, request)) throw notFound();
  const names = new Map(BRANDS.map((b) => [b.id, b.name]));
  return {
    brandDetails: request.brandDetails.map((b) =>
      requestBrand(b.brandId, names.get(b.brandId) ?? '', true, b.contractTypeId, b.salesVolume, lang),
    ),
  };
}

function field(def: BrandFieldDef, lang: Language, value: string | string[]): BrandField {
  return {
    fieldName: def.fieldName,
    fieldType: def.fieldType,
    fieldLabel: t(lang, `brandField.${def.fieldName}`),
    fieldValues: def.fieldValues.map((id) => ({ value: id, label: t(lang, `brandField.option.${id}`) })),
    mandatory: def.mandatory,
    disable: def.disable,
    value,
  };
}

/** A project brand with the fields of `designBrandFields` and its saved values. */
function designBrand(b: BrandState, lang: Language): BrandData {
  const valueOf = (def: BrandFieldDef): string | string[] => {
    if (def.fieldName === 'typology') return b.typology;
    if (def.fieldName === 'ciWorkstream') return b.ciWorkstreams;
    const saved = b.fieldValues[def.fieldName];
    if (def.fieldType === 'multiDropdown') return Array.isArray(saved) ? saved : [];
    return typeof saved === 'string' ? saved : '';
  };
  return {
    brandId: b.brandId,
    brandName: b.brandName,
    brandEnabled: b.enabled,
    fields: designBrandFields(b.brandId).map((def) => field(def, lang, valueOf(def))),
  };
}

/** A brand of a request: contract type (over CONTRACT_TYPES) and sales volume. */
function requestBrand(
  brandId: number,
  brandName: string,
  enabled: boolean,
  contractTypeId: number | null,
  salesVolume: number | null,
  lang: Language,
): BrandData {
  const contractIds = CONTRACT_TYPES.map((_, i) => String(i + 1));
  return {
    brandId,
    brandName,
    brandEnabled: enabled,
    fields: [
      {
        fieldName: 'contractType',
        fieldType: 'singleDropdown',
        fieldLabel: t(lang, 'brandField.contractType'),
        fieldValues: contractIds.map((id) => ({ value: id, label: t(lang, contractTypeKey(Number(id))) })),
        mandatory: true,
        disable: false,
        value: contractTypeId == null ? '' : String(contractTypeId),
      },
      {
        fieldName: 'salesVolume',
        fieldType: 'number',
        fieldLabel: t(lang, 'brandField.salesVolume'),
        fieldValues: [],
        mandatory: false,
        disable: false,
        value: salesVolume == null ? '' : String(salesVolume),
      },
    ],
  };
}
