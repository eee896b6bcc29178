import {
  brandFieldOf,
  PROJECT_DATA_FIELDS,
  requiredSlots,
  SHOWROOM_FIELDS,
  type BrandData,
  type BrandField,
  type BrandSelection,
  type DesignDraft,
  type DocumentSlot,
  type DocumentSlotInfo,
  type FieldProblem,
  type ProjectDataField,
  type ProjectDesignData,
  type UpdateDesignBody,
} from '@portal/contract';

/**
 * The design form of the Design Validation tab: the brand accordion form (spec 002 "dynamic brand forms") and
 * the design surface form (project data and showroom surfaces), saved together by
 * UpdateDesignValidationWithDynamicBrand (docs/lifecycle.md).
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
export const brandSelections = (v: Pick<DesignFormValues, 'brands'>): BrandSelection[] =>
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

/** The form's values as the contract's field rules read them (`invalidFields`, `submitFieldProblems`). */
export function draftOf(v: DesignFormValues): DesignDraft {
  const data = Object.fromEntries(PROJECT_DATA_FIELDS.map((name) => [name, v[name]])) as Record<
    ProjectDataField,
    string
  >;
  return {
    data,
    plannedOpeningDate: v.PlannedOpeningDate,
    brands: v.brands.map((b) => ({
      brandId: b.brandId,
      enabled: b.brandEnabled,
      values: b.values,
      // A disabled brand's surfaces are not sent (toBody).
      surfaceNewVehicle: b.brandEnabled ? b.surfaceNewVehicle : '',
      surfaceSecondVehicle: b.brandEnabled ? b.surfaceSecondVehicle : '',
    })),
  };
}

/**
 * The form path of a field named by a problem or by the server's `fields` (`brand.<id>.<field>` for a
 * brand's field or showroom surface); null when the form has no such field.
 */
export function formPath(v: DesignFormValues, name: string): string | null {
  const own = brandFieldOf(name);
  if (!own) return name in v ? name : null;
  const i = v.brands.findIndex((b) => b.brandId === own.brandId);
  if (i < 0) return null;
  return (SHOWROOM_FIELDS as readonly string[]).includes(own.field)
    ? `brands.${i}.${own.field}`
    : `brands.${i}.values.${own.field}`;
}

/** The brand's name of a problem ('' for a project data field). */
export const brandNameOf = (v: DesignFormValues, p: Pick<FieldProblem, 'brandId'>) =>
  v.brands.find((b) => b.brandId === p.brandId)?.brandName ?? '';

/** The required slots still empty for the brands as chosen in the form (contract requiredSlots). */
export function missingSlots(v: DesignFormValues, documents: readonly DocumentSlotInfo[]): DocumentSlot[] {
  const filled = new Set(documents.filter((d) => d.versions.length > 0).map((d) => d.documentName));
  return requiredSlots(brandSelections(v)).filter((slot) => !filled.has(slot));
}
