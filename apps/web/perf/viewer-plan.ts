// The plan the viewer's benchmark opens (viewer-bench.ts): about 100 MB over 200 A1 pages, each a large
// greyscale scan of noise (2 bits of it per pixel, so it compresses as a real scan does, not to nothing) under
// a few hundred vector lines and the page's number. Made once and kept in the system's temporary folder.
// Two layouts: 'modern' (PDF 1.5 object streams, as current writers do: the page dictionaries packed together)
// and 'classic' (PDF 1.4: each page's dictionary beside its images, spread over the whole file).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  StandardFonts,
} from 'pdf-lib';

export const PLAN_PAGES = 200;
/** A1 landscape, in points. */
const PAGE = { width: 2384, height: 1684 };
/** The scan's pixels: about 1.4 Mpx per page, ~0.5 MB once deflated. */
const SCAN = { width: 1440, height: 1000 };

/** One page's scan: grey noise in four levels, deflated (the PDF's FlateDecode). */
function scanOf(): Buffer {
  const noise = crypto.randomBytes(SCAN.width * SCAN.height);
  for (let i = 0; i < noise.length; i++) noise[i] = 176 + ((noise[i] ?? 0) & 3) * 24;
  return zlib.deflateSync(noise, { level: 1 });
}

export type PlanLayout = 'modern' | 'classic';

async function makePlan(file: string, layout: PlanLayout) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= PLAN_PAGES; n++) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    const image = doc.context.register(
      doc.context.stream(scanOf(), {
        Type: 'XObject',
        Subtype: 'Image',
        Width: SCAN.width,
        Height: SCAN.height,
        ColorSpace: 'DeviceGray',
        BitsPerComponent: 8,
        Filter: 'FlateDecode',
      }),
    );
    const scan = page.node.newXObject('Scan', image);
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(PAGE.width, 0, 0, PAGE.height, 0, 0),
      drawObject(scan),
      popGraphicsState(),
    );
    // The drawing: a grid of walls and a few hundred random lines.
    for (let x = 100; x < PAGE.width; x += 150)
      page.drawLine({
        start: { x, y: 60 },
        end: { x, y: PAGE.height - 60 },
        thickness: 2,
        color: rgb(0, 0, 0),
      });
    for (let y = 60; y < PAGE.height; y += 150)
      page.drawLine({
        start: { x: 60, y },
        end: { x: PAGE.width - 60, y },
        thickness: 2,
        color: rgb(0, 0, 0),
      });
    for (let i = 0; i < 300; i++)
      page.drawLine({
        start: { x: Math.random() * PAGE.width, y: Math.random() * PAGE.height },
        end: { x: Math.random() * PAGE.width, y: Math.random() * PAGE.height },
        thickness: 1,
        color: rgb(0.1, 0.2, 0.6),
      });
    page.drawText(`Plan ${n} / ${PLAN_PAGES}`, { x: 80, y: PAGE.height - 50, size: 28, font });
  }
  fs.writeFileSync(file, await doc.save({ useObjectStreams: layout === 'modern' }));
}

/** The plan's path, made first if it is not there yet. */
export async function benchPlan(layout: PlanLayout): Promise<string> {
  const file = path.join(os.tmpdir(), `viewer-bench-plan-${PLAN_PAGES}p-${layout}.pdf`);
  if (!fs.existsSync(file)) await makePlan(file, layout);
  return file;
}
