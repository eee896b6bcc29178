import {
  PROJECT_DATA_FIELDS,
  requiredSlots,
  SURFACE_PATTERN,
  type BrandData,
  type BrandField,
  type BrandSelection,
  type DocumentSlot,
  type DocumentSlotInfo,
  type ProjectDataField,
  type ProjectDesignData,
  type UpdateDesignBody,
} from '@portal/contract';

/**
 * The design form of the Design Validation tab: the brand accordion form (spec 002 "dynamic brand forms") and
 * the design surface form (project data and showroom surfaces), saved together by
 * UpdateDesignValidationWithDynamicBrand (DESIGN §4b).
 */

/** One brand of the project: its checkbox, its dynamic fields' values and its showroom surfaces. */
export interface BrandFormValue {
  brandId: number;
  brandName: string;
  brandEnabled: boolean;
  /** Field name → value (a list for a multiDropdown). */
  values: Record<string, string | string[]>;
  surfaceNewVehicle: string;
  surfaceSecondVehicle: string;
}

export type DesignFormValues = Record<ProjectDataField, string> & {
  /** yyyy-mm-dd or ''. */
  PlannedOpeningDate: string;
  brands: BrandFormValue[];
};

/** The answer of GetAllProjectData under the payload's names (spec 001 §3 "Project data"). */
const DATA_SOURCE: Record<ProjectDataField, keyof ProjectDesignData> = {
  BuildingSurface: 'buildingSurface',
  TerrainSurface: 'terrainSurface',
  WorkshopSurface: 'workShopSurface',
  SparePartShopSurface: 'sparePartsShopSurface',
  OtherSurface: 'otherSurface',
  HandOverArea: 'handOverArea',
  AfterSales: 'afterSales',
};

const fieldValue = (f: BrandField): string | string[] =>
  f.fieldType === 'multiDropdown'
    ? Array.isArray(f.value)
      ? [...f.value]
      : f.value
        ? [f.value]
        : []
    : Array.isArray(f.value)
      ? (f.value[0] ?? '')
      : f.value;

export function toFormValues(data: ProjectDesignData, brands: readonly BrandData[]): DesignFormValues {
  const showroom = new Map(data.surfaceShowroomData.map((s) => [s.brandName, s]));
  const values = Object.fromEntries(
    PROJECT_DATA_FIELDS.map((name) => [name, String(data[DATA_SOURCE[name]] ?? '')]),
  ) as Record<ProjectDataField, string>;
  return {
    ...values,
    PlannedOpeningDate: (data.plannedOpeningDate ?? '').slice(0, 10),
    brands: brands.map((b) => ({
      brandId: b.brandId,
      brandName: b.brandName,
      brandEnabled: b.brandEnabled,
      values: Object.fromEntries(b.fields.map((f) => [f.fieldName, fieldValue(f)])),
      surfaceNewVehicle: showroom.get(b.brandName)?.surfaceNewVehicle ?? '',
      surfaceSecondVehicle: showroom.get(b.brandName)?.surfaceSecondVehicle ?? '',
    })),
  };
}

const asList = (v: string | string[] | undefined) => (Array.isArray(v) ? v : v ? [v] : []);
const asText = (v: string | string[] | undefined) => (Array.isArray(v) ? (v[0] ?? '') : (v ?? ''));

/** The brand choices the contract's document rules read (requiredSlots). */
export const brandSelections = (v: DesignFormValues): BrandSelection[] =>
  v.brands.map((b) => ({
    brandId: b.brandId,
    brandEnabled: b.brandEnabled,
    typology: asText(b.values.typology),
    ciWorkstream: asList(b.values.ciWorkstream),
  }));

/** The request of UpdateDesignValidationWithDynamicBrand (spec 001 §7); `submit` also submits it. */
export function toBody(
  v: DesignFormValues,
  projectId: number,
  userId: number,
  submit: boolean,
): UpdateDesignBody {
  return {
    ProjectId: projectId,
    UserID: userId,
    PlannedOpeningDate: v.PlannedOpeningDate,
    BuildingSurface: v.BuildingSurface.trim(),
    TerrainSurface: v.TerrainSurface.trim(),
    WorkshopSurface: v.WorkshopSurface.trim(),
    SparePartShopSurface: v.SparePartShopSurface.trim(),
    OtherSurface: v.OtherSurface.trim(),
    HandOverArea: v.HandOverArea.trim(),
    AfterSales: v.AfterSales.trim(),
    projectContractBrandsList: v.brands.map((b) => {
      const { typology, ciWorkstream, ...others } = b.values;
      return {
        brandId: b.brandId,
        brandName: b.brandName,
        brandEnabled: b.brandEnabled,
        typology: asText(typology),
        ciWorkstream: asList(ciWorkstream),
        fields: others,
      };
    }),
    SurfaceShowroomData: v.brands
      .filter((b) => b.brandEnabled)
      .map((b) => ({
        brandName: b.brandName,
        surfaceNewVehicle: b.surfaceNewVehicle.trim(),
        surfaceSecondVehicle: b.surfaceSecondVehicle.trim(),
      })),
    IsSubmit: submit,
  };
}

/** A field the submission refuses: its form path, the label of the message and the rule it breaks. */
export interface Problem {
  path: string;
  label: string;
  rule: 'mandatory' | 'numeric';
}

/**
 * The rules of spec 001 §5 "Submit for validation" the form can check before sending, in the spec's order
 * (brand fields, project data, showroom surfaces). The server checks them all again and decides, documents
 * included. `label` gives a field's label.
 */
export function submitProblems(
  v: DesignFormValues,
  brands: readonly BrandData[],
  label: {
    brandField: (brand: BrandData, field: BrandField) => string;
    dataField: (name: ProjectDataField | 'PlannedOpeningDate') => string;
    showroom: (brandName: string, which: 'surfaceNewVehicle' | 'surfaceSecondVehicle') => string;
  },
): Problem[] {
  const problems: Problem[] = [];
  v.brands.forEach((b, i) => {
    const brand = brands.find((d) => d.brandId === b.brandId);
    if (!b.brandEnabled || !brand) return;
    for (const f of brand.fields) {
      if (!f.mandatory) continue;
      const value = b.values[f.fieldName];
      const empty = Array.isArray(value) ? value.length === 0 : !(value ?? '').trim();
      if (empty)
        problems.push({
          path: `brands.${i}.values.${f.fieldName}`,
          label: label.brandField(brand, f),
          rule: 'mandatory',
        });
    }
  });
  for (const name of PROJECT_DATA_FIELDS) {
    const value = v[name].trim();
    if (!value) problems.push({ path: name, label: label.dataField(name), rule: 'mandatory' });
    else if (!SURFACE_PATTERN.test(value))
      problems.push({ path: name, label: label.dataField(name), rule: 'numeric' });
  }
  if (!v.PlannedOpeningDate)
    problems.push({
      path: 'PlannedOpeningDate',
      label: label.dataField('PlannedOpeningDate'),
      rule: 'mandatory',
    });
  // Which brands need showroom surfaces is the server's rule; a value given must be a number.
  v.brands.forEach((b, i) => {
    if (!b.brandEnabled) return;
    for (const which of ['surfaceNewVehicle', 'surfaceSecondVehicle'] as const) {
      const value = b[which].trim();
      if (value && !SURFACE_PATTERN.test(value))
        problems.push({
          path: `brands.${i}.${which}`,
          label: label.showroom(b.brandName, which),
          rule: 'numeric',
        });
    }
  });
  return problems;
}

/** The required slots still empty for the brands as chosen in the form (contract requiredSlots). */
export function missingSlots(v: DesignFormValues, documents: readonly DocumentSlotInfo[]): DocumentSlot[] {
  const filled = new Set(documents.filter((d) => d.versions.length > 0).map((d) => d.documentName));
  return requiredSlots(brandSelections(v)).filter((slot) => !filled.has(slot));
}
