import {
  PROJECT_DATA_FIELDS,
  fieldProblemText,
  problemFieldName,
  requiredSlots,
  submitFieldProblems,
  type DesignDraft,
  type DocumentSlot,
  type FieldProblem,
  type Language,
  type ProjectDataField,
} from '@portal/contract';
import { t, type Vars } from '../../platform/i18n';
import { selectionOf, type BrandState, type DesignRecord } from './design-records';

/**
 * The rules of spec 001 §5 "Submit for validation", checked on the saved dossier: an enabled brand, then
 * every field at once (the contract's `submitFieldProblems`: brand fields, project data with the planned
 * opening date, showroom surfaces), then the required documents. The refusal (405) reads the first
 * problem's message and names every field in `fields`; its texts are already in the reader's language.
 */

export interface SubmitProblem {
  key: string;
  vars: Vars;
  /** The fields at fault (name → message), or the missing documents (slot → label key) the dialog lists. */
  fields?: Record<string, string>;
}

export interface Dossier {
  brands: readonly BrandState[];
  design: Omit<DesignRecord, 'updatedAt' | 'projectId'>;
  plannedOpeningDate: string | null;
  filled: ReadonlySet<string>;
  /** Submitted as documented (status 6): no validation. */
  documentationOnly: boolean;
}

/** The project data columns of the submission's fields. */
export const DATA_COLUMN: Record<ProjectDataField, keyof Dossier['design']> = {
  BuildingSurface: 'buildingSurface',
  TerrainSurface: 'terrainSurface',
  WorkshopSurface: 'workshopSurface',
  SparePartShopSurface: 'sparePartsSurface',
  OtherSurface: 'otherSurface',
  HandOverArea: 'handOverArea',
  AfterSales: 'afterSales',
};

export function submitProblem(dossier: Dossier, lang: Language): SubmitProblem | null {
  return fieldProblem(dossier, lang) ?? documentProblem(dossier, lang);
}

/** The dossier as the contract's field rules read it (`submitFieldProblems`). */
function draftOf(d: Dossier): DesignDraft {
  const data = Object.fromEntries(
    PROJECT_DATA_FIELDS.map((name) => [name, (d.design[DATA_COLUMN[name]] as string | null) ?? '']),
  ) as Record<ProjectDataField, string>;
  return {
    data,
    plannedOpeningDate: d.plannedOpeningDate ?? '',
    brands: d.brands.map((b) => ({
      brandId: b.brandId,
      enabled: b.enabled,
      values: { ...b.fieldValues, typology: b.typology, ciWorkstream: b.ciWorkstreams },
      surfaceNewVehicle: b.surfaceNewVehicle,
      surfaceSecondVehicle: b.surfaceSecondVehicle,
      professional: b.isProfessional,
    })),
  };
}

/**
 * Fields with problems, all at once: the first one's message is the answer's (in the reader's language
 * already, so it passes through the error handler's `t` unchanged), `fields` names each (docs/architecture.md).
 */
export function fieldsRefusal(
  problems: readonly FieldProblem[],
  brandNames: ReadonlyMap<number, string>,
  lang: Language,
): SubmitProblem | null {
  const [first] = problems;
  if (!first) return null;
  const text = (p: FieldProblem) =>
    fieldProblemText(p, brandNames.get(p.brandId ?? -1) ?? '', (key, vars) => t(lang, key, vars));
  return {
    key: text(first),
    vars: {},
    fields: Object.fromEntries(problems.map((p) => [problemFieldName(p), text(p)])),
  };
}

/** At least one enabled brand, then every field of spec 001 §5 (brand fields, project data, showroom). */
function fieldProblem(d: Dossier, lang: Language): SubmitProblem | null {
  if (!d.brands.some((b) => b.enabled)) return { key: 'validation.selectBrand', vars: {} };
  const names = new Map(d.brands.map((b) => [b.brandId, b.brandName]));
  return fieldsRefusal(submitFieldProblems(draftOf(d)), names, lang);
}

/** The slots still empty among those the brands and typologies require. */
export function missingSlots(d: Pick<Dossier, 'brands' | 'filled'>): DocumentSlot[] {
  return requiredSlots(selectionOf(d.brands)).filter((slot) => !d.filled.has(slot));
}

function documentProblem(d: Dossier, lang: Language): SubmitProblem | null {
  const missing = missingSlots(d);
  if (!missing.length) return null;
  return {
    // A documentation-only project's button reads SUBMIT AS DOCUMENTED.
    key: d.documentationOnly
      ? 'designValidation.missingDocumentsDocumented'
      : 'designValidation.missingDocuments',
    vars: { documents: missing.map((slot) => t(lang, `design.doc.${slot}`)).join(', ') },
    fields: Object.fromEntries(missing.map((slot) => [slot, `design.doc.${slot}`])),
  };
}
