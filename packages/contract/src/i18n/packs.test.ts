import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, CONTRACT_TYPES, LANGUAGES } from '../reference';
import { contractTypeKey, countryKey, roleKey, statusKey } from '../reference-keys';
import { ALL_ROLES } from '../roles';
import { PROJECT_STATUSES } from '../statuses';
import { enModules, packs } from './index';

const en = packs.en;
const enKeys = Object.keys(en).sort();
/** `{{name}}` or `{{name, number}}` (a number in the reader's language: 1,150 / 1.150 / 1 150). */
const placeholders = (s: string) => (s.match(/\{\{\w+(?:, number)?\}\}/g) ?? []).sort();

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
      // Comments may quote code (`request.ip`): only code counts (comments that start a line).
      const text = fs
        .readFileSync(file, 'utf8')
        .replace(/^\s*\/\*[\s\S]*?\*\//gm, '')
        .replace(/^\s*\/\/.*$/gm, '');
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

/** Every reference datum as [key, English name]: ids for statuses and contract types, codes for countries. */
const referenceData = {
  status: PROJECT_STATUSES.map((name, id) => [statusKey(id), name] as const),
  country: COUNTRIES.map((c) => [countryKey(c.code), c.label] as const),
  contractType: CONTRACT_TYPES.map((name, i) => [contractTypeKey(i + 1), name] as const),
};
const roleKeys = ALL_ROLES.map(roleKey);

describe('reference data in the language packs', () => {
  const all = [
    ...Object.values(referenceData)
      .flat()
      .map(([key]) => key),
    ...roleKeys,
  ];

  for (const lang of LANGUAGES)
    it(`${lang} names every project status, country, contract type and role`, () => {
      const missing = all.filter((key) => !packs[lang][key]?.trim());
      expect(missing).toEqual([]);
    });

  it('the English texts are the names as seeded, stored and sent', () => {
    for (const [key, name] of Object.values(referenceData).flat()) expect(packs.en[key], key).toBe(name);
  });

  it('the reference module holds exactly the reference data (no key for a status or country that is gone)', () => {
    expect(Object.keys(enModules.reference).sort()).toEqual(
      Object.values(referenceData)
        .flat()
        .map(([key]) => key)
        .sort(),
    );
  });

  for (const lang of LANGUAGES.filter((l) => l !== 'en'))
    it(`${lang} translates every status, contract type and role title, and most country names`, () => {
      const same = [...referenceData.status, ...referenceData.contractType]
        .map(([key]) => key)
        .concat(roleKeys)
        .filter((key) => packs[lang][key] === packs.en[key]);
      expect(same, `${lang} left in English`).toEqual([]);
      const sameCountries = referenceData.country.filter(([key]) => packs[lang][key] === packs.en[key]);
      expect(sameCountries.length / referenceData.country.length).toBeLessThan(0.5);
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
