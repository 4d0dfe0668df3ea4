import { MSG } from './messages.ts';

const catalogo = new Set<unknown>(Object.values(MSG).filter((m) => typeof m === 'string'));

// The catalogue's messages with a value in them (`envioAbonoSuperaSaldo('$40.000')`): the text around it.
const plantillas = Object.values(MSG)
  .filter((m): m is (v: string) => string => typeof m === 'function')
  .map((f) => f('\u0000').split('\u0000'))
  .filter((partes): partes is [string, string] => partes.length === 2);
const dePlantilla = (m: string) =>
  plantillas.some(
    ([antes, despues]) =>
      m.length > antes.length + despues.length && m.startsWith(antes) && m.endsWith(despues),
  );
// A catalogue message may close with a detail in parentheses: "… tamaño máximo permitido (10 MB)".
const DETALLE = / \([^()]+\)$/;

/** True for a message written by this package (MSG or a field message), false for a library's default text. */
export const esMensajeDelDominio = (m: string) =>
  catalogo.has(m) ||
  m.startsWith('El campo ') ||
  dePlantilla(m) ||
  (DETALLE.test(m) && catalogo.has(m.replace(DETALLE, '')));

/** One issue of a schema check, as zod (or any Standard Schema) reports it. */
export interface IssueDeCampo {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * A form's field errors from a schema's issues: keyed by the dotted path ("contacto.email"), the first issue
 * of each field, worded by the domain ("El campo Extensión (m²) no es válido", never an API key or a
 * library's English default). `prefix` nests the keys under a form path ("datos.").
 */
export function erroresDeCampos(issues: readonly IssueDeCampo[], prefix = ''): Record<string, string> {
  const errores: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    const mensaje = esMensajeDelDominio(issue.message) ? issue.message : MSG.campoInvalido(path);
    errores[prefix + path] ??= mensaje;
  }
  return errores;
}
