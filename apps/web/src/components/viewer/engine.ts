import { createContext } from 'react';
import type { PdfOpener } from './types';

/** pdf.js, loaded when the first PDF is opened (pdfEngine.ts). */
export const pdfJs: PdfOpener = async (request) => (await import('./pdfEngine')).openPdf(request);

/** The PDF engine of the viewers below it: pdf.js; screen tests give one of their own (jsdom draws nothing). */
export const PdfEngine = createContext<PdfOpener>(pdfJs);
