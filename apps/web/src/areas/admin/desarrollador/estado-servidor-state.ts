import { SERVICIOS_ESTADO, type ServicioEstado } from '@agro/domain/schemas/operaciones';

type Estados = Partial<Record<ServicioEstado, { status: string } | undefined>>;

/**
 * The status tab's summary: each service ok or not (a failed call counts every one as down,
 * docs/RULES.md#api), how many answer, and the ring's color and sentence.
 */
export function resumenEstado(data: Estados | undefined, isError: boolean) {
  const ok = (s: ServicioEstado) => !isError && data?.[s]?.status === 'ok';
  const cargando = !data && !isError;
  const n = SERVICIOS_ESTADO.filter(ok).length;
  const total = SERVICIOS_ESTADO.length;
  return {
    ok,
    cargando,
    n,
    total,
    porcentaje: cargando ? 0 : (n / total) * 100,
    color: n === total ? 'agro' : n === 0 ? 'red' : 'orange',
    texto: cargando
      ? 'Consultando el estado del servidor…'
      : n === total
        ? 'Todos los servicios responden correctamente.'
        : 'Hay servicios con problemas.',
  };
}

export type ResumenEstado = ReturnType<typeof resumenEstado>;
