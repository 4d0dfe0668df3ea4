// A finance document (invoice, account statement) drawn by pdfkit, off the request thread.
import type { DocumentoDatos } from '../modules/documento/documento.ts';
import { renderizar } from '../modules/documento/pdf-doc.ts';

export async function run(d: DocumentoDatos): Promise<Uint8Array> {
  return renderizar(d);
}
