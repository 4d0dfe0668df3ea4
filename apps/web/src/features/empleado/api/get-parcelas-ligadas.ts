import { useQuery } from '@tanstack/react-query';
import { listarParcelasLigadas } from '@agro/domain/contracts/parcela';
import { call } from '../../../lib/api-client.ts';
import { empleadoKeys } from './keys.ts';

/** GET /empleado/parcela/ligadas/{cp_id}/{empleadorel_id}: the territories of one worker. */
export const useParcelasLigadas = (cp: number, rel: number | undefined) =>
  useQuery({
    queryKey: empleadoKeys.ligadas(cp, rel),
    queryFn: async () =>
      (await call(listarParcelasLigadas, { params: { cp_id: cp, empleadorel_id: rel! } })).parcelas,
    enabled: rel !== undefined,
  });
