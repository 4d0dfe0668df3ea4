import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';

// pdfkit is loaded with the first document, not at start: it is ~29 MB of an idle server's memory.
// Required synchronously (it is CommonJS) so that building a document stays synchronous.
const require = createRequire(import.meta.url);
let pdfkit: typeof PDFDocument | undefined;

/** A new pdfkit document. */
export function nuevoPdf(options?: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  pdfkit ??= require('pdfkit') as typeof PDFDocument;
  return new pdfkit(options);
}
