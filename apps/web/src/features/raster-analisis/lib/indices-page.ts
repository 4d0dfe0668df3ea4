import { TIPOS_INDICE, type TipoIndice } from '@agro/domain/indices';

/** The indices measured for the company, in the catalogue's order. */
export const indicesPresentes = (cifras: readonly { indice: string }[] | undefined): TipoIndice[] =>
  TIPOS_INDICE.filter((t) => (cifras ?? []).some((c) => c.indice === t));

/**
 * The index shown: the one asked for when it was measured (or when nothing was, so the address
 * stays as written), else the first one measured.
 */
export const indiceVisible = (pedido: TipoIndice, presentes: readonly TipoIndice[]): TipoIndice =>
  presentes.includes(pedido) || presentes.length === 0 ? pedido : (presentes[0] ?? 'NDVI');

/** The territory picked by id, or the only one when the company has just one. */
export const parcelaElegida = <T extends { parcela_id: number }>(lista: readonly T[], id: number) =>
  lista.find((t) => t.parcela_id === id) ?? (lista.length === 1 ? lista[0] : undefined);

export type EstadoIndices =
  'sin-cliente' | 'buscando-cliente' | 'cargando' | 'error' | 'sin-territorios' | 'listo';

/** What the page body shows, in order of precedence. */
export function estadoIndices(e: {
  /** Staff without a client yet (none picked, none found from the link's territory). */
  sinCp: boolean;
  buscandoCp: boolean;
  cargando: boolean;
  error: boolean;
  parcelas: number;
}): EstadoIndices {
  if (e.sinCp) return e.buscandoCp ? 'buscando-cliente' : 'sin-cliente';
  if (e.cargando) return 'cargando';
  if (e.error) return 'error';
  return e.parcelas === 0 ? 'sin-territorios' : 'listo';
}
