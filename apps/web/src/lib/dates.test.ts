import { describe, expect, it } from 'vitest';
import { browserTimeZone, formatDate, formatDateTime } from './dates';

describe('formatDate', () => {
  it('shows dates and timestamps as DD/MM/YYYY', () => {
    expect(formatDate('2026-05-01')).toBe('01/05/2026');
    expect(formatDate('2024-03-05T10:00:00.000Z')).toBe('05/03/2024');
  });
  it('is empty for missing or unreadable values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds the hour and minute of a timestamp in the browser time zone', () => {
    const iso = '2024-03-05T10:07:00.000Z';
    const d = new Date(iso);
    const hm = `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
    expect(formatDateTime(iso)).toBe(`${formatDate(iso)} ${hm}`);
  });
  it('shows a plain date as a date and is empty for missing values', () => {
    expect(formatDateTime('2026-05-01')).toBe('01/05/2026');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('nope')).toBe('');
  });
});

describe('browserTimeZone', () => {
  it('is an IANA name', () => {
    const tz = browserTimeZone();
    expect(tz).toBeTruthy();
    expect(() => new Intl.DateTimeFormat('en', { timeZone: tz })).not.toThrow();
  });
});
