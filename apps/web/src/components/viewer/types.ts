import type { Rotation, Size } from './geometry';

/** Where the viewer reads a file from; made by the feature's api/ hook (e.g. `previewSourceOf`). */
export interface PreviewSource {
  /** A PDF: the address and headers (bearer, language) pdf.js reads it with, by ranges when the server answers them. */
  request: () => { url: string; headers: Record<string, string> };
  /** An image: the whole file, fetched with the token; its type is the server's (sniffed) one. */
  load: () => Promise<Blob>;
}

export interface RenderTask {
  promise: Promise<void>;
  cancel: () => void;
}

/** One page of an open PDF, as the viewer uses it (pdfEngine.ts wraps pdf.js; tests give their own). */
export interface ViewerPage {
  /** Its size in PDF points as normally shown (its own /Rotate applied). */
  size: Size;
  render: (canvas: HTMLCanvasElement, scale: number, rotation: Rotation, pixelRatio: number) => RenderTask;
  /** Frees what drawing it kept (fonts, images) once it has no canvas. */
  cleanup: () => void;
}

export interface ViewerDocument {
  count: number;
  page: (n: number) => Promise<ViewerPage>;
  destroy: () => void;
}

/** Why a PDF could not be opened: it is gone (404/410), or it is not a PDF (shown as "preview unavailable"). */
export type OpenFailure = 'missing' | 'unreadable';
export type PdfOpener = (request: {
  url: string;
  headers: Record<string, string>;
}) => Promise<ViewerDocument>;
