import { queryOptions, useQuery } from '@tanstack/react-query';
import { obtenerCuentaProveedor } from '@agro/domain/contracts/envio';
import { call } from '../../../lib/api-client.ts';

export const cuentaBancariaKey = ['config', 'cuenta-bancaria'] as const;

export const cuentaBancariaQuery = () =>
  queryOptions({
    queryKey: cuentaBancariaKey,
    queryFn: async () => (await call(obtenerCuentaProveedor)).cuenta,
    staleTime: 5 * 60 * 1000,
  });

/** GET config/cuenta-bancaria: where clients transfer (null until staff configure it). */
export const useCuentaBancaria = () => useQuery(cuentaBancariaQuery());
