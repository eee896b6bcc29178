import { afterEach, describe, expect, it } from 'vitest';
import { ROLES } from '@portal/contract';
import i18n from './i18n';
import { byText, contractTypeText, countryText, roleText, statusText } from './reference';

afterEach(() => i18n.changeLanguage('en'));

describe('reference texts', () => {
  it('name reference data from the packs by id or code', async () => {
    await i18n.changeLanguage('it');
    const t = i18n.t.bind(i18n);
    expect(statusText(t, 3, 'Project Approved')).toBe('Progetto approvato');
    expect(countryText(t, 'de', 'Germany')).toBe('Germania');
    expect(contractTypeText(t, 2, 'Sales Only')).toBe('Solo vendita');
    expect(roleText(t, ROLES.HQ)).toBe('Sede centrale / Direzione');
  });

  it("fall back to the server's name, then the code, for data no pack knows", () => {
    const t = i18n.t.bind(i18n);
    expect(countryText(t, 'QQ', 'Qqland')).toBe('Qqland');
    expect(countryText(t, 'QQ')).toBe('QQ');
    expect(countryText(t, '', 'x')).toBe('x');
    expect(statusText(t, 99, 'New Status')).toBe('New Status');
    expect(statusText(t, null)).toBe('');
    expect(contractTypeText(t, null, '')).toBe('');
  });

  it("sort by the reader's alphabet", () => {
    expect(byText(['Österreich', 'Zypern', 'Albanien'], (s) => s, 'de')).toEqual([
      'Albanien',
      'Österreich',
      'Zypern',
    ]);
  });

  it("reads each item's text once per sort (a pack look-up per item, not per comparison)", () => {
    const items = Array.from({ length: 200 }, (_, i) => `country ${(i * 7919) % 200}`);
    let reads = 0;
    const sorted = byText(items, (s) => (reads++, s), 'en');
    expect(reads).toBe(200);
    expect(sorted.slice(0, 3)).toEqual(['country 0', 'country 1', 'country 10']);
  });
});
