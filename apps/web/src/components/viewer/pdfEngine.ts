/**
 * pdf.js behind the viewer's small interface (types.ts). Loaded only when a PDF is opened: the library and its
 * worker are in chunks of their own. The worker is a file of the portal's own origin (a Vite asset URL) and
 * nothing is evaluated from strings or WebAssembly, so the Content-Security-Policy's `script-src 'self'` holds
 * (apps/server/src/app.ts `cspDirectives`; docs/files.md, Viewer).
 */
import {
  getDocument,
  GlobalWorkerOptions,
  InvalidPDFException,
  PDFDataRangeTransport,
  PDFWorker,
  ResponseException,
  type PDFDocumentProxy,
  type PDFPageProxy,
} from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { Rotation } from './geometry';
import { keepRanges, rangeLoader, RangeStatusError, type RangeAnswer } from './rangeLoader';
import { reopening } from './reopening';
import type { OpenFailure, PdfOpener, ViewerDocument, ViewerPage } from './types';

GlobalWorkerOptions.workerSrc = workerUrl;

export class PdfOpenError extends Error {
  constructor(readonly failure: OpenFailure) {
    super(failure);
  }
}

/** The first read: the file's head, and its length (pdf.js's default chunk). */
const FIRST_BYTES = 65_536;

/** pdf.js asks for ranges; the loader reads them a few at a time and asks a shed one again (rangeLoader.ts). */
class RangeTransport extends PDFDataRangeTransport {
  constructor(
    length: number,
    head: Uint8Array,
    private readonly read: (begin: number, end: number) => Promise<RangeAnswer>,
  ) {
    super(length, head);
  }
  /** pdf.js has let this opening go: a range arriving after has no reader left (reopening.ts). */
  private ended = false;
  override requestDataRange(begin: number, end: number) {
    // A range that finally fails leaves its page unread (a spinner); closing the viewer aborts the rest.
    this.read(begin, end).then(
      (answer) => this.ended || this.onDataRange(begin, answer.bytes),
      () => undefined,
    );
  }
  override abort() {
    this.ended = true;
  }
}

/**
 * When a large PDF is opened afresh, freeing what pdf.js's worker kept of it (reopening.ts): past 24 pages drawn
 * from one opening (about 0.5 MB of file each for a scanned plan, and the caches), once the reader has rested
 * on a page for three seconds; at once past 48.
 */
export const REOPENING_PACE = { pages: 24, restMs: 3000 } as const;

export const openPdf: PdfOpener = async ({ url, headers }) => {
  const reads = new AbortController();
  const ranges = keepRanges(rangeLoader(url, headers, undefined, reads.signal));
  // The worker starts (its script fetched and compiled) while the file's head is read. Every opening of the
  // document uses it: a new worker's code would start cold (pdf.js decodes images in JavaScript, which the
  // engine compiles as it runs hot); with one per opening the next page's median was 500 ms against 328
  // (docs/decisions/034-viewer-opens-large-pdfs-afresh.md).
  const worker = new PDFWorker();
  let head: RangeAnswer;
  try {
    head = await ranges.read(0, FIRST_BYTES);
  } catch (err) {
    worker.destroy();
    const gone = err instanceof RangeStatusError && (err.status === 404 || err.status === 410);
    throw new PdfOpenError(gone ? 'missing' : 'unreadable');
  }
  // Read only the pages drawn, by Range requests (206); a server answering the whole file (200) gave it all.
  const whole = head.status === 200 || head.total === null || head.total <= head.bytes.length;
  const length = head.total ?? 0;
  const open = async (): Promise<ViewerDocument> => {
    const task = getDocument({
      ...(whole
        ? { data: head.bytes }
        : { range: new RangeTransport(length, head.bytes.slice(), ranges.read) }),
      worker,
      disableAutoFetch: true,
      disableStream: true,
      // No `new Function` (script-src without 'unsafe-eval') and no WebAssembly (no 'wasm-unsafe-eval').
      isEvalSupported: false,
      useWasm: false,
    });
    // The opening's objects in the worker go with it; the worker stays for the next.
    const end = () => void task.destroy();
    let doc: PDFDocumentProxy;
    try {
      doc = await task.promise;
    } catch (err) {
      end();
      throw new PdfOpenError(failureOf(err));
    }
    const pages = new Map<number, PDFPageProxy>();
    return {
      count: doc.numPages,
      async page(n) {
        const page = pages.get(n) ?? (await doc.getPage(n));
        pages.set(n, page);
        return pageOf(page);
      },
      destroy: end,
    };
  };
  let first: ViewerDocument;
  try {
    first = await open();
  } catch (err) {
    worker.destroy();
    throw err;
  }
  // What opening read is kept for the next openings; the pages' ranges are not.
  ranges.stop();
  const doc = whole ? first : reopening(first, open, REOPENING_PACE);
  return {
    ...doc,
    destroy: () => {
      reads.abort();
      doc.destroy();
      // After the opening's own end, which it asks of the worker.
      setTimeout(() => worker.destroy(), 0);
    },
  } satisfies ViewerDocument;
};

function failureOf(err: unknown): OpenFailure {
  if (err instanceof ResponseException && (err.status === 404 || err.status === 410)) return 'missing';
  if (err instanceof InvalidPDFException) return 'unreadable';
  return 'unreadable';
}

function pageOf(page: PDFPageProxy): ViewerPage {
  const base = page.getViewport({ scale: 1 });
  return {
    size: { width: base.width, height: base.height },
    render(canvas, scale, rotation: Rotation, pixelRatio) {
      const viewport = page.getViewport({
        scale: scale * pixelRatio,
        rotation: (page.rotate + rotation) % 360,
      });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      const task = page.render({ canvas, viewport });
      return { promise: task.promise, cancel: () => task.cancel() };
    },
    cleanup: () => void page.cleanup(),
  };
}
