import type { FastifyRequest } from 'fastify';
import { packs } from '@portal/contract/i18n';
import {
  contractTypeKey,
  countryKey,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  roleKey,
  statusKey,
  toLanguage,
  type Language,
  type Role,
} from '@portal/contract';

export type Vars = Record<string, string | number>;

const numberFormats = new Map<Language, Intl.NumberFormat>();
/** A number as the reader's language writes it (1,150 / 1.150 / 1 150), as i18next's `number` format does. */
function numberIn(lang: Language, value: string | number): string {
  if (typeof value !== 'number') return value;
  let format = numberFormats.get(lang);
  if (!format) numberFormats.set(lang, (format = new Intl.NumberFormat(lang)));
  return format.format(value);
}

/**
 * Text of a language-pack key with its placeholders filled: `{{name}}` as given, `{{name, number}}` a number in
 * the reader's language (the same packs' syntax as i18next's in the browser); the key itself when unknown.
 */
export function t(lang: Language, key: string, vars: Vars = {}): string {
  const text = packs[lang][key] ?? packs[DEFAULT_LANGUAGE][key] ?? key;
  return text.replace(/\{\{(\w+)(, number)?\}\}/g, (_, name: string, asNumber?: string) => {
    const value = vars[name] ?? '';
    return asNumber ? numberIn(lang, value) : String(value);
  });
}

/**
 * The caller's language (spec 000 §7): the best of ours by the Accept-Language header's quality values
 * (negotiated by @fastify/accepts, registered in app.ts: `de;q=0.1, fr;q=0.9` is French, `fr-CA` is
 * French); English when the header is missing or names none of ours.
 */
export function requestLanguage(request: FastifyRequest): Language {
  if (!request.headers['accept-language']) return DEFAULT_LANGUAGE;
  const best = request.languages([...LANGUAGES]);
  return best ? toLanguage(best) : DEFAULT_LANGUAGE;
}

// ---- reference data as a reader reads it (keys: contract reference-keys.ts) ----

/** A pack text, or `fallback` when no pack has the key (unknown id or code). */
function packText(lang: Language, key: string, fallback: string): string {
  return packs[lang][key] ?? packs[DEFAULT_LANGUAGE][key] ?? fallback;
}

/** A project status's name in `lang`. */
export const statusText = (lang: Language, id: number | null | undefined) =>
  id == null ? '' : packText(lang, statusKey(id), '');
/** A country's name in `lang`; the code itself when unknown. */
export const countryText = (lang: Language, code: string) => packText(lang, countryKey(code), code);
/** A contract type's name in `lang`. */
export const contractTypeText = (lang: Language, id: number | null | undefined) =>
  id == null ? '' : packText(lang, contractTypeKey(id), '');
/** A role's title in `lang` (roles themselves are stored and sent in English). */
export const roleText = (lang: Language, role: Role) => t(lang, roleKey(role));
