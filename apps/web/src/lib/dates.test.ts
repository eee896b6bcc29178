import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

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
