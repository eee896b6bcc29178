/** The grid cells' font (MUI's body2: the theme keeps the default family). */
const CELL_FONT = '400 14px Roboto, Helvetica, Arial, sans-serif';
/** A cell's horizontal padding (2 × 10 px) and a little room for rounding. */
const CELL_PADDING = 24;
/** Where no canvas is at hand (tests in jsdom): a wide letter's width, so nothing is ever cut. */
const FALLBACK_CHAR_PX = 10;

let context: CanvasRenderingContext2D | null | undefined;
function measure(text: string): number {
  if (context === undefined) {
    try {
      context = document.createElement('canvas').getContext('2d');
    } catch {
      context = null;
    }
    if (context) context.font = CELL_FONT;
  }
  return context ? context.measureText(text).width : text.length * FALLBACK_CHAR_PX;
}

/**
 * The width a grid column needs to show the longest of `texts` whole on one line (issue 20: site names were cut
 * at 1440 px while other columns had room), kept within [min, max]: beyond `max` the cell is cut with its
 * tooltip (OverflowText).
 */
export function fitWidth(texts: Iterable<string>, { min, max }: { min: number; max: number }): number {
  let widest = 0;
  for (const text of texts) widest = Math.max(widest, measure(text));
  return Math.round(Math.min(max, Math.max(min, widest + CELL_PADDING)));
}
