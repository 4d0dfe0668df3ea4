import { MSG } from '@agro/domain/messages';
import { ApiError } from '../../../lib/request.ts';

/** The server's reason for a refused review, or the generic failure. */
export const mensajeDe = (err: unknown) => (err instanceof ApiError ? err.mensaje : MSG.errorSolicitud);

/** A receipt cannot be approved while one of its abonos is above what the invoice still owes. */
export const excedeSaldo = (envio: { lineas: { abono: number; saldo: number }[] }) =>
  envio.lineas.some((l) => l.abono > l.saldo);

export interface RevisionState {
  /** The reject form (with its reason) replaces the approve/reject buttons. */
  rechazando: boolean;
  fallo: string | null;
}

export const revisionInicial: RevisionState = { rechazando: false, fallo: null };

export type RevisionAction =
  | { type: 'rechazar' }
  | { type: 'volver' }
  | { type: 'aprobar' }
  | { type: 'fallo'; mensaje: string }
  | { type: 'cerrar' };

export function revisionReducer(s: RevisionState, a: RevisionAction): RevisionState {
  switch (a.type) {
    case 'rechazar':
      return { ...s, rechazando: true };
    case 'volver':
      return { ...s, rechazando: false };
    case 'aprobar':
      return { ...s, fallo: null };
    case 'fallo':
      return { ...s, fallo: a.mensaje };
    case 'cerrar':
      return revisionInicial;
  }
}
