import { NUM_FMT, valorXlsx, type TipoColumna, type Valor } from './columnas.ts';

// The smallest SpreadsheetML workbook Excel, LibreOffice and Numbers open: one sheet of inline
// strings (no shared-string table to hold in memory), a header row frozen and filtered, pesos and
// dates as numbers with their format. Rows are encoded a batch at a time (on a worker thread) and
// the parts are zipped by lib/zip.ts.

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PKG = 'http://schemas.openxmlformats.org/package/2006';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

// Cell styles (cellXfs): 0 plain, 1 bold header, then one per number format, in NUM_FMT order.
const FORMATOS = Object.entries(NUM_FMT) as [TipoColumna, string][];
const ESTILO = Object.fromEntries(FORMATOS.map(([tipo], i) => [tipo, i + 2])) as Partial<
  Record<TipoColumna, number>
>;

// Characters XML 1.0 cannot carry at all (a stray control character in a comment would corrupt the file).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVALIDO = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const escapar = (s: string) =>
  s
    .replace(INVALIDO, '')
    .replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A (1-based) column's letters: 1 → A, 27 → AA. */
export function letras(n: number): string {
  let s = '';
  for (; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

// Excel's serial day: days since 1899-12-30, the wall-clock fields read as UTC (valorXlsx's dates).
const serial = (d: Date) => d.getTime() / 86_400_000 + 25_569;

function celda(ref: string, v: string | number | boolean | Date | null, estilo: number | undefined): string {
  if (v === null) return '';
  const s = estilo ? ` s="${estilo}"` : '';
  if (v instanceof Date)
    return Number.isFinite(v.getTime()) ? `<c r="${ref}"${s}><v>${serial(v)}</v></c>` : '';
  if (typeof v === 'number') return Number.isFinite(v) ? `<c r="${ref}"${s}><v>${v}</v></c>` : '';
  const t = escapar(String(v));
  const space = /^\s|\s$/.test(t) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${s} t="inlineStr"><is><t${space}>${t}</t></is></c>`;
}

/** The rows of a batch as sheet XML; `primera` is the sheet row number of the first one. */
export function filasXlsx(tipos: TipoColumna[], filas: Valor[][], primera: number): string {
  const cols = tipos.map((_, i) => letras(i + 1));
  let out = '';
  for (let r = 0; r < filas.length; r++) {
    const n = primera + r;
    out += `<row r="${n}">`;
    const fila = filas[r]!;
    for (let c = 0; c < tipos.length; c++)
      out += celda(`${cols[c]}${n}`, valorXlsx(tipos[c]!, fila[c]), ESTILO[tipos[c]!]);
    out += '</row>';
  }
  return out;
}

/** Everything of the sheet before its data rows (views, widths, the header row) and after them. */
export function hojaXlsx(columnas: { titulo: string; ancho: number }[]): { inicio: string; fin: string } {
  const ultima = letras(columnas.length);
  const anchos = columnas.map(
    (c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.ancho}" customWidth="1"/>`,
  );
  const cabecera = columnas.map((c, i) => celda(`${letras(i + 1)}1`, c.titulo, 1)).join('');
  return {
    inicio:
      `${XML}<worksheet xmlns="${NS}" xmlns:r="${NS_R}"><dimension ref="A1:${ultima}1"/>` +
      '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
      `<sheetFormatPr defaultRowHeight="15"/><cols>${anchos.join('')}</cols><sheetData><row r="1">${cabecera}</row>`,
    fin: `</sheetData><autoFilter ref="A1:${ultima}1"/></worksheet>`,
  };
}

/** The workbook's fixed parts (every file but the sheet), by path in the ZIP. */
export function partesXlsx(hoja: string, columnas: number): Record<string, string> {
  const nombre = escapar(hoja.replace(/'/g, "''"));
  const numFmts = FORMATOS.map(([, f], i) => `<numFmt numFmtId="${164 + i}" formatCode="${escapar(f)}"/>`);
  const xfs = FORMATOS.map(
    (_, i) => `<xf numFmtId="${164 + i}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
  );
  return {
    '[Content_Types].xml':
      `${XML}<Types xmlns="${NS_PKG}/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '</Types>',
    '_rels/.rels':
      `${XML}<Relationships xmlns="${NS_PKG}/relationships">` +
      `<Relationship Id="rId1" Type="${NS_R}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml':
      `${XML}<workbook xmlns="${NS}" xmlns:r="${NS_R}"><sheets><sheet name="${escapar(hoja)}" sheetId="1" r:id="rId1"/></sheets>` +
      `<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">'${nombre}'!$A$1:$${letras(columnas)}$1</definedName></definedNames></workbook>`,
    'xl/_rels/workbook.xml.rels':
      `${XML}<Relationships xmlns="${NS_PKG}/relationships">` +
      `<Relationship Id="rId1" Type="${NS_R}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${NS_R}/styles" Target="styles.xml"/></Relationships>`,
    'xl/styles.xml':
      `${XML}<styleSheet xmlns="${NS}"><numFmts count="${numFmts.length}">${numFmts.join('')}</numFmts>` +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      `<cellXfs count="${2 + xfs.length}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
      `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>${xfs.join('')}</cellXfs>` +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>',
  };
}
