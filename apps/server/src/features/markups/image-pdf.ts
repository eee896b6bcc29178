import exifr from 'exifr';
import sharp from 'sharp';
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';

/**
 * An image version as a one-page PDF (docs/review.md, "Download with markups"), so the markups are drawn on it
 * as on a PDF's page. The page is the image as a browser shows it: a JPEG's EXIF orientation applied, as the
 * viewer's <img> does and as the markups' page-relative geometry was measured. PNG and JPEG bytes go into the PDF
 * as they are; a GIF or WEBP, which PDF cannot hold, becomes a PNG first (sharp): its first frame, as stored.
 */

/** Where a stored pixel (u, v: 0..1 from its top left) is shown, per EXIF orientation (1 to 8). */
type Shown = (u: number, v: number) => [number, number];
const asStored: Shown = (u, v) => [u, v];
const SHOWN: Record<number, Shown> = {
  1: asStored,
  2: (u, v) => [1 - u, v],
  3: (u, v) => [1 - u, 1 - v],
  4: (u, v) => [u, 1 - v],
  5: (u, v) => [v, u],
  6: (u, v) => [1 - v, u],
  7: (u, v) => [1 - v, 1 - u],
  8: (u, v) => [v, 1 - u],
};

/** The largest page side PDF readers accept (points). */
const MAX_SIDE = 14_400;

async function orientationOf(bytes: Uint8Array): Promise<number> {
  // No EXIF, or none readable: shown as stored.
  const found: unknown = await exifr.orientation(bytes).catch(() => undefined);
  return typeof found === 'number' && SHOWN[found] ? found : 1;
}

/** The images drawn on as one page, and how their pixels go into the PDF. */
const EMBEDDED_AS = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'converted',
  'image/webp': 'converted',
} as const;
type ImageType = keyof typeof EMBEDDED_AS;
const isImageType = (contentType: string): contentType is ImageType => contentType in EMBEDDED_AS;

/** A GIF's or WEBP's first frame as a PNG. */
async function asPng(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await sharp(bytes, { pages: 1 }).png().toBuffer());
}

export async function imageAsPdf(bytes: Uint8Array, contentType: ImageType): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  const how = EMBEDDED_AS[contentType];
  // pdf-lib reads a JPEG through its ArrayBuffer from offset 0: a Buffer from Node's pool starts elsewhere.
  const own = how === 'converted' ? await asPng(bytes) : Uint8Array.from(bytes);
  const image = how === 'jpeg' ? await doc.embedJpg(own) : await doc.embedPng(own);
  const orientation = contentType === 'image/jpeg' ? await orientationOf(own) : 1;
  const turned = orientation >= 5;
  // One pixel is one point, unless the page would be larger than a reader takes.
  const scale = Math.min(1, MAX_SIDE / Math.max(image.width, image.height));
  const [width, height] = turned
    ? [image.height * scale, image.width * scale]
    : [image.width * scale, image.height * scale];
  const page = doc.addPage([width, height]);
  const shown = SHOWN[orientation] ?? asStored;
  // The image's unit square (s, t from its bottom left) to the page (x, y from its bottom left).
  const at = (s: number, t: number): [number, number] => {
    const [dx, dy] = shown(s, 1 - t);
    return [dx * width, (1 - dy) * height];
  };
  const [e, f] = at(0, 0);
  const [ax, ay] = at(1, 0);
  const [cx, cy] = at(0, 1);
  const name = page.node.newXObject('Image', image.ref);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(ax - e, ay - f, cx - e, cy - f, e, f),
    drawObject(name),
    popGraphicsState(),
  );
  return doc;
}

/** The stored bytes as the PDF to draw on: a PDF as it is, an image as a one-page PDF. */
export function asPdf(bytes: Uint8Array, contentType: string): Promise<Uint8Array | PDFDocument> {
  if (isImageType(contentType)) return imageAsPdf(bytes, contentType);
  return Promise.resolve(bytes);
}
