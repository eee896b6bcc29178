import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COUNTRIES } from '../reference';
import { countryCodeOf, countryField, countryListField, optionalCountryField } from './country';

const issues = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => ({ path: i.path, message: i.message }));

describe('country fields (issue 9 §2)', () => {
  it('know every reference country by ISO code and by name, in any case', () => {
    for (const c of COUNTRIES) {
      expect(countryCodeOf(c.code)).toBe(c.code);
      expect(countryCodeOf(c.code.toLowerCase())).toBe(c.code);
      expect(countryCodeOf(c.label)).toBe(c.code);
      expect(countryCodeOf(`  ${c.label.toUpperCase().replace(/ /g, '  ')} `)).toBe(c.code);
    }
    expect(countryCodeOf('Atlantis')).toBeUndefined();
    expect(countryCodeOf('FRA')).toBeUndefined();
  });

  it('countryField answers the code, refuses unknown and empty', () => {
    expect(countryField.parse('germany')).toBe('DE');
    expect(countryField.parse('de')).toBe('DE');
    expect(issues(countryField, 'Prussia')).toEqual([{ path: [], message: 'validation.unknownCountry' }]);
    expect(issues(countryField, ' ')).toEqual([{ path: [], message: 'validation.required' }]);
    expect(issues(countryField, 'x'.repeat(61))![0]!.message).toBe('validation.unknownCountry');
  });

  it('optionalCountryField lets empty through as ""', () => {
    expect(optionalCountryField.parse(undefined)).toBe('');
    expect(optionalCountryField.parse('  ')).toBe('');
    expect(optionalCountryField.parse('Czech Republic')).toBe('CZ');
    expect(issues(optionalCountryField, 'Bohemia')![0]!.message).toBe('validation.unknownCountry');
  });

  it('countryListField answers distinct codes in order; an unknown entry is reported on the list', () => {
    const list = countryListField({ min: 1, max: 3, message: 'validation.selectCountry' });
    expect(list.parse(['france', 'DE', 'France'])).toEqual(['FR', 'DE']);
    expect(issues(z.object({ arMarkets: list }), { arMarkets: ['FR', 'Gaul'] })).toEqual([
      { path: ['arMarkets'], message: 'validation.unknownCountry' },
    ]);
    expect(issues(list, [])).toEqual([{ path: [], message: 'validation.selectCountry' }]);
    expect(issues(list, ['FR', 'DE', 'IT', 'ES'])![0]!.message).toBe('validation.selectCountry');
    expect(issues(list, 'FR')![0]!.message).toBe('validation.selectCountry');
  });
});
