import zlib from 'node:zlib';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/**
 * Small but real files for the demo design dossiers (issue 10 §1): a one-page PDF plan sheet and a PNG
 * "photo", so every panel, download and preview has something true to show.
 */

/** A one-page A4 landscape plan sheet: title block, a drawn floor outline and the project's code. */
export async function planPdf(title: string, siteName: string, projectCode: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${title} – ${siteName}`);
  doc.setAuthor('Store Design Portal demo');
  const page = doc.addPage([842, 595]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.15, 0.2, 0.35);
  // The drawing: an outer wall, a showroom, a workshop and a reception desk.
  page.drawRectangle({ x: 60, y: 140, width: 520, height: 380, borderColor: ink, borderWidth: 3 });
  page.drawRectangle({ x: 60, y: 330, width: 320, height: 190, borderColor: ink, borderWidth: 1 });
  page.drawRectangle({ x: 380, y: 140, width: 200, height: 190, borderColor: ink, borderWidth: 1 });
  page.drawRectangle({ x: 200, y: 200, width: 90, height: 30, color: rgb(0.85, 0.88, 0.95) });
  page.drawText('SHOWROOM', { x: 170, y: 420, size: 14, font: bold, color: ink });
  page.drawText('WORKSHOP', { x: 440, y: 230, size: 14, font: bold, color: ink });
  page.drawText('RECEPTION', { x: 210, y: 211, size: 9, font, color: ink });
  // The title block.
  page.drawRectangle({ x: 600, y: 140, width: 200, height: 380, borderColor: ink, borderWidth: 1 });
  const lines: [string, number, boolean][] = [
    [title, 14, true],
    [siteName, 11, false],
    [projectCode, 11, false],
    ['Scale 1:200', 10, false],
    ['Demo drawing', 10, false],
  ];
  let y = 490;
  for (const [text, size, isBold] of lines) {
    for (const line of wrap(text, 26)) {
      page.drawText(line, { x: 612, y, size, font: isBold ? bold : font, color: ink });
      y -= size + 8;
    }
    y -= 6;
  }
  return Buffer.from(await doc.save());
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A 160×120 PNG: a sky-to-ground gradient with a facade block in the brand colour. */
export function facadePng(colour: string): Buffer {
  const width = 160;
  const height = 120;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)) as [number, number, number];
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const facade = x > 30 && x < 130 && y > 40 && y < 105;
      const sky = y < 75;
      const px = facade
        ? [r, g, b]
        : sky
          ? [150 + Math.round((y / 75) * 60), 190 + Math.round((y / 75) * 40), 235]
          : [110, 110, 105];
      raw.set(px, row + 1 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
