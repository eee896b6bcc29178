import type { Language } from '../reference';
import { de } from './de';
import { en, type LanguagePack } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';

export type { LanguagePack, MessageKey } from './en';

/** Every language pack, keyed by language (DESIGN §9). */
export const packs: Record<Language, Record<string, string>> = { en, fr, de, es, it } satisfies Record<
  Language,
  LanguagePack
>;
