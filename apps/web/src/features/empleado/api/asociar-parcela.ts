import { asociarParcela } from '@agro/domain/contracts/empleado';
import type { EmpleadoParcelaInput } from '@agro/domain/schemas/empleado-registro';
import { call } from '../../../lib/api-client.ts';
import { RAICES_CUENTAS, useEscritura } from '../../../lib/query-roots.ts';

/** POST /empleado/parcela: links a worker to another territory of the company. */
export const useAsociarParcela = () =>
  useEscritura((body: EmpleadoParcelaInput) => call(asociarParcela, { body }), RAICES_CUENTAS);
