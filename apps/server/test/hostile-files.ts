// Hostile files for the route-table walker (hostile-input.test.ts): what an attacker can put in any
// multipart upload, built once, with a multipart encoder that writes file names byte for byte
// (FormData would escape the very characters under test).
import { zipSync } from 'fflate';

/** The kind of slot a file would plausibly be sent to, so it reaches the route's content checks. */
export type Clase = 'imagen' | 'documento' | 'geodatos';

export interface ArchivoHostil {
  caso: string;
  clase: Clase;
  datos: Buffer;
  /** The file name as it is written in the part header (raw bytes, NUL and controls included). */
  nombre: string;
  /** An RFC 5987 `filename*` instead of `filename` (percent-encoded, so CR and LF can be sent). */
  nombreExtendido?: string;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n% comprobante\n%%EOF\n'.padEnd(300, ' '));

// 50 MB of one byte compress to about 50 KB: a ZIP a server must never inflate whole.
const bomba = (entrada: string) => Buffer.from(zipSync({ [entrada]: new Uint8Array(50 * 1024 * 1024) }));

export const ARCHIVOS_HOSTILES: ArchivoHostil[] = [
  { caso: 'zip bomb (KMZ)', clase: 'geodatos', nombre: 'bomba.kmz', datos: bomba('doc.kml') },
  { caso: 'zip bomb (DOCX)', clase: 'documento', nombre: 'bomba.docx', datos: bomba('[Content_Types].xml') },
  {
    caso: 'deeply nested XML',
    clase: 'geodatos',
    nombre: 'anidado.kml',
    datos: Buffer.from(`<?xml version="1.0"?><kml>${'<Folder>'.repeat(200_000)}`),
  },
  {
    caso: 'deeply nested JSON',
    clase: 'geodatos',
    nombre: 'anidado.geojson',
    datos: Buffer.from(`${'{"type":"Feature","geometry":'.repeat(60_000)}null${'}'.repeat(60_000)}`),
  },
  { caso: 'NUL in the file name', clase: 'imagen', nombre: 'a\u0000b.png', datos: PNG },
  {
    caso: 'control characters in the file name',
    clase: 'imagen',
    nombre: '=HYPERLINK(1)\t\u0001\u0007\u001b[2J\u007f.png',
    datos: PNG,
  },
  {
    caso: 'CR and LF in an RFC 5987 file name',
    clase: 'documento',
    nombre: 'x.pdf',
    nombreExtendido: "UTF-8''%3DHYPERLINK%281%29%0D%0A.pdf",
    datos: PDF,
  },
  {
    caso: 'NUL and control characters in an RFC 5987 file name',
    clase: 'documento',
    nombre: 'x.pdf',
    nombreExtendido: "UTF-8''a%00%01%1B%7F.pdf",
    datos: PDF,
  },
  {
    caso: 'polyglot (PNG header, then HTML and script)',
    clase: 'imagen',
    nombre: 'poliglota.html',
    datos: Buffer.concat([PNG, Buffer.from('<html><script>alert(document.cookie)</script></html>')]),
  },
  { caso: 'empty file', clase: 'imagen', nombre: 'vacio.png', datos: Buffer.alloc(0) },
  { caso: 'wrong extension (a PDF named .png)', clase: 'imagen', nombre: 'foto.png', datos: PDF },
];

export type Parte = { campo: string; valor: string } | { campo: string; archivo: ArchivoHostil };

/** A multipart/form-data body whose part headers are written as given, byte for byte. */
export function cuerpoMultipart(partes: Parte[]) {
  const limite = `----hostil${Math.random().toString(16).slice(2)}`;
  const trozos: Buffer[] = [];
  for (const p of partes) {
    if ('valor' in p) {
      trozos.push(
        Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${p.campo}"\r\n\r\n${p.valor}\r\n`),
      );
      continue;
    }
    const { nombre, nombreExtendido, datos } = p.archivo;
    const disposicion = nombreExtendido ? `filename*=${nombreExtendido}` : `filename="${nombre}"`;
    trozos.push(
      Buffer.from(
        `--${limite}\r\nContent-Disposition: form-data; name="${p.campo}"; ${disposicion}\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      datos,
      Buffer.from('\r\n'),
    );
  }
  trozos.push(Buffer.from(`--${limite}--\r\n`));
  return {
    payload: Buffer.concat(trozos),
    headers: { 'content-type': `multipart/form-data; boundary=${limite}` },
  };
}

/** The strings of a JSON answer that carry a control character (a file name kept as sent). */
export function textosConControl(valor: unknown): string[] {
  if (typeof valor === 'string')
    return [...valor].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f) ? [valor] : [];
  if (valor && typeof valor === 'object') return Object.values(valor).flatMap(textosConControl);
  return [];
}
