import { describe, expect, it } from 'vitest';
import { formatCiDate } from './ciDates';

// A local time (no zone): the formatter shows the browser's time, whatever zone the test runs in.
const AT = '2026-10-27T16:44:00';

describe('formatCiDate', () => {
  it('writes English as spec 001 §9 gives it', () => {
    expect(formatCiDate(AT, 'en')).toBe('October 27th 2026, 4:44 PM');
    expect(formatCiDate(AT, 'en-GB')).toBe('October 27th 2026, 4:44 PM');
  });

  it("writes every other language in that language's own long date and time", () => {
    expect(formatCiDate(AT, 'de')).toBe('27. Oktober 2026 16:44');
    expect(formatCiDate(AT, 'fr')).toBe('27 octobre 2026 16:44');
    expect(formatCiDate(AT, 'es')).toBe('27 de octubre de 2026 16:44');
    expect(formatCiDate(AT, 'it')).toBe('27 ottobre 2026 16:44');
  });

  it('falls back to English for another language, and is empty when there is no date', () => {
    expect(formatCiDate(AT, 'pt')).toBe('October 27th 2026, 4:44 PM');
    expect(formatCiDate(null, 'de')).toBe('');
    expect(formatCiDate('not a date', 'fr')).toBe('');
  });
});
