import type { ResponseOf } from '@agro/domain/contracts/endpoint';
import type { listarParcelasCp, registroParcelas } from '@agro/domain/contracts/parcela';
import { archivoImagenParcela } from '@agro/domain/contracts/static-files';
import { urlOf } from '../../../lib/url-of.ts';
import { RAIZ, type Raiz } from '../../../lib/query-roots.ts';

/** A territory as GET /parcela/cp and /parcela/id answer it. */
export type Parcela = ResponseOf<typeof listarParcelasCp>['parcelas'][number];
/** A row of the territory registry. */
export type ParcelaFila = ResponseOf<typeof registroParcelas>['parcelas'][number];

/** Every territory query of every area lives under `['parcela']`, so one invalidation refreshes them all. */
export const parcelaKeys = {
  all: RAIZ.parcela,
  registro: ['parcela', 'registro'] as const,
  cp: (cp: number | undefined) => ['parcela', 'cp', cp] as const,
  una: (rel: number, cp: number) => ['parcela', 'id', rel, cp] as const,
};

/**
 * What a territory write refreshes: every territory query and every service query, since service
 * lists show the territory's name and a rename must reach them in every area at once.
 */
export const RAICES_PARCELA: readonly Raiz[] = ['parcela', 'servicio'];

/** The territory picture under /static/parcelas/, or null. */
export const parcelaAvatarUrl = (p: Pick<Parcela, 'avatar_nom' | 'avatar_ext'>) =>
  p.avatar_nom ? urlOf(archivoImagenParcela, { params: { file: `${p.avatar_nom}.${p.avatar_ext}` } }) : null;
