import { PDFDocument, StandardFonts, degrees, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { MarkupShape } from '@portal/contract';

/**
 * The markups drawn into a PDF with pdf-lib (docs/review.md, "Download with markups"): each shape in red with
 * its number on its page, and the numbered notes (with their answers) on pages added at the end.
 */

export interface DrawnMarkup {
  page: number;
  shape: MarkupShape;
  /** The lines of its entry in the list at the end (number first). */
  lines: string[];
}

const RED = rgb(0.82, 0.1, 0.1);
const WHITE = rgb(1, 1, 1);
const BLACK = rgb(0, 0, 0);

/** Page-relative (0..1 of the page as shown, top-left origin) to the page's user space (its /Rotate undone). */
export function toUserSpace(page: PDFPage, u: number, v: number): { x: number; y: number } {
  const box = page.getCropBox();
  const { x: bx, y: by, width: w, height: h } = box;
  switch (((page.getRotation().angle % 360) + 360) % 360) {
    case 90:
      return { x: bx + v * w, y: by + u * h };
    case 180:
      return { x: bx + (1 - u) * w, y: by + v * h };
    case 270:
      return { x: bx + (1 - v) * w, y: by + (1 - u) * h };
    default:
      return { x: bx + u * w, y: by + (1 - v) * h };
  }
}

/** Characters the standard font cannot write become '?' (notes may be in any script). */
export function writable(font: PDFFont, text: string): string {
  const set = new Set(font.getCharacterSet());
  return [...text.replace(/[\r\n\t]+/g, ' ')].map((c) => (set.has(c.codePointAt(0) ?? 0) ? c : '?')).join('');
}

function drawShape(page: PDFPage, shape: MarkupShape, n: number, font: PDFFont) {
  const scale = Math.max(page.getWidth(), page.getHeight()) / 842;
  const thickness = 1.5 * scale;
  let label: { x: number; y: number };
  if (shape.kind === 'pin') {
    const p = toUserSpace(page, shape.x, shape.y);
    page.drawCircle({ x: p.x, y: p.y, size: 7 * scale, color: RED, borderColor: WHITE, borderWidth: scale });
    const text = String(n);
    const size = 8 * scale;
    page.drawText(text, {
      x: p.x - font.widthOfTextAtSize(text, size) / 2,
      y: p.y - size / 3,
      size,
      font,
      color: WHITE,
    });
    return;
  }
  if (shape.kind === 'rect' || shape.kind === 'cloud') {
    const a = toUserSpace(page, shape.x, shape.y);
    const b = toUserSpace(page, shape.x + shape.w, shape.y + shape.h);
    const [x, y, w, h] = [Math.min(a.x, b.x), Math.min(a.y, b.y), Math.abs(a.x - b.x), Math.abs(a.y - b.y)];
    if (shape.kind === 'rect') {
      page.drawRectangle({ x, y, width: w, height: h, borderColor: RED, borderWidth: thickness });
    } else {
      // A cloud: small arcs (circles) along the edges.
      const r = Math.max(3 * scale, Math.min(w, h) / 8);
      const along = (x1: number, y1: number, x2: number, y2: number) => {
        const steps = Math.max(1, Math.round(Math.hypot(x2 - x1, y2 - y1) / (1.6 * r)));
        for (let i = 0; i < steps; i++) {
          const t = i / steps;
          page.drawCircle({
            x: x1 + (x2 - x1) * t,
            y: y1 + (y2 - y1) * t,
            size: r,
            borderColor: RED,
            borderWidth: thickness,
          });
        }
      };
      along(x, y, x + w, y);
      along(x + w, y, x + w, y + h);
      along(x + w, y + h, x, y + h);
      along(x, y + h, x, y);
    }
    label = { x, y: y + h };
  } else if ('x1' in shape) {
    const a = toUserSpace(page, shape.x1, shape.y1);
    const b = toUserSpace(page, shape.x2, shape.y2);
    page.drawLine({ start: a, end: b, color: RED, thickness });
    const angle = Math.atan2(b.y - a.y, b.x - a.x);
    const head = 9 * scale;
    const ends = shape.kind === 'arrow' ? [{ at: b, dir: angle }] : [];
    for (const { at, dir } of ends) {
      for (const side of [-1, 1]) {
        const d = dir + Math.PI + (side * Math.PI) / 7;
        page.drawLine({
          start: at,
          end: { x: at.x + head * Math.cos(d), y: at.y + head * Math.sin(d) },
          color: RED,
          thickness,
        });
      }
    }
    if (shape.kind === 'measure') {
      // Ticks at both ends, and the length on paper in millimetres.
      for (const at of [a, b]) {
        const d = angle + Math.PI / 2;
        const tick = { x: 5 * scale * Math.cos(d), y: 5 * scale * Math.sin(d) };
        page.drawLine({
          start: { x: at.x - tick.x, y: at.y - tick.y },
          end: { x: at.x + tick.x, y: at.y + tick.y },
          color: RED,
          thickness,
        });
      }
      const mm = `${Math.round((Math.hypot(b.x - a.x, b.y - a.y) * 25.4) / 72)} mm`;
      page.drawText(mm, {
        x: (a.x + b.x) / 2,
        y: (a.y + b.y) / 2 + 3 * scale,
        size: 8 * scale,
        font,
        color: RED,
        rotate: degrees((angle * 180) / Math.PI),
      });
    }
    label = a;
  } else return;
  const text = `#${n}`;
  page.drawText(text, { x: label.x + 2 * scale, y: label.y + 2 * scale, size: 9 * scale, font, color: RED });
}

/** Lines of `text` no wider than `width` at `size`. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.flatMap((l) => {
    // A single word wider than the line is cut.
    const out: string[] = [];
    let rest = l;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      out.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    out.push(rest);
    return out;
  });
}

/** The PDF (its bytes, or one made of an image) with the markups drawn in, and a list of them at the end titled `title`. */
export async function drawMarkups(
  pdf: Uint8Array | PDFDocument,
  markups: DrawnMarkup[],
  title: string,
): Promise<Uint8Array> {
  const doc =
    pdf instanceof PDFDocument
      ? pdf
      : await PDFDocument.load(pdf, { ignoreEncryption: true, updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const pages = doc.getPages();
  markups.forEach((m, i) => {
    const page = pages[m.page - 1];
    if (page) drawShape(page, m.shape, i + 1, bold);
  });
  const [width, height, margin, size] = [595, 842, 48, 10];
  let page = doc.addPage([width, height]);
  let y = height - margin;
  page.drawText(writable(bold, title), { x: margin, y, size: 14, font: bold, color: BLACK });
  y -= 28;
  for (const m of markups) {
    m.lines.forEach((text, index) => {
      const f = index === 0 ? bold : font;
      for (const line of wrap(f, writable(f, text), size, width - 2 * margin)) {
        if (y < margin) {
          page = doc.addPage([width, height]);
          y = height - margin;
        }
        page.drawText(line, { x: margin, y, size, font: f, color: BLACK });
        y -= size * 1.4;
      }
    });
    y -= size;
  }
  return doc.save();
}
