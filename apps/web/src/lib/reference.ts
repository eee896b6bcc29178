import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { contractTypeKey, countryKey, roleKey, statusKey, type Role } from '@portal/contract';

/**
 * Reference data as the reader reads it (docs/languages.md): the pack text of a stable id or code (contract
 * reference-keys.ts), never the English name an answer carries; that name (or the code) only when no pack
 * has the key.
 */
export const statusText = (t: TFunction, id: number | null | undefined, fallback = '') =>
  id == null ? fallback : t(statusKey(id), { defaultValue: fallback });
export const countryText = (t: TFunction, code: string | null | undefined, fallback?: string) =>
  code ? t(countryKey(code), { defaultValue: fallback || code }) : (fallback ?? '');
export const contractTypeText = (t: TFunction, id: number | null | undefined, fallback = '') =>
  id == null ? fallback : t(contractTypeKey(id), { defaultValue: fallback });
export const roleText = (t: TFunction, role: Role) => t(roleKey(role));

/**
 * Sorts by the text a reader sees, in the reader's language. Each item's text is read once: read in the
 * comparison, the 200 countries cost some 3,000 pack look-ups per sort (16 ms of a phone's first render).
 */
export function byText<T>(items: readonly T[], text: (item: T) => string, lang: string): T[] {
  const collator = new Intl.Collator(lang);
  return items
    .map((item) => ({ item, text: text(item) }))
    .sort((a, b) => collator.compare(a.text, b.text))
    .map(({ item }) => item);
}

/** The helpers above bound to the current language (re-rendered when it changes). */
export function useReferenceText() {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => ({
      lang: i18n.language,
      status: (id: number | null | undefined, fallback?: string) => statusText(t, id, fallback),
      country: (code: string | null | undefined, fallback?: string) => countryText(t, code, fallback),
      contractType: (id: number | null | undefined, fallback?: string) => contractTypeText(t, id, fallback),
      role: (role: Role) => roleText(t, role),
    }),
    [t, i18n.language],
  );
}
