import type { GrupoArchivos } from '@agro/domain/constants';
import { validarPeriodo } from '@agro/domain/contracts/servicio';
import type { Rango } from '@agro/domain/periods';
import { call } from '../../../../lib/api-client.ts';

/** GET servicio/validar/{servicio_id}/{grupo}/{start}/{end}: true when the period already has files of that group. */
export async function periodoOcupado(servicioId: number, grupo: GrupoArchivos, r: Rango): Promise<boolean> {
  const body = await call(validarPeriodo, {
    params: { servicio_id: servicioId, grupo, start: r.inicio, end: r.termino },
  });
  return body.res;
}

/** The groups among `grupos` whose period is already taken. */
export async function gruposOcupados(
  servicioId: number,
  grupos: GrupoArchivos[],
  r: Rango,
): Promise<GrupoArchivos[]> {
  const res = await Promise.all(grupos.map((g) => periodoOcupado(servicioId, g, r)));
  return grupos.filter((_, i) => res[i]);
}
