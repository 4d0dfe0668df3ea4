import type { ResponseOf } from '@agro/domain/contracts/endpoint';
import type {
  listarServiciosCp,
  listarServiciosParcela,
  registroServicios,
} from '@agro/domain/contracts/servicio';
import { RAIZ } from '../../../lib/query-roots.ts';

/** A territory's service as GET /servicio/{parcela_id} answers it. */
export type Servicio = ResponseOf<typeof listarServiciosParcela>['servicio'][number];
/** A company's service with its territory, as GET /servicio/cp/{cp_id} answers it. */
export type ServicioCp = ResponseOf<typeof listarServiciosCp>['servicios'][number];
/** A row of the service registry. */
export type ServicioFila = ResponseOf<typeof registroServicios>['servicios'][number];

/** Every service query of every area lives under `['servicio']`. */
export const servicioKeys = {
  all: RAIZ.servicio,
  registro: ['servicio', 'registro'] as const,
  cp: (cp: number | null | undefined) => ['servicio', 'cp', cp] as const,
  parcela: (parcelaId: number | undefined) => ['servicio', 'parcela', parcelaId] as const,
};
