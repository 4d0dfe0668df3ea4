import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guardarUmbrales, umbralesBodySchema } from '@agro/domain/contracts/raster';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { analisisKeys } from './keys.ts';

export { umbralesBodySchema };
export type UmbralesBody = z.output<typeof umbralesBodySchema>;

/** PUT /raster/parcela/{parcela_id}/umbrales: the principal client (or staff) changes them. */
export function useGuardarUmbrales(parcelaId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UmbralesBody) => call(guardarUmbrales, { params: { parcela_id: parcelaId }, body }),
    onSuccess: (res, body) => qc.setQueryData(analisisKeys.umbrales(parcelaId, body.indice), res.umbrales),
  });
}
