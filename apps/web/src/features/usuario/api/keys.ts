import type { ResponseOf } from '@agro/domain/contracts/endpoint';
import type { registroUsuarios } from '@agro/domain/contracts/usuario';
import { RAIZ } from '../../../lib/query-roots.ts';

/** An account as the back office's user registry (GET /usuario/listar) shows it. */
export type UsuarioFila = ResponseOf<typeof registroUsuarios>['usuarios'][number];

/** Every account query of every area lives under `['usuario']`, so one invalidation refreshes them all. */
export const usuarioKeys = {
  all: RAIZ.usuario,
  registro: ['usuario', 'registro'] as const,
  avatar: (usuarioId: number | undefined) => ['usuario', 'avatar', usuarioId] as const,
};
