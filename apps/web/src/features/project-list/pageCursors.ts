import { useCallback, useState } from 'react';
import type { ProjectListAnswer } from '@portal/contract';

/**
 * The cursors that lead to the project list's pages (MUI X's "cursor-based pagination": a map page → cursor).
 * Each answer teaches two: its `lastCursor` leads to the next page, its `firstCursor` to the previous one, so
 * Next and Previous continue from a row the user saw (an index walk on the server) instead of counting rows
 * from the top. The map belongs to one list — filters, search, sort and page size, `listKey` — and another
 * list starts empty. A page no cursor leads to (the first, a page size change, a deep page restored from the
 * address) is asked by its number, which the server reads by OFFSET.
 */
export interface PageCursors {
  /** The cursor that leads to the page asked for, if a page next to it was shown. */
  cursor: string | undefined;
  /** What a page's answer says about its neighbours. */
  learn(page: number, answer: Pick<ProjectListAnswer, 'firstCursor' | 'lastCursor'>): void;
}

interface Known {
  listKey: string;
  cursors: ReadonlyMap<number, string>;
}

const NONE: ReadonlyMap<number, string> = new Map();

export function usePageCursors(listKey: string, page: number): PageCursors {
  const [known, setKnown] = useState<Known>(() => ({ listKey, cursors: NONE }));
  const cursors = known.listKey === listKey ? known.cursors : NONE;
  const learn = useCallback(
    (page: number, answer: Pick<ProjectListAnswer, 'firstCursor' | 'lastCursor'>) =>
      setKnown((current) => {
        const mine = current.listKey === listKey;
        const next = new Map(mine ? current.cursors : NONE);
        if (answer.lastCursor) next.set(page + 1, answer.lastCursor);
        // The first page is asked by its number: no cursor is needed to go back to it.
        if (answer.firstCursor && page > 1) next.set(page - 1, answer.firstCursor);
        const same = mine && [...next].every(([p, c]) => current.cursors.get(p) === c);
        return same ? current : { listKey, cursors: next };
      }),
    [listKey],
  );
  return { cursor: page > 0 ? cursors.get(page) : undefined, learn };
}
