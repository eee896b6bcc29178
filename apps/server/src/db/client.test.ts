import { describe, expect, it } from 'vitest';
import { theRow } from './client';

describe('theRow', () => {
  it('gives the first row, and throws naming what was expected when there is none', () => {
    expect(theRow([{ id: 1 }, { id: 2 }], 'a project')).toEqual({ id: 1 });
    expect(() => theRow([], 'the new project')).toThrow('expected one row: the new project');
  });
});
