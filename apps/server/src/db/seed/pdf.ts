import { nuevoPdf } from '../../lib/pdfkit.ts';

/** The content of one generated document; layout is shared by reports and receipts. */
export interface PdfContent {
  titulo: string;
  /** Label/value lines under the title (territory, period, amounts...). */
  datos: [string, string][];
  parrafos: string[];
  tabla?: { columnas: string[]; filas: string[][] };
  pie?: string;
  /** Document creation date, so demo files carry the date they pretend to be from. */
  fecha: Date;
}

const GREEN = '#1b5e20';
const GRAY = '#555555';

/** Renders a one-page A4 PDF with the built-in Helvetica (no font file to load or embed). */
export function renderPdf(content: PdfContent): Promise<Buffer> {
  const doc = nuevoPdf({
    size: 'A4',
    margin: 50,
    info: {
      Title: content.titulo,
      Author: 'Agro Monitoreo',
      Creator: 'Agro Monitoreo',
      CreationDate: content.fecha,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 100;
  doc.rect(0, 0, doc.page.width, 70).fill(GREEN);
  doc.fillColor('white').font('Helvetica-Bold').fontSize(18).text('Agro Monitoreo', 50, 26);
  doc.font('Helvetica').fontSize(9).text('Monitoreo agronómico EDEB', 50, 30, { width, align: 'right' });

  doc.fillColor(GREEN).font('Helvetica-Bold').fontSize(16).text(content.titulo, 50, 95, { width });
  doc.moveDown(0.6);
  doc.fontSize(10);
  for (const [label, value] of content.datos) {
    doc.fillColor(GRAY).font('Helvetica-Bold').text(`${label}: `, { continued: true });
    doc.fillColor('black').font('Helvetica').text(value);
  }
  doc.moveDown(0.8);
  doc.font('Helvetica').fontSize(10.5).fillColor('black');
  for (const p of content.parrafos) {
    doc.text(p, { width, align: 'justify' });
    doc.moveDown(0.5);
  }
  if (content.tabla) drawTable(doc, content.tabla, width);
  if (content.pie) {
    doc.moveDown(1.2);
    doc.fontSize(8.5).fillColor(GRAY).text(content.pie, 50, doc.y, { width });
  }
  doc.end();
  return done;
}

function drawTable(doc: PDFKit.PDFDocument, tabla: NonNullable<PdfContent['tabla']>, width: number) {
  const colW = width / tabla.columnas.length;
  const rowH = 18;
  let y = doc.y + 6;
  const row = (cells: string[], header: boolean) => {
    if (header) doc.rect(50, y, width, rowH).fill('#e8f5e9');
    doc
      .fillColor(header ? GREEN : 'black')
      .font(header ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9.5);
    cells.forEach((cell, i) => doc.text(cell, 54 + i * colW, y + 5, { width: colW - 8, lineBreak: false }));
    y += rowH;
    doc
      .moveTo(50, y)
      .lineTo(50 + width, y)
      .lineWidth(0.5)
      .strokeColor('#c8d6c8')
      .stroke();
  };
  row(tabla.columnas, true);
  for (const filas of tabla.filas) row(filas, false);
  doc.x = 50;
  doc.y = y + 8;
}
