import type { ClaseArchivo } from '@agro/domain/constants';

export interface Sniffed {
  ext: string;
  mime: string;
  /** `geodatos`: a map boundary (GeoJSON, KML, KMZ), accepted only where a slot names it. */
  clase: ClaseArchivo | 'geodatos';
}

const ascii = (b: Buffer, start: number, end: number) => b.subarray(start, end).toString('latin1');

/** Identifies a file by its first bytes (at least 64 are needed), never by its name. */
export function sniff(head: Buffer): Sniffed | null {
  if (head.length >= 8 && head.readUInt32BE(0) === 0x89504e47)
    return { ext: 'png', mime: 'image/png', clase: 'imagen' };
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return { ext: 'jpg', mime: 'image/jpeg', clase: 'imagen' };
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')
    return { ext: 'gif', mime: 'image/gif', clase: 'imagen' };
  if (esTiff(head)) return { ext: 'tif', mime: 'image/tiff', clase: 'raster' };
  if (ascii(head, 0, 5) === '%PDF-') return { ext: 'pdf', mime: 'application/pdf', clase: 'documento' };
  if (ascii(head, 4, 8) === 'ftyp') return { ext: 'mp4', mime: 'video/mp4', clase: 'video' };
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3)
    return { ext: 'webm', mime: 'video/webm', clase: 'video' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'AVI ')
    return { ext: 'avi', mime: 'video/x-msvideo', clase: 'video' };
  if (head.length >= 4 && head.readUInt32BE(0) === 0x000001ba)
    return { ext: 'mpeg', mime: 'video/mpeg', clase: 'video' };
  if (head.length >= 4 && head.readUInt32BE(0) === 0x000001b3)
    return { ext: 'mpeg', mime: 'video/mpeg', clase: 'video' };
  if (head.length >= 8 && head.readUInt32BE(0) === 0xd0cf11e0 && head.readUInt32BE(4) === 0xa1b11ae1) {
    return { ext: 'doc', mime: 'application/msword', clase: 'documento' };
  }
  // DOCX is a ZIP whose first entry is [Content_Types].xml or a word/ part.
  if (
    ascii(head, 0, 4) === 'PK\x03\x04' &&
    /\[Content_Types\]\.xml|word\//.test(ascii(head, 30, Math.min(head.length, 200)))
  ) {
    return {
      ext: 'docx',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      clase: 'documento',
    };
  }
  return sniffGeodatos(head);
}

/** TIFF and BigTIFF, either byte order: `II*\0`, `MM\0*`, `II+\0`, `MM\0+`. */
function esTiff(head: Buffer): boolean {
  if (head.length < 4) return false;
  const orden = ascii(head, 0, 2);
  if (orden === 'II') return head[3] === 0 && (head[2] === 42 || head[2] === 43);
  if (orden === 'MM') return head[2] === 0 && (head[3] === 42 || head[3] === 43);
  return false;
}

/**
 * Boundary files: KMZ is any other ZIP, KML any XML, GeoJSON any JSON object. Their content is
 * parsed and checked after the upload; other slots never take the `geodatos` class.
 */
function sniffGeodatos(head: Buffer): Sniffed | null {
  if (ascii(head, 0, 4) === 'PK\x03\x04')
    return { ext: 'kmz', mime: 'application/vnd.google-earth.kmz', clase: 'geodatos' };
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (text.startsWith('<'))
    return { ext: 'kml', mime: 'application/vnd.google-earth.kml+xml', clase: 'geodatos' };
  if (text.startsWith('{')) return { ext: 'geojson', mime: 'application/geo+json', clase: 'geodatos' };
  return null;
}

/** Mime type of a stored extension, for downloads. */
export function mimeOfExtension(ext: string): string {
  const map: Record<string, string> = {
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    pdf: 'application/pdf',
    mp4: 'video/mp4',
    webm: 'video/webm',
    avi: 'video/x-msvideo',
    mpeg: 'video/mpeg',
    tif: 'image/tiff',
    tiff: 'image/tiff',
    doc: 'application/msword',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  };
  return map[ext.toLowerCase()] ?? 'application/octet-stream';
}
