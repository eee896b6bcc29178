import type { Language } from '../reference';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';

export type { MessageKey } from './en';
export { enModules } from './en';
export { frModules } from './fr';
export { deModules } from './de';
export { esModules } from './es';
export { itModules } from './it';

/** Every language pack, keyed by language (docs/languages.md). */
export const packs: Record<Language, Record<string, string>> = { en, fr, de, es, it };
