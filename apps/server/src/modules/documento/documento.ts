import { workerPool } from '../../lib/worker-pool.ts';

/** A table column: its title, share of the width and alignment. */
export interface Columna {
  titulo: string;
  ancho: number;
  derecha?: boolean;
}

type Filas = [string, string][];

/** One part of a document, in the order it is drawn (pdf-doc.ts draws each). */
export type Bloque =
  | { tipo: 'datos'; filas: Filas }
  | { tipo: 'dosBloques'; a: { titulo: string; filas: Filas }; b: { titulo: string; filas: Filas } }
  | { tipo: 'subtitulo'; texto: string }
  | { tipo: 'tabla'; columnas: Columna[]; filas: string[][]; total?: string[] }
  | { tipo: 'parrafo'; texto: string; opciones: { gris?: boolean; tamano?: number } };

/** What a finance document shows, as plain data that crosses to a worker thread. */
export interface DocumentoDatos {
  titulo: string;
  fecha: Date;
  bloques: Bloque[];
}

// Long enough for a statement of thousands of movements; a stuck document ends as a 500.
const PDF_MS = 30_000;

/**
 * A finance document described on the request thread (from the database) and drawn by pdfkit on the
 * worker pool (workers/documento-pdf.ts), so laying out pages never holds up other requests.
 */
export class Documento {
  private readonly d: DocumentoDatos;

  constructor(titulo: string, fecha: Date) {
    this.d = { titulo, fecha, bloques: [] };
  }

  subtitulo(texto: string) {
    this.d.bloques.push({ tipo: 'subtitulo', texto });
  }

  /** Label: value lines. */
  datos(filas: Filas) {
    this.d.bloques.push({ tipo: 'datos', filas });
  }

  /** Two blocks of label/value lines side by side (e.g. provider and client). */
  dosBloques(a: { titulo: string; filas: Filas }, b: { titulo: string; filas: Filas }) {
    this.d.bloques.push({ tipo: 'dosBloques', a, b });
  }

  /** A table that continues on new pages, header repeated. */
  tabla(columnas: Columna[], filas: string[][], total?: string[]) {
    this.d.bloques.push({ tipo: 'tabla', columnas, filas, ...(total ? { total } : {}) });
  }

  parrafo(texto: string, opciones: { gris?: boolean; tamano?: number } = {}) {
    this.d.bloques.push({ tipo: 'parrafo', texto, opciones });
  }

  async terminar(): Promise<Buffer> {
    const pdf = await workerPool().run('documento-pdf', this.d, { timeoutMs: PDF_MS });
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  }
}
