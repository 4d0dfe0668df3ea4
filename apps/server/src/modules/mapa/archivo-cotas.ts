// Bounds on what a boundary file may cost to read (issue 24, findings 1 and 6; decision 017). A
// 2 MB upload can otherwise expand to gigabytes: a KMZ's KML inflated without limit, an XML or JSON
// document nested a million levels deep, or hundreds of thousands of elements for the DOM. Each
// check here runs before the costly step it guards and is linear in the bytes it reads.
import { inflateRawSync } from 'node:zlib';
import { LIMITE_MAX_BYTES } from '@agro/domain/limites';
import { MSG_MAPA } from '@agro/domain/messages-mapa';
import { badRequest, tooLarge } from '../../lib/errors.ts';

/** The KML inside a KMZ may expand to this much; the archive itself is at most LIMITE_MAX_BYTES. */
export const KMZ_MAX_EXPANDIDO = 5 * LIMITE_MAX_BYTES;
/** Entries in a KMZ's directory (a KML, its icons and overlays). */
export const KMZ_MAX_ENTRADAS = 100;
/**
 * Elements, attributes, comments and other markup of a KML. A boundary has a few dozen; even a
 * multipolygon at the vertex limit with its attributes stays far below.
 */
export const DOC_MAX_NODOS = 20_000;
/** Nesting of KML elements, and of JSON arrays and objects (a MultiPolygon needs 8). */
export const DOC_MAX_PROFUNDIDAD = 64;

const FIRMA_FIN_DIRECTORIO = 0x06054b50;
const FIRMA_ENTRADA = 0x02014b50;
const FIRMA_LOCAL = 0x04034b50;

interface Entrada {
  nombre: string;
  metodo: number;
  cifrada: boolean;
  comprimido: number;
  local: number;
}

/** The entries of a ZIP's central directory, without inflating anything. */
function directorio(zip: Buffer): Entrada[] {
  // The end record sits in the last 22 bytes plus a comment of at most 64 KB.
  let fin = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--)
    if (zip.readUInt32LE(i) === FIRMA_FIN_DIRECTORIO) {
      fin = i;
      break;
    }
  if (fin < 0) throw badRequest(MSG_MAPA.limiteIlegible);
  const total = zip.readUInt16LE(fin + 10);
  if (total > KMZ_MAX_ENTRADAS) throw badRequest(MSG_MAPA.limiteKmzEntradas);
  const entradas: Entrada[] = [];
  let p = zip.readUInt32LE(fin + 16);
  for (let n = 0; n < total; n++) {
    if (p + 46 > zip.length || zip.readUInt32LE(p) !== FIRMA_ENTRADA)
      throw badRequest(MSG_MAPA.limiteIlegible);
    const largoNombre = zip.readUInt16LE(p + 28);
    entradas.push({
      nombre: zip.toString('utf8', p + 46, Math.min(zip.length, p + 46 + largoNombre)),
      metodo: zip.readUInt16LE(p + 10),
      cifrada: (zip.readUInt16LE(p + 8) & 1) === 1,
      comprimido: zip.readUInt32LE(p + 20),
      local: zip.readUInt32LE(p + 42),
    });
    p += 46 + largoNombre + zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32);
  }
  return entradas;
}

/**
 * The main KML of a KMZ as text: `doc.kml` by convention, otherwise the shallowest KML. Only that
 * entry is inflated, and inflating stops at KMZ_MAX_EXPANDIDO bytes (413).
 */
export function kmlDeKmz(zip: Buffer): string {
  const kmls = directorio(zip)
    .filter((e) => e.nombre.toLowerCase().endsWith('.kml'))
    .sort((a, b) => a.nombre.split('/').length - b.nombre.split('/').length);
  const e = kmls.find((k) => k.nombre.toLowerCase() === 'doc.kml') ?? kmls[0];
  if (!e || e.cifrada || (e.metodo !== 0 && e.metodo !== 8)) throw badRequest(MSG_MAPA.limiteIlegible);
  const p = e.local;
  if (p + 30 > zip.length || zip.readUInt32LE(p) !== FIRMA_LOCAL) throw badRequest(MSG_MAPA.limiteIlegible);
  const inicio = p + 30 + zip.readUInt16LE(p + 26) + zip.readUInt16LE(p + 28);
  const datos = zip.subarray(inicio, inicio + e.comprimido);
  if (datos.length !== e.comprimido) throw badRequest(MSG_MAPA.limiteIlegible);
  if (e.metodo === 0) {
    if (datos.length > KMZ_MAX_EXPANDIDO) throw tooLarge(MSG_MAPA.limiteKmzExpandido);
    return datos.toString('utf8');
  }
  try {
    return inflateRawSync(datos, { maxOutputLength: KMZ_MAX_EXPANDIDO }).toString('utf8');
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw tooLarge(MSG_MAPA.limiteKmzExpandido);
    throw badRequest(MSG_MAPA.limiteIlegible);
  }
}

const MENOR = 0x3c; // <
const MAYOR = 0x3e; // >
const BARRA = 0x2f; // /
const IGUAL = 0x3d; // =
const COMILLA = 0x22;
const APOSTROFO = 0x27;

/**
 * Counts the markup of an XML text and the nesting of its elements before any DOM is built:
 * refuses past DOC_MAX_NODOS or DOC_MAX_PROFUNDIDAD, and refuses a DTD (entity expansion). Quoted
 * attribute values are skipped, so a `/>` or `>` inside one cannot hide an open element.
 */
export function revisarXml(xml: string): void {
  let nodos = 0;
  let profundidad = 0;
  const contar = () => {
    if (++nodos > DOC_MAX_NODOS) throw badRequest(MSG_MAPA.limiteDemasiadosElementos);
  };
  const saltarHasta = (desde: number, fin: string) => {
    const j = xml.indexOf(fin, desde);
    if (j < 0) throw badRequest(MSG_MAPA.limiteIlegible);
    return j + fin.length;
  };
  let i = xml.indexOf('<');
  while (i >= 0) {
    if (xml.startsWith('<!--', i)) {
      contar();
      i = saltarHasta(i + 4, '-->');
    } else if (xml.startsWith('<![CDATA[', i)) {
      contar();
      i = saltarHasta(i + 9, ']]>');
    } else if (xml.startsWith('<?', i)) {
      contar();
      i = saltarHasta(i + 2, '?>');
    } else if (xml.startsWith('<!', i)) {
      throw badRequest(MSG_MAPA.limiteIlegible);
    } else if (xml.charCodeAt(i + 1) === BARRA) {
      profundidad--;
      i = saltarHasta(i + 2, '>');
    } else {
      contar();
      let comilla = 0;
      let j = i + 1;
      for (; j < xml.length; j++) {
        const c = xml.charCodeAt(j);
        if (comilla) {
          if (c === comilla) comilla = 0;
        } else if (c === COMILLA || c === APOSTROFO) comilla = c;
        else if (c === IGUAL) contar();
        else if (c === MAYOR || c === MENOR) break;
      }
      if (xml.charCodeAt(j) !== MAYOR) throw badRequest(MSG_MAPA.limiteIlegible);
      if (xml.charCodeAt(j - 1) !== BARRA && ++profundidad > DOC_MAX_PROFUNDIDAD)
        throw badRequest(MSG_MAPA.limiteAnidamiento);
      i = j + 1;
    }
    i = xml.indexOf('<', i);
  }
}

const ABRE_LLAVE = 0x7b;
const ABRE_CORCHETE = 0x5b;
const CIERRA_LLAVE = 0x7d;
const CIERRA_CORCHETE = 0x5d;
const INVERTIDA = 0x5c;

/**
 * Refuses a JSON text nested past DOC_MAX_PROFUNDIDAD before JSON.parse sees it (a parse, and any
 * walk of the result, could otherwise exhaust the stack). Strings, escapes included, are skipped.
 */
export function revisarJson(json: string): void {
  let profundidad = 0;
  let enTexto = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (enTexto) {
      if (c === INVERTIDA) i++;
      else if (c === COMILLA) enTexto = false;
    } else if (c === COMILLA) enTexto = true;
    else if (c === ABRE_LLAVE || c === ABRE_CORCHETE) {
      if (++profundidad > DOC_MAX_PROFUNDIDAD) throw badRequest(MSG_MAPA.limiteAnidamiento);
    } else if (c === CIERRA_LLAVE || c === CIERRA_CORCHETE) profundidad--;
  }
}
