import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../reference';
import { packs } from './index';

const en = packs.en;
const enKeys = Object.keys(en).sort();
const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();

describe('language packs', () => {
  for (const lang of LANGUAGES) {
    it(`${lang} has exactly the English keys, each non-empty and with the same placeholders`, () => {
      const pack = packs[lang];
      expect(Object.keys(pack).sort()).toEqual(enKeys);
      for (const key of enKeys) {
        expect(pack[key]?.trim(), `${lang}: ${key}`).toBeTruthy();
        expect(placeholders(pack[key]!), `${lang}: ${key}`).toEqual(placeholders(en[key]!));
      }
    });
  }

  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${lang} is really translated (most texts differ from English)`, () => {
      const same = enKeys.filter((k) => packs[lang][k] === en[k]);
      expect(
        same.length / enKeys.length,
        `${lang} untranslated: ${same.slice(0, 10).join(', ')}`,
      ).toBeLessThan(0.1);
    });
  }

  it('every key the code uses exists', () => {
    const namespaces = new Set(enKeys.map((k) => k.split('.')[0]));
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
    const dirs = ['apps/web/src', 'apps/server/src', 'packages/contract/src'].map((d) => path.join(root, d));
    const missing = new Set<string>();
    const literal = /['"`]([a-zA-Z]+(?:\.[a-zA-Z0-9]+)+)['"`]/g;
    for (const file of dirs.flatMap(walk)) {
      if (/\.test\.tsx?$/.test(file) || file.includes(`${path.sep}i18n${path.sep}`)) continue;
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(literal)) {
        const key = m[1]!;
        if (MUI_PALETTE.test(key)) continue;
        if (
          namespaces.has(key.split('.')[0]!) &&
          !(key in en) &&
          !/\.(ts|tsx|js|json|pdf|svg|png|html)$/.test(key)
        )
          missing.add(`${key} (${path.relative(root, file)})`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});

/** Theme colour paths (sx={{ color: 'common.white' }}) look like keys but are not. */
const MUI_PALETTE =
  /^(common\.(white|black)|(primary|secondary|error|warning|info|success)\.(main|light|dark|contrastText)|(text|grey|background|action)\.)/;

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : walk(p);
    return /\.(ts|tsx)$/.test(e.name) ? [p] : [];
  });
}
