/**
 * The design form's field rules (spec 001 §5 "Submit for validation"; docs/lifecycle.md): one definition the web
 * form checks before sending and the server checks again. A draft may be incomplete but never invalid
 * (`invalidFields`, checked on Save and Submit); a submission needs every mandatory field too
 * (`submitFieldProblems`). Problems come in the form's order: brand panels, project data, showroom.
 */
import { BRANDS } from './reference';
import {
  designBrandFields,
  PROJECT_DATA_FIELDS,
  SURFACE_PATTERN,
  type BrandFieldType,
  type ProjectDataField,
} from './design';

/** What a value breaks: missing, not digits with an optional decimal point, not one of the options. */
export type FieldRule = 'mandatory' | 'numeric' | 'option' | 'professionalNewVehicle';

export type FieldValue = string | readonly string[] | undefined;

export const SHOWROOM_FIELDS = ['surfaceNewVehicle', 'surfaceSecondVehicle'] as const;
export type ShowroomField = (typeof SHOWROOM_FIELDS)[number];

const isEmpty = (value: FieldValue) => (typeof value === 'string' ? !value.trim() : !value?.length);

/** A dynamic field's value against its type; empty is fine here (mandatory is a submission rule). */
export function brandFieldProblem(
  field: { fieldType: BrandFieldType; fieldValues: readonly string[] },
  value: FieldValue,
): FieldRule | null {
  if (value === undefined || isEmpty(value)) return null;
  const { fieldType, fieldValues } = field;
  if (fieldType === 'multiDropdown')
    return typeof value !== 'string' && value.every((v) => fieldValues.includes(v)) ? null : 'option';
  if (typeof value !== 'string') return fieldType === 'number' ? 'numeric' : 'option';
  if (fieldType === 'number') return SURFACE_PATTERN.test(value.trim()) ? null : 'numeric';
  if (fieldType === 'singleDropdown') return fieldValues.includes(value) ? null : 'option';
  return null;
}

/** A surface in sqm: empty or digits with an optional decimal point. */
export const surfaceProblem = (value: string): FieldRule | null =>
  !value.trim() || SURFACE_PATTERN.test(value.trim()) ? null : 'numeric';

export interface DraftBrand {
  brandId: number;
  enabled: boolean;
  /** Dynamic field name → value, typology and CI workstream included. */
  values: Readonly<Record<string, FieldValue>>;
  surfaceNewVehicle: string;
  surfaceSecondVehicle: string;
  /** A professional brand has its own new-vehicle message; BRANDS' flag when not given. */
  professional?: boolean;
}

export interface DesignDraft {
  data: Readonly<Record<ProjectDataField, string>>;
  /** yyyy-mm-dd or ''. */
  plannedOpeningDate: string;
  brands: readonly DraftBrand[];
}

/** A field that stops a save or a submission: a project data field, or a brand's field or surface. */
export interface FieldProblem {
  field: ProjectDataField | 'PlannedOpeningDate' | ShowroomField | string;
  brandId?: number;
  rule: FieldRule;
}

/** The name of a problem's field in an error's `fields` (docs/architecture.md): `brand.<brandId>.<field>` for a brand's. */
export const problemFieldName = (p: Pick<FieldProblem, 'field' | 'brandId'>) =>
  p.brandId === undefined ? p.field : `brand.${p.brandId}.${p.field}`;

/** The reverse of problemFieldName for a brand's field; null for a project data field. */
export function brandFieldOf(name: string): { brandId: number; field: string } | null {
  const [, brandId, field] = /^brand\.(\d+)\.(.+)$/.exec(name) ?? [];
  return brandId && field ? { brandId: Number(brandId), field } : null;
}

/** The order of the project data on the form and in the spec: the planned opening date after Other. */
export const DATA_ORDER: readonly (ProjectDataField | 'PlannedOpeningDate')[] = (() => {
  const order: (ProjectDataField | 'PlannedOpeningDate')[] = [...PROJECT_DATA_FIELDS];
  order.splice(order.indexOf('OtherSurface') + 1, 0, 'PlannedOpeningDate');
  return order;
})();

function check(d: DesignDraft, submit: boolean): FieldProblem[] {
  const problems: FieldProblem[] = [];
  // A disabled brand needs nothing, but what it holds is saved too, so it must be valid.
  const needed = (b: DraftBrand) => submit && b.enabled;
  for (const b of d.brands)
    for (const def of designBrandFields(b.brandId)) {
      const value = b.values[def.fieldName];
      const rule = needed(b) && def.mandatory && isEmpty(value) ? 'mandatory' : brandFieldProblem(def, value);
      if (rule) problems.push({ brandId: b.brandId, field: def.fieldName, rule });
    }
  for (const field of DATA_ORDER) {
    const value = field === 'PlannedOpeningDate' ? d.plannedOpeningDate : d.data[field];
    const rule =
      submit && !value.trim() ? 'mandatory' : field === 'PlannedOpeningDate' ? null : surfaceProblem(value);
    if (rule) problems.push({ field, rule });
  }
  for (const b of d.brands)
    for (const field of SHOWROOM_FIELDS) {
      const value = b[field];
      const professional = b.professional ?? BRANDS.some((r) => r.id === b.brandId && r.professional);
      const missing = field === 'surfaceNewVehicle' && professional ? 'professionalNewVehicle' : 'mandatory';
      const rule = needed(b) && !value.trim() ? missing : surfaceProblem(value);
      if (rule) problems.push({ brandId: b.brandId, field, rule });
    }
  return problems;
}

/** The values a draft cannot be saved with (Save and Submit): numbers not numeric, options not offered. */
export const invalidFields = (d: DesignDraft) => check(d, false);

/** Everything a submission still needs besides the documents: missing mandatory fields and invalid values. */
export const submitFieldProblems = (d: DesignDraft) => check(d, true);

type Translate = (key: string, vars?: Record<string, string>) => string;

/** A field's label in messages: a brand's fields read "Peugeot – Workshop bays". */
export function fieldLabel(p: Pick<FieldProblem, 'field' | 'brandId'>, brandName: string, t: Translate) {
  if (p.brandId === undefined) return t(`design.field.${p.field}`);
  const own = (SHOWROOM_FIELDS as readonly string[]).includes(p.field)
    ? `design.field.${p.field}`
    : `brandField.${p.field}`;
  return t('designValidation.brandField', { brand: brandName, field: t(own) });
}

/** A problem's message in the spec's words ('The field X is mandatory', '… must be numeric or decimal.'). */
export function fieldProblemText(p: FieldProblem, brandName: string, t: Translate): string {
  if (p.rule === 'professionalNewVehicle')
    return t('designValidation.professionalNewVehicle', { brand: brandName });
  return t(`designValidation.${p.rule}`, { field: fieldLabel(p, brandName, t) });
}
