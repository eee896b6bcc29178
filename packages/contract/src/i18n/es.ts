import type { LanguagePack } from './en';
import { en } from './en';

// Translation pending for new keys: falls back to English until translated.
export const es: LanguagePack = { ...en };
