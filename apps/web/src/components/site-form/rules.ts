import { get, type FieldErrors } from 'react-hook-form';
import type { TFunction } from 'i18next';

/** One checked brand: its contract type ('' until chosen) and sales volume (text as typed, optional). */
export interface SiteBrandValue {
  BrandId: number;
  ContractTypeId: number | '';
  SalesVolume: string;
}

/** The values the site-form sections read and write (names as the contract's SiteFieldValues). */
export interface SiteFormValues {
  SiteName: string;
  Street: string;
  City: string;
  ZipCode: string;
  /** ISO code ('FR'). */
  Country: string;
  /** One of FRANCE_REGIONS, only when Country is France. */
  Region: string;
  VATNumber: string;
  /** ARCAD location code (create request) or AncCodeCpltVo (site information). */
  LocationCode: string;
  DocumentationOnly: boolean;
  Brands: SiteBrandValue[];
  Retailer_FullName: string;
  Retailer_Phone: string;
  Retailer_EmailAddress: string;
}

export const emptySiteValues: SiteFormValues = {
  SiteName: '',
  Street: '',
  City: '',
  ZipCode: '',
  Country: '',
  Region: '',
  VATNumber: '',
  LocationCode: '',
  DocumentationOnly: false,
  Brands: [],
  Retailer_FullName: '',
  Retailer_Phone: '',
  Retailer_EmailAddress: '',
};

/** The text of a field error: client rules carry a key, server messages (type 'server') come translated. */
export function fieldMessage(t: TFunction, error: unknown): string {
  const e = error as { type?: string; message?: string; root?: { message?: string } } | undefined;
  if (!e) return '';
  const message = e.message ?? e.root?.message;
  if (!message) return '';
  return e.type === 'server' ? message : t(message);
}

/**
 * Puts a 400 answer's field messages on the form's fields. `rename` maps the payload's names to the
 * form's (first path segment only: 'BrandDetails.0.ContractTypeId' → 'Brands.0.ContractTypeId').
 * Answers the paths it placed (pass them to focusFirstInvalid) and the messages that belong to no known
 * field (show them in an alert).
 */
export function applyServerErrors(
  fields: Record<string, string>,
  setError: (name: never, error: { type: string; message: string }) => void,
  known: readonly string[],
  rename: Record<string, string> = {},
): { placed: string[]; unplaced: string[] } {
  const placed: string[] = [];
  const unplaced: string[] = [];
  for (const [name, message] of Object.entries(fields)) {
    const [head = '', ...rest] = name.split('.');
    const field = rename[head] ?? head;
    if (!known.includes(field)) {
      unplaced.push(message);
      continue;
    }
    const path = [field, ...rest].join('.');
    setError(path as never, { type: 'server', message });
    placed.push(path);
  }
  return { placed, unplaced };
}

/**
 * The form's brands as the contract's BrandDetails / BrandDetail items: a sales volume of digits as a number,
 * empty as null, anything else as typed (the contract's schema refuses it with its message).
 */
export function toBrandDetails(brands: SiteBrandValue[]) {
  return brands.map((b) => {
    const volume = String(b.SalesVolume ?? '').trim();
    return {
      BrandId: b.BrandId,
      ContractTypeId: Number(b.ContractTypeId),
      SalesVolume: volume === '' ? null : /^\d+$/.test(volume) ? Number(volume) : volume,
    };
  });
}

/** An answer's brandDetails ({ brandId, contractTypeId, salesVolume }) as the form's brands. */
export function fromBrandDetails(
  list: { brandId: number; contractTypeId: number | null; salesVolume: number | null }[],
): SiteBrandValue[] {
  return list.map((b) => ({
    BrandId: b.brandId,
    ContractTypeId: b.contractTypeId ?? '',
    SalesVolume: b.salesVolume == null ? '' : String(b.salesVolume),
  }));
}

/** Field names of the site-form sections, for applyServerErrors. */
export const SITE_FORM_FIELDS = Object.keys(emptySiteValues);

const FOCUSABLE =
  'input:not([type="hidden"]):not([aria-hidden="true"]):not([tabindex="-1"]), textarea, [role="combobox"]';

/**
 * Focuses the first invalid field in screen order: every field's wrapper carries `data-field="<path>"`
 * (the sections do this; add it to a form's own fields). Call it from handleSubmit's onInvalid with the
 * errors, and after applyServerErrors with the placed paths.
 */
export function focusFirstInvalid(root: HTMLElement | null, errors: FieldErrors | readonly string[]) {
  if (!root) return;
  const invalid = (path: string) => {
    if (Array.isArray(errors)) return errors.includes(path);
    const error = get(errors, path) as { message?: string; type?: string } | undefined;
    // An array of item errors is not the field's own error: its items have their own data-field.
    return error !== undefined && !Array.isArray(error) && Boolean(error.message || error.type);
  };
  for (const el of Array.from(root.querySelectorAll<HTMLElement>('[data-field]'))) {
    const path = el.dataset.field;
    if (path === undefined || !invalid(path)) continue;
    const target = el.matches(FOCUSABLE) ? el : el.querySelector<HTMLElement>(FOCUSABLE);
    if (target) {
      target.focus();
      return;
    }
  }
}
