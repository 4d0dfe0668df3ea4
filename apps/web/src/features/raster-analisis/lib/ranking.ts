/** A territory's row in the company ranking (figures of one index; null when it has none yet). */
export interface FilaRanking {
  parcela_id: number;
  nombre: string;
  media: number | null;
  cambio: number | null;
}

export type OrdenRanking = 'valor' | 'cambio';
export type Direccion = 'asc' | 'desc';

/**
 * The ranking sorted by latest value or by change. Territories without that figure always go last
 * (whatever the direction), then ties by name, so the order is stable and a missing figure never
 * reads as the best or the worst.
 */
export function ordenarRanking<T extends FilaRanking>(
  filas: readonly T[],
  orden: OrdenRanking,
  dir: Direccion,
): T[] {
  const clave = (f: T) => (orden === 'valor' ? f.media : f.cambio);
  const signo = dir === 'asc' ? 1 : -1;
  return [...filas].sort((x, y) => {
    const a = clave(x);
    const b = clave(y);
    if (a === null || b === null) {
      if (a !== b) return a === null ? 1 : -1;
    } else if (a !== b) {
      return (a - b) * signo;
    }
    return x.nombre.localeCompare(y.nombre, 'es');
  });
}

/** The rows of one index: every territory listed, with that index's figures when it has them. */
export function filasRanking<
  C extends { parcela_id: number; indice: string; media: number; cambio: number | null },
>(
  parcelas: readonly { parcela_id: number; nombre: string }[],
  cifras: readonly C[],
  indice: string,
): (FilaRanking & { cifra: C | null })[] {
  const porParcela = new Map(cifras.filter((c) => c.indice === indice).map((c) => [c.parcela_id, c]));
  return parcelas.map((t) => {
    const c = porParcela.get(t.parcela_id) ?? null;
    return {
      parcela_id: t.parcela_id,
      nombre: t.nombre,
      media: c?.media ?? null,
      cambio: c?.cambio ?? null,
      cifra: c,
    };
  });
}

/** The ranking's sort: by which figure and in which direction. */
export interface OrdenActual {
  orden: OrdenRanking;
  dir: Direccion;
}

/** Clicking a heading: the active one reverses its direction, another one sorts descending. */
export const siguienteOrden = (actual: OrdenActual, campo: OrdenRanking): OrdenActual =>
  campo === actual.orden
    ? { orden: campo, dir: actual.dir === 'asc' ? 'desc' : 'asc' }
    : { orden: campo, dir: 'desc' };
