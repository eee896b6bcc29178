import { describe, expect, it } from 'vitest';
import { filenameOf } from './contentDisposition';

describe('filenameOf', () => {
  it('reads a quoted name, with its escapes', () => {
    expect(filenameOf('attachment; filename="plan.pdf"')).toBe('plan.pdf');
    expect(filenameOf('attachment; filename="a \\"b\\" c.pdf"')).toBe('a "b" c.pdf');
    expect(filenameOf('attachment; filename="x; y.pdf"; size=3')).toBe('x; y.pdf');
  });

  it('reads a token name and names in any case', () => {
    expect(filenameOf('attachment; filename=plan.pdf')).toBe('plan.pdf');
    expect(filenameOf('ATTACHMENT; FileName = "plan.pdf"')).toBe('plan.pdf');
  });

  it('prefers filename* (UTF-8) over filename, wherever it stands', () => {
    expect(
      filenameOf(`attachment; filename*=UTF-8''Pr%C3%BCfung%20%E2%82%AC.pdf; filename="Prufung.pdf"`),
    ).toBe('Prüfung €.pdf');
    expect(filenameOf(`attachment; filename="Prufung.pdf"; filename*=utf-8'de'Pr%C3%BCfung.pdf`)).toBe(
      'Prüfung.pdf',
    );
  });

  it('reads filename* in ISO-8859-1', () => {
    expect(filenameOf(`attachment; filename*=iso-8859-1'en'%A3%20rates.csv`)).toBe('£ rates.csv');
  });

  it('falls back to filename when filename* cannot be read', () => {
    expect(filenameOf(`attachment; filename*=UTF-8''%E2%28; filename="plain.pdf"`)).toBe('plain.pdf');
    expect(filenameOf(`attachment; filename*=koi8-r''%C1; filename="plain.pdf"`)).toBe('plain.pdf');
  });

  it('gives nothing without a name', () => {
    expect(filenameOf(null)).toBeUndefined();
    expect(filenameOf('')).toBeUndefined();
    expect(filenameOf('inline')).toBeUndefined();
    expect(filenameOf('attachment; filename=""')).toBeUndefined();
  });
});
