import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageCursors } from './pageCursors';

describe('usePageCursors', () => {
  it('learns the neighbours of a page, never the first page, and forgets them for another list', () => {
    const { result, rerender } = renderHook(({ listKey, page }) => usePageCursors(listKey, page), {
      initialProps: { listKey: 'size 25', page: 0 },
    });
    const at = (listKey: string, page: number) => {
      rerender({ listKey, page });
      return result.current.cursor;
    };
    act(() => result.current.learn(0, { firstCursor: 'f0', lastCursor: 'l0' }));
    expect(at('size 25', 1)).toBe('l0');
    expect(at('size 25', 0)).toBeUndefined();
    act(() => result.current.learn(2, { firstCursor: 'f2', lastCursor: 'l2' }));
    expect([1, 3].map((p) => at('size 25', p))).toEqual(['f2', 'l2']);

    // Another page size (or filter, or sort): nothing known, every page asked by its number.
    expect([1, 2, 3].map((p) => at('size 50', p))).toEqual([undefined, undefined, undefined]);
    act(() => result.current.learn(4, { firstCursor: null, lastCursor: null }));
    expect(at('size 50', 5)).toBeUndefined();
  });
});
