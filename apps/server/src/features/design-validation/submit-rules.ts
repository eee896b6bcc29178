import {
  BRAND_IDS,
  PROJECT_DATA_FIELDS,
  SURFACE_PATTERN,
  designBrandFields,
  requiredSlots,
  type DocumentSlot,
  type Language,
  type ProjectDataField,
} from '@portal/contract';
import { t, type Vars } from '../../platform/i18n';
import { selectionOf, type BrandState, type DesignRecord } from './design-records';

/**
 * The rules of spec 001 §5 "Submit for validation", checked on the saved dossier in this order: the
 * brands (typology, CI workstream), the project data with the planned opening date, the showroom
 * surfaces of each enabled brand, then the required documents. The first problem is the refusal (405)
 * the user reads; its values are already in the reader's language.
 */

export interface SubmitProblem {
  key: string;
  vars: Vars;
  /** The missing documents, slot → label key: the answer's `fields`, which the missing-documents dialog lists. */
  fields?: Record<string, string>;
}

export interface Dossier {
  brands: readonly BrandState[];
  design: Omit<DesignRecord, 'updatedAt' | 'projectId'>;
  plannedOpeningDate: string | null;
  filled: ReadonlySet<string>;
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
  return (
    brandProblem(dossier, lang) ??
    dataProblem(dossier, lang) ??
    showroomProblem(dossier, lang) ??
    documentProblem(dossier, lang)
  );
}

const mandatory = (field: string): SubmitProblem => ({ key: 'designValidation.mandatory', vars: { field } });
const numeric = (field: string): SubmitProblem => ({ key: 'designValidation.numeric', vars: { field } });
const brandLabel = (lang: Language, brand: string, fieldKey: string) =>
  t(lang, 'designValidation.brandField', { brand, field: t(lang, fieldKey) });

const enabled = (d: Dossier) => d.brands.filter((b) => b.enabled);

/** Each enabled brand: its typology unless exempt, at least one CI workstream (neither for Non-PSA Brand). */
function brandProblem(d: Dossier, lang: Language): SubmitProblem | null {
  if (!enabled(d).length) return { key: 'validation.selectBrand', vars: {} };
  for (const b of enabled(d)) {
    if (b.brandId === BRAND_IDS.nonPsa) continue;
    const mandatoryField = new Map(designBrandFields(b.brandId).map((f) => [f.fieldName, f.mandatory]));
    if (mandatoryField.get('typology') && !b.typology)
      return mandatory(brandLabel(lang, b.brandName, 'brandField.typology'));
    if (mandatoryField.get('ciWorkstream') && !b.ciWorkstreams.length)
      return mandatory(brandLabel(lang, b.brandName, 'brandField.ciWorkstream'));
  }
  return null;
}

/** The project data: every field and the planned opening date given, the surfaces numeric. */
function dataProblem(d: Dossier, lang: Language): SubmitProblem | null {
  const order: (ProjectDataField | 'PlannedOpeningDate')[] = [...PROJECT_DATA_FIELDS];
  order.splice(order.indexOf('OtherSurface') + 1, 0, 'PlannedOpeningDate');
  for (const name of order) {
    const label = t(lang, `design.field.${name}`);
    if (name === 'PlannedOpeningDate') {
      if (!d.plannedOpeningDate) return mandatory(label);
      continue;
    }
    const value = d.design[DATA_COLUMN[name]] as string;
    if (!value) return mandatory(label);
    if (!SURFACE_PATTERN.test(value)) return numeric(label);
  }
  return null;
}

/** Showroom surfaces of each enabled brand; a professional brand has its own new-vehicle message. */
function showroomProblem(d: Dossier, lang: Language): SubmitProblem | null {
  for (const b of enabled(d)) {
    const newLabel = brandLabel(lang, b.brandName, 'design.field.surfaceNewVehicle');
    if (!b.surfaceNewVehicle)
      return b.isProfessional
        ? { key: 'designValidation.professionalNewVehicle', vars: { brand: b.brandName } }
        : mandatory(newLabel);
    if (!SURFACE_PATTERN.test(b.surfaceNewVehicle)) return numeric(newLabel);
    const secondLabel = brandLabel(lang, b.brandName, 'design.field.surfaceSecondVehicle');
    if (!b.surfaceSecondVehicle) return mandatory(secondLabel);
    if (!SURFACE_PATTERN.test(b.surfaceSecondVehicle)) return numeric(secondLabel);
  }
  return null;
}

/** The slots still empty among those the brands and typologies require. */
export function missingSlots(d: Pick<Dossier, 'brands' | 'filled'>): DocumentSlot[] {
  return requiredSlots(selectionOf(d.brands)).filter((slot) => !d.filled.has(slot));
}

function documentProblem(d: Dossier, lang: Language): SubmitProblem | null {
  const missing = missingSlots(d);
  if (!missing.length) return null;
  return {
    key: 'designValidation.missingDocuments',
    vars: { documents: missing.map((slot) => t(lang, `design.doc.${slot}`)).join(', ') },
    fields: Object.fromEntries(missing.map((slot) => [slot, `design.doc.${slot}`])),
  };
}
