import { nuevoPdf } from '../../lib/pdfkit.ts';
import type { Bloque, Columna, DocumentoDatos } from './documento.ts';

const VERDE = '#1b5e20';
const GRIS = '#555555';
const MARGEN = 50;

/**
 * Draws a finance document on A4 with pdfkit's built-in Helvetica: no font file to load, and its
 * WinAnsi encoding covers Spanish (á, é, ñ, °, $). Collects the bytes for the answer.
 */
class DocumentoPdf {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly fin: Promise<Buffer>;
  readonly ancho: number;

  constructor(titulo: string, fecha: Date) {
    this.doc = nuevoPdf({
      size: 'A4',
      margin: MARGEN,
      info: { Title: titulo, Author: 'Agro Monitoreo', Creator: 'Agro Monitoreo', CreationDate: fecha },
    });
    this.ancho = this.doc.page.width - 2 * MARGEN;
    this.fin = new Promise((resolve, reject) => {
      this.doc.on('data', (c: Buffer) => this.chunks.push(c));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    const d = this.doc;
    d.rect(0, 0, d.page.width, 70).fill(VERDE);
    d.fillColor('white').font('Helvetica-Bold').fontSize(18).text('Agro Monitoreo', MARGEN, 26);
    d.font('Helvetica')
      .fontSize(9)
      .text('Monitoreo agronómico EDEB', MARGEN, 30, { width: this.ancho, align: 'right' });
    d.fillColor(VERDE).font('Helvetica-Bold').fontSize(16).text(titulo, MARGEN, 95, { width: this.ancho });
    d.moveDown(0.5);
  }

  subtitulo(texto: string) {
    this.espacio(40);
    this.doc.moveDown(0.6).fillColor(VERDE).font('Helvetica-Bold').fontSize(11.5).text(texto, MARGEN);
    this.doc.moveDown(0.2);
  }

  /** Label: value lines, in two columns when `pares` is given side by side. */
  datos(filas: [string, string][]) {
    this.doc.fontSize(10);
    for (const [label, valor] of filas) {
      this.espacio(16);
      this.doc
        .fillColor(GRIS)
        .font('Helvetica-Bold')
        .text(`${label}: `, MARGEN, this.doc.y, { continued: true });
      this.doc.fillColor('black').font('Helvetica').text(valor);
    }
  }

  /** Two blocks of label/value lines side by side (e.g. provider and client). */
  dosBloques(
    a: { titulo: string; filas: [string, string][] },
    b: { titulo: string; filas: [string, string][] },
  ) {
    const d = this.doc;
    const top = d.y + 6;
    const w = this.ancho / 2 - 10;
    let fin = top;
    for (const [i, bloque] of [a, b].entries()) {
      const x = MARGEN + i * (w + 20);
      d.fillColor(VERDE).font('Helvetica-Bold').fontSize(11).text(bloque.titulo, x, top, { width: w });
      d.fontSize(9.5);
      for (const [label, valor] of bloque.filas) {
        d.fillColor(GRIS).font('Helvetica-Bold').text(`${label}: `, x, d.y, { width: w, continued: true });
        d.fillColor('black')
          .font('Helvetica')
          .text(valor || '—', { width: w });
      }
      fin = Math.max(fin, d.y);
    }
    d.x = MARGEN;
    d.y = fin + 8;
  }

  /** A table that continues on new pages, header repeated. */
  tabla(columnas: Columna[], filas: string[][], total?: string[]) {
    const d = this.doc;
    const suma = columnas.reduce((s, c) => s + c.ancho, 0);
    const anchos = columnas.map((c) => (c.ancho / suma) * this.ancho);
    const alto = 18;
    let y = d.y + 6;
    const fila = (celdas: string[], tipo: 'cabecera' | 'fila' | 'total') => {
      if (y + alto > d.page.height - MARGEN) {
        d.addPage();
        y = MARGEN;
        if (tipo !== 'cabecera')
          fila(
            columnas.map((c) => c.titulo),
            'cabecera',
          );
      }
      if (tipo !== 'fila') d.rect(MARGEN, y, this.ancho, alto).fill('#e8f5e9');
      d.fillColor(tipo === 'cabecera' ? VERDE : 'black')
        .font(tipo === 'fila' ? 'Helvetica' : 'Helvetica-Bold')
        .fontSize(9);
      let x = MARGEN;
      celdas.forEach((celda, i) => {
        d.text(celda, x + 4, y + 5, {
          width: anchos[i]! - 8,
          align: columnas[i]!.derecha ? 'right' : 'left',
          // One line per row: a long detail is cut with an ellipsis instead of running into the next row.
          height: 11,
          ellipsis: true,
        });
        x += anchos[i]!;
      });
      y += alto;
      d.moveTo(MARGEN, y)
        .lineTo(MARGEN + this.ancho, y)
        .lineWidth(0.5)
        .strokeColor('#c8d6c8')
        .stroke();
    };
    fila(
      columnas.map((c) => c.titulo),
      'cabecera',
    );
    for (const f of filas) fila(f, 'fila');
    if (total) fila(total, 'total');
    d.x = MARGEN;
    d.y = y + 8;
  }

  parrafo(texto: string, opciones: { gris?: boolean; tamano?: number } = {}) {
    this.espacio(30);
    this.doc
      .moveDown(0.4)
      .fillColor(opciones.gris ? GRIS : 'black')
      .font('Helvetica')
      .fontSize(opciones.tamano ?? 10)
      .text(texto, MARGEN, this.doc.y, { width: this.ancho });
  }

  private espacio(necesario: number) {
    if (this.doc.y + necesario > this.doc.page.height - MARGEN) this.doc.addPage();
  }

  terminar(): Promise<Buffer> {
    this.doc.end();
    return this.fin;
  }
}

/** The PDF of a document described on the request thread (documento.ts); runs on a pool thread. */
export function renderizar(d: DocumentoDatos): Promise<Buffer> {
  const pdf = new DocumentoPdf(d.titulo, d.fecha);
  for (const b of d.bloques) dibujar(pdf, b);
  return pdf.terminar();
}

function dibujar(pdf: DocumentoPdf, b: Bloque) {
  switch (b.tipo) {
    case 'datos':
      return pdf.datos(b.filas);
    case 'dosBloques':
      return pdf.dosBloques(b.a, b.b);
    case 'subtitulo':
      return pdf.subtitulo(b.texto);
    case 'tabla':
      return pdf.tabla(b.columnas, b.filas, b.total);
    case 'parrafo':
      return pdf.parrafo(b.texto, b.opciones);
  }
}
