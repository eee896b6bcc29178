/**
 * A PDF opened afresh every so many pages (docs/budgets.md, viewer). pdf.js's worker keeps every byte of the
 * file it has read, in one buffer of the file's length, and its caches, for as long as the document is open: a
 * reader paging through a 100 MB plan ends with all of it in the tab. Past a number of pages drawn, a new
 * opening is made in the background (the same worker; the ranges it needs to open are kept, rangeLoader.ts
 * `keepRanges`), the pages drawn next are drawn from it, and the old one is let go once the drawings under way on
 * it are done: the worker drops what it held of it.
 */
import type { Size } from './geometry';
import type { RenderTask, ViewerDocument, ViewerPage } from './types';

interface Opening {
  doc: ViewerDocument;
  /** Pages drawn (or being drawn) from this opening: what its worker has read and keeps. */
  drawn: Set<number>;
  /** Drawings under way on it. */
  busy: number;
  /** Let go (its document destroyed). */
  gone: boolean;
}

const openingOf = (doc: ViewerDocument): Opening => ({
  doc,
  drawn: new Set(),
  busy: 0,
  gone: false,
});

const cancelled = () => new Error('cancelled');

/** When to open afresh: past `pages` pages drawn from one opening, once no page has been drawn for `restMs`. */
export interface ReopeningPace {
  pages: number;
  restMs: number;
}

/**
 * The document the viewer uses, over `first` and the openings `reopen` makes. A page's size comes from the
 * opening current when it is asked; each drawing is done on the opening current when it starts.
 */
export function reopening(
  first: ViewerDocument,
  reopen: () => Promise<ViewerDocument>,
  { pages, restMs }: ReopeningPace,
): ViewerDocument {
  let current = openingOf(first);
  let renewing = false;
  let closed = false;
  let rest: ReturnType<typeof setTimeout> | undefined;
  const sizes = new Map<number, Size>();

  // An opening replaced by a newer one is let go once nothing is drawn on it any more.
  const letGo = (o: Opening) => {
    if (o === current || o.busy > 0 || o.gone) return;
    o.gone = true;
    o.doc.destroy();
  };
  const renew = () => {
    if (renewing || closed || current.drawn.size < pages) return;
    renewing = true;
    reopen().then(
      (doc) => {
        renewing = false;
        if (closed) return doc.destroy();
        const old = current;
        current = openingOf(doc);
        letGo(old);
      },
      // Not opened again (a network failure): keep drawing from this one, and try again after as many pages.
      () => {
        renewing = false;
        current.drawn.clear();
      },
    );
  };

  // Opening afresh takes the worker from the pages for a moment: done once the reader rests on a page, or at
  // once past twice the pages (a reader who never stops).
  const drawingDone = () => {
    clearTimeout(rest);
    if (current.drawn.size >= 2 * pages) renew();
    else if (current.drawn.size >= pages) rest = setTimeout(renew, restMs);
  };

  return {
    count: first.count,
    async page(n): Promise<ViewerPage> {
      // Known once: a later opening is not asked (its worker busy drawing) for a page only being let go.
      const size = sizes.get(n) ?? (await current.doc.page(n)).size;
      sizes.set(n, size);
      return {
        size,
        render(canvas, scale, rotation, pixelRatio): RenderTask {
          const o = current;
          clearTimeout(rest);
          o.busy++;
          o.drawn.add(n);
          let inner: RenderTask | null = null;
          let stopped = false;
          const promise = o.doc
            .page(n)
            .then((page) => {
              if (stopped) throw cancelled();
              inner = page.render(canvas, scale, rotation, pixelRatio);
              return inner.promise;
            })
            .finally(() => {
              o.busy--;
              letGo(o);
              drawingDone();
            });
          return {
            promise,
            cancel: () => {
              stopped = true;
              inner?.cancel();
            },
          };
        },
        cleanup() {
          const o = current;
          if (o.drawn.has(n)) void o.doc.page(n).then((page) => page.cleanup());
        },
      };
    },
    destroy() {
      closed = true;
      clearTimeout(rest);
      // The current opening ends at once (drawings under way are cancelled by their callers); one replaced
      // before ends when its last drawing does.
      if (current.gone) return;
      current.gone = true;
      current.doc.destroy();
    },
  };
}
