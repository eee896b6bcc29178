import type { Rotation } from '../geometry';
import type { ViewerDocument } from '../types';

/** What the server says the file is (its sniffed type): only a raster image is drawn as one. */
export function isServedImage(blob: Blob): boolean {
  const [type = ''] = blob.type
    .toLowerCase()
    .split(';')
    .map((p) => p.trim());
  return /^image\/(png|jpeg|gif|webp)$/.test(type);
}

/**
 * An image as a one-page document, so that compare draws images and PDF pages alike on canvases (the overlay
 * blends two canvases, whatever each version is).
 */
export async function imageDocument(blob: Blob): Promise<ViewerDocument> {
  const bitmap = await createImageBitmap(blob);
  const size = { width: bitmap.width, height: bitmap.height };
  return {
    count: 1,
    page: () =>
      Promise.resolve({
        size,
        render(canvas: HTMLCanvasElement, scale: number, rotation: Rotation, pixelRatio: number) {
          const k = scale * pixelRatio;
          const quarter = rotation % 180 !== 0;
          canvas.width = Math.floor((quarter ? size.height : size.width) * k);
          canvas.height = Math.floor((quarter ? size.width : size.height) * k);
          const ctx = canvas.getContext('2d');
          if (ctx) {
            ctx.translate(canvas.width / 2, canvas.height / 2);
            ctx.rotate((rotation * Math.PI) / 180);
            ctx.drawImage(
              bitmap,
              (-size.width * k) / 2,
              (-size.height * k) / 2,
              size.width * k,
              size.height * k,
            );
          }
          return { promise: Promise.resolve(), cancel: () => {} };
        },
        cleanup: () => {},
      }),
    destroy: () => bitmap.close(),
  };
}
