// The upload wizard's own choices as one reducer (pure, unit-tested): what each choice resets
// downstream lives here, so a changed territory or period never keeps a stale confirmation.
import type { GrupoArchivos } from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';
import type { Periodo } from '@agro/domain/periods';
import { ApiError, failureMessage } from '../../../lib/request.ts';

export interface EstadoWizard {
  periodo: Periodo | null;
  /** The territory id typed or picked (e.g. `12-3`). */
  buscado: string | null;
  confirmado: boolean;
  /** Any day of the chosen week or month. */
  fecha: string | null;
  confirmEnvio: boolean;
  errorEnvio: string | null;
}

export type AccionWizard =
  | { tipo: 'periodo'; periodo: Periodo }
  | { tipo: 'territorio'; buscado: string | null }
  | { tipo: 'confirmarParcela'; confirmado: boolean }
  | { tipo: 'fecha'; fecha: string | null }
  | { tipo: 'confirmarEnvio'; confirmado: boolean }
  | { tipo: 'errorEnvio'; mensaje: string | null }
  | { tipo: 'reiniciar' };

export const estadoInicial = (parcelaInicial?: string): EstadoWizard => ({
  periodo: null,
  buscado: parcelaInicial ?? null,
  confirmado: false,
  fecha: null,
  confirmEnvio: false,
  errorEnvio: null,
});

// What the files step showed is gone once anything before it changes.
const sinEnvio = { confirmEnvio: false, errorEnvio: null };

export function wizardReducer(s: EstadoWizard, a: AccionWizard): EstadoWizard {
  switch (a.tipo) {
    case 'periodo':
      return { ...s, periodo: a.periodo, fecha: null, ...sinEnvio };
    case 'territorio':
      return { ...s, buscado: a.buscado, confirmado: false, fecha: null, ...sinEnvio };
    case 'confirmarParcela':
      return { ...s, confirmado: a.confirmado };
    case 'fecha':
      return { ...s, fecha: a.fecha, ...sinEnvio };
    case 'confirmarEnvio':
      return { ...s, confirmEnvio: a.confirmado };
    case 'errorEnvio':
      return { ...s, errorEnvio: a.mensaje };
    case 'reiniciar':
      return estadoInicial();
  }
}

/** The part of an upload a step's check needs: its state and its reason, if any. */
export interface ArchivoDeGrupo {
  estado: string;
  error?: string;
}

/**
 * A files step can go on when it has files, none failed, and every raster has been described and
 * sent: true, or the Spanish reason shown under the step.
 */
export function validarGrupo(archivos: readonly ArchivoDeGrupo[]): true | string {
  if (archivos.length === 0) return MSG.seleccioneArchivo;
  const fallido = archivos.find((i) => i.estado === 'error');
  if (fallido) return fallido.error ?? MSG.archivosNoSubidos;
  if (archivos.some((i) => i.estado === 'describir')) return MSG.rasterSinDescribir;
  return true;
}

/** Groups of the period that still take files: the ones already uploaded are left out. */
export function gruposPendientes(grupos: readonly GrupoArchivos[], ocupados: readonly GrupoArchivos[]) {
  return grupos.filter((g) => !ocupados.includes(g));
}

/**
 * The alert of a failed commit: a refusal (4xx) names its reason, such as a raster's unsupported
 * coordinate system, so staff know which file to fix; anything else gets the generic message.
 */
export function falloDeEnvio(err: unknown): string {
  if (
    err instanceof ApiError &&
    err.status !== null &&
    err.status >= 400 &&
    err.status < 500 &&
    err.status !== 401
  )
    return err.mensaje;
  return failureMessage(err, MSG.archivosNoSubidos);
}

/** The uploads the commit publishes: the finished ones (a finished upload has its server id). */
export const archivosDeEnvio = (
  items: readonly { grupo: GrupoArchivos; campo: string; subidaId?: string | undefined }[],
) => items.flatMap((i) => (i.subidaId ? [{ grupo: i.grupo, campo: i.campo, subida: i.subidaId }] : []));
