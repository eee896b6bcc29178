import type { Rotation } from './geometry';

/**
 * The pages the viewer's column has drawn, for the thumbnails to copy instead of drawing them again. Each
 * drawing of a scanned plan's page has pdf.js's worker decode its images (a 1.4 Mpx scan: about 10 MB of buffers
 * the worker frees only at its next collection); a thumbnail drawn by pdf.js decodes them a second time. Paging
 * through a 200-page plan, the thumbnails' decodings held about 170 MB of the tab's memory (docs/budgets.md,
 * viewer). A thumbnail of a page in the column's window waits for the column's drawing and copies it; one outside
 * it is drawn by pdf.js as before.
 */
export interface DrawnPages {
  /** The column starts drawing page `n` (again: another scale or rotation): its canvas is not to be copied now. */
  started(n: number): void;
  /** The column drew page `n` at this rotation on `canvas` (it keeps the pixels while the page is in the window). */
  drawn(n: number, rotation: Rotation, canvas: HTMLCanvasElement): void;
  /** The pages the column draws now: a page leaving it has its canvas emptied. */
  setWindow(pages: ReadonlySet<number>): void;
  /**
   * Calls `take` with page `n`'s canvas once the column has drawn it at this rotation, or with null when the
   * column will not (the page is outside its window, or leaves it first). Answers a function that stops waiting.
   */
  whenDrawn(n: number, rotation: Rotation, take: (canvas: HTMLCanvasElement | null) => void): () => void;
}

interface Waiter {
  rotation: Rotation;
  take: (canvas: HTMLCanvasElement | null) => void;
}

export function drawnPages(): DrawnPages {
  let window: ReadonlySet<number> = new Set();
  const done = new Map<number, { rotation: Rotation; canvas: HTMLCanvasElement }>();
  const waiting = new Map<number, Set<Waiter>>();
  const answer = (n: number, pick: (w: Waiter) => HTMLCanvasElement | null | undefined) => {
    const list = waiting.get(n);
    if (!list) return;
    for (const w of [...list]) {
      const canvas = pick(w);
      if (canvas === undefined) continue;
      list.delete(w);
      w.take(canvas);
    }
    if (!list.size) waiting.delete(n);
  };
  return {
    started(n) {
      done.delete(n);
    },
    drawn(n, rotation, canvas) {
      if (!window.has(n)) return;
      done.set(n, { rotation, canvas });
      answer(n, (w) => (w.rotation === rotation ? canvas : undefined));
    },
    setWindow(pages) {
      window = pages;
      for (const n of [...done.keys()]) if (!pages.has(n)) done.delete(n);
      for (const n of [...waiting.keys()]) if (!pages.has(n)) answer(n, () => null);
    },
    whenDrawn(n, rotation, take) {
      if (!window.has(n)) {
        take(null);
        return () => {};
      }
      const drawing = done.get(n);
      if (drawing && drawing.rotation === rotation) {
        take(drawing.canvas);
        return () => {};
      }
      const waiter = { rotation, take };
      const list = waiting.get(n) ?? new Set<Waiter>();
      list.add(waiter);
      waiting.set(n, list);
      return () => {
        list.delete(waiter);
        if (!list.size && waiting.get(n) === list) waiting.delete(n);
      };
    },
  };
}
