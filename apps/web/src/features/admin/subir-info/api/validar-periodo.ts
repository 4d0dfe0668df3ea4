import type { GrupoArchivos } from '@agro/domain/constants';
import type { Rango } from '@agro/domain/periods';
import { api, type ApiBody } from '../../../../lib/request.ts';

/** GET servicio/validar/{servicio_id}/{grupo}/{start}/{end}: true when the period already has files of that group. */
export async function periodoOcupado(servicioId: number, grupo: GrupoArchivos, r: Rango): Promise<boolean> {
  const body = await api<ApiBody & { res: boolean }>(
    `servicio/validar/${servicioId}/${grupo}/${r.inicio}/${r.termino}`,
  );
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
