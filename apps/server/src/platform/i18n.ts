import type { FastifyRequest } from 'fastify';
import { packs } from '@portal/contract/i18n';
import { DEFAULT_LANGUAGE, toLanguage, type Language } from '@portal/contract';

export type Vars = Record<string, string | number>;

/** Text of a language-pack key with {{name}} placeholders filled; the key itself when unknown. */
export function t(lang: Language, key: string, vars: Vars = {}): string {
  const text = packs[lang][key] ?? packs[DEFAULT_LANGUAGE][key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** The caller's language: the Accept-Language header's first tag among ours (spec 000 §7). */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (tag && ['en', 'fr', 'de', 'es', 'it'].includes(tag)) return toLanguage(tag);
  }
  return DEFAULT_LANGUAGE;
}
