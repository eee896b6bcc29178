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
  ResponseException,
  type PDFDocumentProxy,
  type PDFPageProxy,
} from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { Rotation } from './geometry';
import type { OpenFailure, PdfOpener, ViewerDocument, ViewerPage } from './types';

GlobalWorkerOptions.workerSrc = workerUrl;

export class PdfOpenError extends Error {
  constructor(readonly failure: OpenFailure) {
    super(failure);
  }
}

export const openPdf: PdfOpener = async ({ url, headers }) => {
  const task = getDocument({
    url,
    httpHeaders: headers,
    // Read only the pages drawn: by Range requests when the server answers them (206), else the whole file.
    disableAutoFetch: true,
    disableStream: true,
    // No `new Function` (script-src without 'unsafe-eval') and no WebAssembly (no 'wasm-unsafe-eval').
    isEvalSupported: false,
    useWasm: false,
  });
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (err) {
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
    destroy: () => void task.destroy(),
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
