import { useEffect, useRef, useState, type RefObject } from 'react';
import { canvasRatio, rotatedSize, type Rotation, type Size } from './geometry';
import type { DrawnPages } from './drawnPages';
import type { ViewerDocument } from './types';

/**
 * Draws page `n` of `doc` into `canvas` at this scale and rotation, again whenever they change (a newer drawing
 * cancels the one under way), and tells `onSize` the page's size once it is known. Once drawn, pdf.js's objects of
 * the page (its operator list with its paths, its decoded images) are freed at once: the canvas holds the page
 * now (docs/decisions/036-viewer-frees-a-page-once-drawn.md); another scale or rotation has them read again. When the page leaves (another page, another document, unmounted) the canvas frees
 * its pixels at once: a detached canvas keeps them until a collection. Answers whether the drawing of this
 * page, scale and rotation is finished; `copies` is told when it starts and ends, for the thumbnails to copy it
 * (drawnPages.ts). Used by the viewer's pages and the compare's layers.
 */
export function usePageDrawing(
  canvas: RefObject<HTMLCanvasElement | null>,
  doc: ViewerDocument,
  n: number,
  scale: number,
  rotation: Rotation,
  onSize: (size: Size) => void,
  copies?: DrawnPages,
): boolean {
  const [done, setDone] = useState('');
  // The latest callback, without drawing again when only its identity changes.
  const sizeRef = useRef(onSize);
  useEffect(() => {
    sizeRef.current = onSize;
  });
  useEffect(() => {
    let live = true;
    let cancel = () => {};
    void doc.page(n).then((page) => {
      if (!live || !canvas.current) return;
      sizeRef.current(page.size);
      const view = rotatedSize(page.size, rotation);
      const css = { width: view.width * scale, height: view.height * scale };
      const el = canvas.current;
      copies?.started(n);
      const task = page.render(el, scale, rotation, canvasRatio(css, window.devicePixelRatio));
      cancel = task.cancel;
      task.promise.then(
        () => {
          if (!live) return;
          setDone(`${n}/${scale}/${rotation}`);
          copies?.drawn(n, rotation, el);
          page.cleanup();
        },
        () => undefined, // cancelled: a newer drawing follows
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [canvas, doc, n, scale, rotation, copies]);
  useEffect(() => {
    const el = canvas.current;
    return () => {
      void doc.page(n).then((page) => page.cleanup());
      if (el) el.width = el.height = 0;
    };
  }, [canvas, doc, n]);
  return done === `${n}/${scale}/${rotation}`;
}
