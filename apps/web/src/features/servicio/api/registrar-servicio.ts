import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registrarServicio } from '@agro/domain/contracts/servicio';
import type { ServicioRegistroInput } from '@agro/domain/schemas/servicio';
import { call } from '../../../lib/api-client.ts';
import { invalidarRaices } from '../../../lib/query-roots.ts';

/** POST /servicio/registrar: creates the territory's service or changes the live one's type. */
export function useRegistrarServicio() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ServicioRegistroInput) => call(registrarServicio, { body }),
    onSuccess: () => invalidarRaices(qc, 'parcela', 'servicio'),
  });
}
